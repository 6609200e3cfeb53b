import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Every screen from 64×20 up: the game list and the creator at the sizes a scorer's window has
/// (an 80×24 terminal with a tmux status line is 80×23), the help bar keeping `? help` and
/// `q quit` to the last, the `?` help in pages instead of dropping lines, and the quit key
/// working behind the too-small notice.
@MainActor
@Suite("Small terminals")
struct SmallTerminalTests {
    nonisolated static let sizes = [
        TerminalSize(width: 64, height: 20), TerminalSize(width: 80, height: 23), TerminalSize(width: 80, height: 24),
        TerminalSize(width: 200, height: 50),
    ]

    // MARK: The game list

    @Test(
        "the game list opens whole: title, headings, every game, the detail line, ? help and q quit", arguments: sizes)
    func list(size: TerminalSize) throws {
        let (h, viewModel) = GameListScreenTests.harness(
            try GameListScreenTests.library(inProgress: 2, finished: 1), size: size)
        #expect(!h.text.contains("too small"))
        #expect(h.line(0).contains("courtside"))
        #expect(h.line(0).contains("3 games · grouped by status"))
        for heading in ["TEAMS", "SCORE", "STATUS", "CLOCK", "LAST PLAYED"] {
            #expect(h.text.contains(heading), "\(size): \(heading)")
        }
        for game in ["Home0 vs Away0", "Home1 vs Away1", "Home2 vs Away2"] {
            #expect(h.text.contains(game), "\(size): \(game)")
        }
        #expect(h.text.contains("game g0000000 · to 15 · win by 2"))
        let bar = h.line(size.height - 1)
        #expect(bar.contains("? help") && bar.contains("q quit"), "\(size): \(bar)")
        #expect(h.terminal.overflowCount == 0)
        h.type("q")
        #expect(Self.isQuit(viewModel.action.value))
    }

    // MARK: The creator

    @Test(
        "the creator's form fits: every field, its default value, the hint, and the bar's Esc cancel", arguments: sizes)
    func creator(size: TerminalSize) throws {
        let (h, viewModel, library) = GameCreatorScreenTests.harness(size: size)
        #expect(!h.text.contains("too small"))
        #expect(h.text.contains("New game"))
        for field in viewModel.shownFields.value {
            #expect(h.text.contains(field.formLabel), "\(size): \(field.formLabel)")
        }
        for value in ["Ballerz", "Ringerz", "Shaq", "A.I.", "T-Mac", "Hakeem", "Air Carter", "Kobe", "pickup", "15"] {
            #expect(h.text.contains(value), "\(size): \(value)")
        }
        #expect(h.text.contains("ready: Ctrl-G creates the game now"))
        let bar = h.line(size.height - 1)
        #expect(bar.contains("Esc cancel"), "\(size): \(bar)")
        // The form's box: its top edge above the first field, its bottom above the status line.
        let top = try #require(h.row(containing: "New game"))
        let last = try #require(h.row(containing: "Win by"))
        #expect(top < (try #require(h.row(containing: "Home team"))))
        #expect(last < size.height - 3)
        #expect(h.terminal.overflowCount == 0)
        // Enter on every field creates the game.
        h.feed(Array(repeating: .key(.enter), count: viewModel.shownFields.value.count))
        #expect(try library.list().summaries.count == 1, "\(size)")
    }

