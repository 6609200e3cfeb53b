import CourtsideViewModels
import Testing

@Suite("Game list keymap")
struct GameListKeymapTests {
    @Test(
        "keys to intents",
        arguments: [
            (Key.up, GameListIntent.moveSelection(.up)),
            (.character("k"), .moveSelection(.up)),
            (.down, .moveSelection(.down)),
            (.character("j"), .moveSelection(.down)),
            (.home, .moveSelection(.first)),
            (.end, .moveSelection(.last)),
            (.enter, .open),
            (.character("v"), .view),
            (.character("p"), .replay),
            (.character("n"), .create),
            (.character("x"), .requestDelete),
            (.character("g"), .toggleGrouping),
            (.character("r"), .reload),
            (.character("?"), .showHelp),
            (.character("q"), .quit),
        ])
    func mapping(key: Key, intent: GameListIntent) {
        #expect(GameListKeymap.standard.intent(for: key) == intent)
    }

    @Test("every letter the help names does something")
    func helpLettersWork() {
        let letters = GameListKeymap.standard.helpEntries.flatMap { $0.keys.split(separator: " ") }.filter {
            $0.count == 1
        }
        #expect(!letters.isEmpty)
        for letter in letters where letter.first!.isLetter || letter == "?" {
            #expect(GameListKeymap.standard.intent(for: .character(letter.first!)) != nil, "\(letter)")
        }
    }
}
