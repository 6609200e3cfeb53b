import CourtsideViewModels
import Testing

/// Screen-reader mode's `?` help: each line of every screen's help as a plain sentence, made from
/// the same keymap rows as the key grid.
@Suite("Help as sentences")
struct HelpSentenceTests {
    /// Every screen's help lines, edit mode's with the scoring keys it keeps.
    static var everyHelp: [(screen: String, entries: [HelpEntry])] {
        let keys = KeyConfiguration.standard
        return [
            ("scoreboard", keys.scoreboard.helpEntries),
            ("scoreboard.edit", keys.scoreboardEdit.helpEntries(scoring: keys.scoreboard)),
            ("list", keys.gameList.helpEntries), ("creator", keys.creator.helpEntries),
            ("replay", keys.replay.helpEntries), ("watch", keys.watch.helpEntries),
            ("players", keys.players.helpEntries), ("player", keys.playerPage.helpEntries),
            ("run", keys.run.helpEntries),
        ]
    }

    @Test("every line of every screen's help is a sentence: Press, each key by name, what it does, a full stop")
    func everyScreen() {
        for (screen, entries) in Self.everyHelp {
            #expect(!entries.isEmpty, "\(screen)")
            for entry in entries {
                let sentence = entry.sentence
                #expect(sentence.hasPrefix("Press "), "\(screen): \(sentence)")
                #expect(sentence.contains(": " + entry.action), "\(screen): \(sentence)")
                #expect(".?!".contains(sentence.last ?? " "), "\(screen): \(sentence)")
                #expect(!sentence.contains(where: { "←→↑↓".contains($0) }), "arrows by name: \(sentence)")
            }
        }
    }

    @Test("keys are said by name, groups parted as a list: the grid's slashes go, the slash key stays")
    func keyWords() {
        let board = KeyConfiguration.standard.scoreboard.helpEntries
        #expect(board[0].sentence == "Press u, i, o, 1, 2 or 3: select home player 1-3 (top row).")
        #expect(board.map(\.sentence).contains("Press semicolon, comma or slash: turnover, steal, block."))
        #expect(board.map(\.sentence).contains("Press z, Backspace or capital Z: undo the last move, redo it."))
        #expect(board.map(\.sentence).contains("Press question mark: this help."))
        let list = KeyConfiguration.standard.gameList.helpEntries
        #expect(list[0].sentence == "Press Up, Down, k or j: select a game.")
    }
}
