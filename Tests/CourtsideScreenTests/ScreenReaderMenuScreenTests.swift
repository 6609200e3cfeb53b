import CourtsideCore
import CourtsideReports
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Screen-reader mode on every screen but the board (``ScreenReaderScreenTests``), on the fake
/// terminal as a screen reader reads a terminal: the cursor on the announce line (or the help's
/// first line), the sentence there, the texts a frame writes, and no view drawn that did not change.
@MainActor
@Suite("Screen-reader mode on every screen")
struct ScreenReaderMenuScreenTests {
    static let size = TerminalSize(width: 80, height: 24)
    static let utc = LocalDateFormat(fixedOffsetSeconds: 0)

    static func list() throws -> AnyScreenHarness<GameListScreen> {
        let library = try GameListScreenTests.library(inProgress: 2, finished: 1)
        let time = ManualTimeSource(monotonicMs: 1_000, wallMs: GameListScreenTests.nowMs)
        let viewModel = GameListViewModel(library: library, timeSource: time, dateFormat: utc)
        let screen = GameListScreen(viewModel: viewModel, libraryLocation: library.location, screenReader: true)
        return AnyScreenHarness(screen: screen, time: time, size: size)
    }

    static func run(_ names: [String]) -> (AnyScreenHarness<RunScreen>, RunViewModel) {
        let (plain, viewModel) = RunScreenTests.harness(size: size, names: names)
        _ = plain
        return (AnyScreenHarness(screen: RunScreen(viewModel: viewModel, screenReader: true), size: size), viewModel)
    }

    static func players() -> AnyScreenHarness<PlayersScreen> {
        let viewModel = PlayersViewModel(
            kind: .players, source: StubPlayerStats(records: SeasonRecords.season), dateFormat: utc)
        return AnyScreenHarness(screen: PlayersScreen(viewModel: viewModel, screenReader: true), size: size)
    }

    static func page() throws -> AnyScreenHarness<PlayerPageScreen> {
        let directory = PlayerDirectory(records: SeasonRecords.season, registry: PlayerRegistry())
        let ann = try #require(directory.entries[.unregistered("ann")])
        let model = PlayerPageViewModel(entry: ann, dateFormat: utc)
        return AnyScreenHarness(screen: PlayerPageScreen(viewModel: model, screenReader: true), size: size)
    }

    @Test(
        "the list says the selected game on the announce line, the cursor at its start; a move draws the list and that line alone"
    )
    func gameList() throws {
        let h = try Self.list()
        #expect(h.announced == "» Home0 2, Away0 0, in progress, today 07:00.")
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
        let drawn = h.press(.down)
        #expect(drawn == ["list", "status"], "nothing else is drawn again")
        #expect(h.announced == "» Home1 2, Away1 0, in progress, today 06:00.")
        #expect(h.terminal.lastFrameTexts.contains("» Home1 2, Away1 0, in progress, today 06:00."), "written as text")
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
        #expect(h.press(.up, .up) == ["list", "status"], "↑ at the top says and draws nothing")
    }

    @Test("without the mode the list has no cursor and its status line is the view model's")
    func gameListWithoutMode() throws {
        let (h, _) = GameListScreenTests.harness(try GameListScreenTests.library(inProgress: 2), size: Self.size)
        h.press(.down)
        #expect(h.terminal.cursor == nil)
        #expect(h.announced.trimmingCharacters(in: .whitespaces) == "»")
    }

    @Test("the creator says the focused field and its value at the cursor")
    func creator() {
        let viewModel = GameCreatorViewModel(
            library: InMemoryGameLibrary(), timeSource: ManualTimeSource(),
            idGenerator: { GameID(rawValue: "new00001")! })
        let h = AnyScreenHarness(screen: GameCreatorScreen(viewModel: viewModel, screenReader: true), size: Self.size)
        #expect(h.announced.hasPrefix("» Home team: Ballerz."))
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
        h.press(.tab)
        #expect(h.announced.hasPrefix("» Home player 1:"))
        h.press(.escape)
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
    }

    @Test("the run board says a scrolled-to standings row with the player's place in the order of play, and prompts")
    func run() {
        let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu", "Mo", "Ned"]
        let (h, _) = Self.run(names)
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
        let drawn = h.press(.down)
        #expect(drawn == ["run.standings", "status"], "\(drawn)")
        #expect(h.announced.contains("» Row 2 of 14: Bob, 0 won, 0 lost, 0 points, on Team Ann, team 1 due."))
        h.press(.end)
        #expect(
            h.announced == "» Row 5 of 14: Eve, 0 won, 0 lost, 0 points, on Team Dee, team 2 due.",
            "the last page's top")
        h.type("a")
        #expect(h.announced == "» arriving (commas between, Tab completes): ▏", "the prompt, as typed in")
        h.type("Zed")
        #expect(h.announced == "» arriving (commas between, Tab completes): Zed▏")
        h.press(.enter)
        #expect(h.announced == "» Zed: on Team Mo, team 5 due. Zed is here.", "who arrived, and their place")
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
    }

    @Test("the players and a player's page say the selected row, cell by cell, the page opening with who")
    func tables() throws {
        let players = Self.players()
        #expect(players.announced.contains("PLAYER Ann, GP 3"))
        players.press(.down)
        #expect(players.announced.hasPrefix("» PLAYER Bob, GP 1"))
        #expect(players.terminal.cursor == CursorPosition(row: 22, column: 3))
        let page = try Self.page()
        #expect(page.announced.hasPrefix("» Ann"))
        #expect(page.announced.contains("RESULT L 12-15"))
        #expect(page.terminal.cursor == CursorPosition(row: 22, column: 3))
    }

    @Test(
        "every screen's ? help is in sentences at 80×24, one page or pages that say their key; the cursor on its first line"
    )
    func helpSentences() throws {
        func check<S: Screen>(_ h: AnyScreenHarness<S>, _ entries: [HelpEntry], _ name: String) {
            h.type("?")
            let first = entries[0].sentence
            let row = h.row(containing: String(first.prefix(40)))
            #expect(row != nil, "\(name): \(first)")
            #expect(h.terminal.cursor?.row == row, "\(name): the cursor on the help's first line")
            let text = h.text
            #expect(!text.contains(entries[0].keys + "  "), "\(name): no key grid")
            let paged = text.contains("Keys, page 1 of")
            #expect(
                text.contains(paged ? HelpOverlayView.spokenFooters[1] : HelpOverlayView.spokenFooters[0]),
                "\(name): the footer says how to go on")
            var shown = Set<String>()
            for _ in 0..<4 {
                for entry in entries where h.text.contains(String(entry.sentence.prefix(30))) {
                    shown.insert(entry.sentence)
                }
                h.press(.pageDown)
            }
            #expect(shown.count == entries.count, "\(name): every sentence on a page")
        }
        check(try Self.list(), GameListKeymap.standard.helpEntries, "list")
        check(Self.players(), PlayersKeymap.players.helpEntries, "players")
        check(try Self.page(), PlayersKeymap.playerPage.helpEntries, "player")
        check(Self.run(RunScreenTests.eight).0, RunKeymap.standard.helpEntries, "run")
        let board = try ScreenHarness(size: Self.size, screenReader: true)
        check(board.driver, ScoreboardKeymap.standard.helpEntries, "scoreboard")
    }
}

extension AnyScreenHarness {
    /// The announce line (the status line's row at 80×24), trimmed.
    var announced: String { line(22).trimmingCharacters(in: .whitespaces) }
}