    @Test(
        "eight players a side fit: every name, the teams side by side, the rules under them, nothing marked",
        arguments: sizes)
    func fullRosters(size: TerminalSize) throws {
        let (h, viewModel, library) = GameCreatorScreenTests.harness(size: size)
        let names = (1...8).map { "Home\($0)" } + (1...8).map { "Away\($0)" }
        for side in Side.allCases {
            h.press(.tab)  // from the team's name to its first player
            for number in 1...8 {
                let field = CreatorField.player(PlayerID(side: side, number: number))
                #expect(viewModel.focus.value == field, "\(size): \(field)")
                h.type(names[(side == .home ? 0 : 8) + number - 1])
                h.press(.tab)
            }
        }
        #expect(viewModel.focus.value == .rules, "no ninth slot: the rules come next")
        for name in names { #expect(h.text.contains(name), "\(size): \(name)") }
        let home8 = try #require(h.row(containing: "Home8"))
        #expect(h.line(home8).contains("Away8"), "the teams side by side")
        let winBy = try #require(h.row(containing: "Win by"))
        #expect(winBy > home8 && winBy < size.height - 3)
        #expect(viewModel.isValid.value && !h.text.contains("✗"))
        #expect(h.terminal.overflowCount == 0)
        h.feed(Array(repeating: .key(.enter), count: 3))
        let id = try #require(viewModel.takeAction()?.gameID)
        let header = try library.load(id).game.header
        #expect(header.home.players.map(\.name) == Array(names.prefix(8)))
        #expect(header.away.players.map(\.name) == Array(names.suffix(8)))
    }

    @Test("at 64×20 the compact form drops only its blank rows: eight a side fit, no two fields share a cell")
    func compactForm() {
        let compact = CreatorFormLayout(size: TerminalSize(width: 64, height: 20), shown: CreatorField.all)
        #expect(compact.isCompact)
        #expect(compact.form.height == 18)
        for (index, field) in compact.fields.enumerated() {
            #expect(!field.isEmpty && !compact.fields[(index + 1)...].contains { $0.intersects(field) })
            #expect(field.row > compact.form.row && field.row < compact.form.row + compact.form.height - 1)
            #expect(field.column > compact.form.column)
            #expect(field.column + field.width < compact.form.column + compact.form.width, "inside the border")
        }
        #expect(compact.fields.first?.row == compact.form.row + 1)
        #expect(compact.hint.row > compact.fields.last?.row ?? 0)
        #expect(compact.form.row + compact.form.height <= 18, "above the status line and the help bar")
        #expect(compact.inputWidth >= 12, "room for a name")
        let full = CreatorFormLayout(size: TerminalSize(width: 80, height: 23), shown: CreatorField.all)
        #expect(!full.isCompact)
        #expect(full.form.height == 20)
        // Three players and an empty slot a side: the box is four rows shorter, its top where it was.
        let four = CreatorFormLayout(
            size: TerminalSize(width: 80, height: 23),
            shown: CreatorField.all.filter { if case .player(let id) = $0 { id.number <= 4 } else { true } })
        #expect(four.form.height == 16 && four.form.row == full.form.row)
        #expect(four.fields.filter(\.isEmpty).count == 8)
    }

    // MARK: The help bar

    @Test("the scoreboard's bar keeps ? help and q quit at every size; where it is cut, … says so", arguments: sizes)
    func scoreboardBar(size: TerminalSize) throws {
        let harness = try ScreenHarness(size: size)
        let bar = harness.terminal.lines[size.height - 1]
        #expect(bar.contains("? help"), "\(size): \(bar)")
        #expect(bar.hasSuffix("q quit") || bar.contains("q quit "), "\(size): \(bar)")
        #expect(bar.contains("…") == (size.width < 80), "\(size): \(bar)")
        #expect(bar.contains("n next") == (size.width >= 80), "\(size): \(bar)")
        #expect(bar.contains("uio/jkl select"))
    }

    @Test("edit mode's bar keeps its last keys too at 64 columns")
    func editBar() throws {
        let harness = try ScreenHarness(size: TerminalSize(width: 64, height: 20))
        harness.type("de")
        let bar = harness.terminal.lines[19]
        #expect(bar.contains("Esc done"), "\(bar)")
    }

    @Test("the bar gives up its items from the end of its first part, never the last two")
    func fitting() {
        let items = ScoreboardKeymap.standard.barItems
        let needed = items.filter { !$0.isOptional }
        #expect(needed.suffix(2).map(\.label) == ["help", "quit"], "the keymap ends its bar with help and quit")
        for width in [10, 20, 40, 64, 72] {
            let (shown, isCut) = HelpBarView.fitting(items, width: width)
            #expect(isCut)
            #expect(shown.suffix(2).map(\.label) == ["help", "quit"], "\(width)")
            #expect(Array(shown.dropLast(2)) == Array(needed.prefix(shown.count - 2)))
        }
        for keymapItems in [
            GameListKeymap.standard.barItems, ReplayKeymap.standard.barItems, WatchKeymap.standard.barItems,
        ] {
            let needed = keymapItems.filter { !$0.isOptional }
            #expect(needed.suffix(2).map(\.label).first == "help", "every bar ends with help and its quit")
        }
    }

    // MARK: The help overlay

    @Test("? shows every key in pages where the board is short; Space pages, another key closes", arguments: sizes)
    func helpPages(size: TerminalSize) throws {
        let harness = try ScreenHarness(size: size)
        harness.type("d")
        let before = harness.text
        harness.type("?")
        let entries = ScoreboardKeymap.standard.helpEntries
        let paged = size.height < 24
        var seen = Set<String>()
        for page in 0..<(paged ? 2 : 1) {
            if page > 0 { harness.press(.space) }
            let help = Self.overlayText(harness.terminal.lines)
            for entry in entries where help.contains(" \(entry.keys) \(entry.action) ") { seen.insert(entry.action) }
            if paged {
                #expect(harness.text.contains("Keys \(page + 1)/2"), "\(size)")
                #expect(harness.text.contains(page == 0 ? "more: PgDn Space ↓" : "back: PgUp ↑"), "\(size)")
            } else {
                #expect(harness.text.contains("any key closes this help"))
            }
        }
        #expect(seen == Set(entries.map(\.action)), "\(size): every entry shows on some page")
        #expect(harness.terminal.overflowCount == 0)
        if paged {
            harness.press(.pageUp)
            #expect(harness.text.contains("Keys 1/2"))
            harness.press(.down)
            #expect(harness.text.contains("Keys 2/2"))
        }
        harness.type("x")
        #expect(harness.text == before, "\(size): the closing key closed the help and did nothing else")
        #expect(harness.recorder.events.count == 1)
        harness.type("?")
        #expect(!paged || harness.text.contains("Keys 1/2"), "the help opens on its first page again")
    }

    @Test("the list's help fits at 64×20 on one page, its long lines wrapped rather than cut")
    func listHelp() throws {
        let (list, _) = GameListScreenTests.harness(
            try GameListScreenTests.library(inProgress: 1), size: TerminalSize(width: 64, height: 20))
        list.type("?")
        #expect(list.text.contains("any key closes this help"))
        #expect(!list.text.contains("…┃"), "no line cut")
        let help = Self.overlayText(list.terminal.lines)
        for entry in GameListKeymap.standard.helpEntries {
            #expect(help.contains(" \(entry.keys) \(entry.action) "), "\(entry.action)")
        }
        #expect(list.terminal.overflowCount == 0)
    }

    /// The text inside the help's heavy border, row after row, runs of spaces as one: a wrapped
    /// action reads as one line.
    static func overlayText(_ lines: [String]) -> String {
        let inside = lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "┃"), let last = line.lastIndex(of: "┃"), first < last else {
                return nil
            }
            return String(line[line.index(after: first)..<last])
        }
        return " " + inside.joined(separator: " ").split(separator: " ").joined(separator: " ") + " "
    }

    // MARK: Behind the too-small notice

    @Test("behind the notice q quits the list; other keys are dropped, and the notice says what works")
    func listQuitsBehindNotice() throws {
        let (h, viewModel) = GameListScreenTests.harness(
            try GameListScreenTests.library(inProgress: 1), size: TerminalSize(width: 50, height: 12))
        #expect(h.text.contains("terminal too small: need 64×20, have 50×12"))
        #expect(h.text.contains("q quit"))
        #expect(h.type("n").isEmpty, "a key that does not leave is dropped")
        #expect(viewModel.action.value == nil)
        h.type("q")
        #expect(Self.isQuit(viewModel.action.value))
        #expect(h.screen.isDone)
    }

    @Test("behind the notice q asks as on the board: n keeps scoring, y pauses the running clock and quits")
    func scoreboardQuitsBehindNotice() throws {
        let harness = try ScreenHarness()
        harness.type(" d")
        harness.feed([.wait, .resize(TerminalSize(width: 40, height: 10))])
        #expect(harness.text.contains("q quit (asks y/n while the game is on)"))
        #expect(harness.type("s").isEmpty)
        #expect(harness.recorder.events.count == 2, "a scoring key typed blind is dropped")
        #expect(harness.type("q") == ["too-small"])
        #expect(harness.text.contains("Quit? y quits · n keeps scoring"))
        harness.type("n")
        #expect(harness.text.contains("q quit (asks"))
        #expect(!harness.screen.isDone)
        harness.type("qy")
        #expect(harness.screen.isDone)
        #expect(harness.recorder.events.last?.kind == .clockPaused, "the running clock's pause is saved")
    }

    @Test(
        "behind the notice the replay's q and Esc quit; Space does not start it unseen",
        arguments: [Key.character("q"), .escape])
    func replayQuitsBehindNotice(key: Key) throws {
        let (h, viewModel) = try ReplayScreenTests.harness(size: TerminalSize(width: 64, height: 19))
        #expect(h.text.contains("q Q Esc quit the replay"))
        h.press(.space)
        #expect(viewModel.playback.value == .paused, "Space typed blind is dropped")
        h.press(key)
        #expect(h.screen.isDone)
    }

    @Test("behind the notice the creator's Esc asks before throwing typed values away")
    func creatorCancelsBehindNotice() throws {
        let (h, viewModel, library) = GameCreatorScreenTests.harness()
        h.type("Bricks")
        h.feed([.resize(TerminalSize(width: 60, height: 20))])
        #expect(h.text.contains("Esc cancel: nothing is created (asks y/n if you typed)"))
        #expect(h.type("q").isEmpty, "typing blind types nothing")
        h.press(.escape)
        #expect(h.text.contains("Discard this game? y discards · n keeps editing"))
        h.type("n")
        #expect(viewModel.action.value == nil)
        #expect(h.text.contains("Esc cancel"), "back to what works")
        h.press(.escape)
        h.type("y")
        #expect(Self.isCancelled(viewModel.action.value))
        #expect(try library.list().summaries.isEmpty)
    }

    /// Whether the list asked to quit.
    private static func isQuit(_ action: GameListAction?) -> Bool {
        if case .quit = action { return true }
        return false
    }

    /// Whether the creator was cancelled.
    private static func isCancelled(_ action: GameCreatorAction?) -> Bool {
        if case .cancelled = action { return true }
        return false
    }
}
