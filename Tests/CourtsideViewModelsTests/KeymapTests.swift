import CourtsideCore
import CourtsideViewModels
import Testing

@Suite("Keymap")
struct KeymapTests {
    let keymap = ScoreboardKeymap.standard

    @Test(
        "the default keymap",
        arguments: [
            (Key.character("u"), ScoreboardIntent.select(PlayerID(side: .home, number: 1))),
            (.character("i"), .select(PlayerID(side: .home, number: 2))),
            (.character("o"), .select(PlayerID(side: .home, number: 3))),
            (.character("j"), .select(PlayerID(side: .away, number: 1))),
            (.character("k"), .select(PlayerID(side: .away, number: 2))),
            (.character("l"), .select(PlayerID(side: .away, number: 3))),
            (.character("1"), .select(PlayerID(side: .home, number: 1))),
            (.character("3"), .select(PlayerID(side: .home, number: 3))),
            (.character("4"), .select(PlayerID(side: .away, number: 1))),
            (.character("6"), .select(PlayerID(side: .away, number: 3))),
            (.character("s"), .apply(.onePoint)),
            (.character("d"), .apply(.twoPoints)),
            (.character("a"), .apply(.assist)),
            (.character("r"), .apply(.rebound)),
            (.character("f"), .apply(.foul)),
            (.space, .toggleClock),
            (.backspace, .undo),
            (.character("z"), .undo),
            (.character("Z"), .redo),
            (.character("?"), .showHelp),
            (.character("q"), .requestQuit),
            (.tab, .moveSelection(.next)),
            (.backTab, .moveSelection(.previous)),
            (.up, .moveSelection(.up)),
            (.down, .moveSelection(.down)),
            (.left, .moveSelection(.left)),
            (.right, .moveSelection(.right)),
        ])
    func mapping(key: Key, intent: ScoreboardIntent) {
        #expect(keymap.intent(for: key) == intent)
    }

    @Test("keys that mean nothing map to nothing")
    func unmapped() {
        for key in [Key.character("x"), .character("7"), .character("0"), .enter, .escape, .resize, .home] {
            #expect(keymap.intent(for: key) == nil)
        }
    }

    @Test("the help lists every action once, with the select keys mirroring the screen")
    func entries() {
        #expect(keymap.entries.first?.keys == "u i o / 1 2 3")
        #expect(keymap.entries.count == 14)
        #expect(keymap.selectKey(for: PlayerID(side: .away, number: 2)) == "k")
    }
}
