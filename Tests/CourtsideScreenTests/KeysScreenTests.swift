import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Every screen's help bar and `?` overlay come from the keymap in force, yours or the defaults.
@MainActor
@Suite("Keys on screen")
struct KeysScreenTests {
    static func keys(_ text: String) throws -> KeyConfiguration {
        try KeyConfiguration(parsing: text, file: "keys")
    }

    /// A scoreboard of a new game with `keymap`.
    static func scoreboard(_ keymap: ScoreboardKeymap) throws -> ScreenHarness {
        let header = try GameHeader(
            id: GameID(rawValue: "keys0001")!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]), rules: .standard,
            createdMs: 0)
        let time = ManualTimeSource()
        let recorder = InMemoryRecorder()
        let viewModel = ScoreboardViewModel(
            game: Game(header: header), recorder: recorder, timeSource: time, keymap: keymap)
        return ScreenHarness(viewModel: viewModel, time: time, recorder: recorder)
    }

    /// The bar's items as the bar writes them at 80 columns, `gap` spaces apart (one when two do
    /// not fit), without the items shown only where the whole bar fits (with them, `all`).
    static func barText<Intent>(_ keymap: Keymap<Intent>, gap: Int = 2, all: Bool = false) -> String {
        " "
            + keymap.barItems.filter { all || !$0.isOptional }.map { "\($0.keys) \($0.label)" }
            .joined(separator: String(repeating: " ", count: gap))
    }

    @Test("80 columns has the next-game key (issue 43 item 10); a wider terminal has room for the foul key too")
    func optionalBarItems() throws {
        let narrow = try ScreenHarness()
        #expect(narrow.terminal.lines[23].contains("n next ? help q quit"))
        #expect(!narrow.terminal.lines[23].contains("f foul"))
        let wide = try ScreenHarness(size: TerminalSize(width: 110, height: 30))
        #expect(wide.terminal.lines[29].contains("f foul  Space clock  z undo  n next  ? help  q quit"))
    }

    @Test("the default scoreboard: the bar and the overlay are the table's")
    func defaultScoreboard() throws {
        let h = try Self.scoreboard(.standard)
        let bar = h.terminal.lines[23]
        #expect(bar.hasPrefix(Self.barText(ScoreboardKeymap.standard, gap: 1)))
        #expect(bar.hasPrefix(" uio/jkl select s +1 d +2 a ast r reb Space clock z undo n next ? help q quit"))
        h.type("?")
        for entry in ScoreboardKeymap.standard.helpEntries {
            let row = try #require(h.row(containing: entry.action), "\(entry.action)")
            #expect(h.terminal.lines[row].contains(entry.keys + " "), "\(entry.keys)")
        }
    }

    @Test("your scoreboard keys: in the bar, the overlay, the panels and the refusal, and they score")
    func rebound() throws {
        let keys = try Self.keys(
            "scoreboard assist A\nscoreboard select.home.1 y 7\nscoreboard help h\nscoreboard clock g")
        let h = try Self.scoreboard(keys.scoreboard)
        let bar = h.terminal.lines[23]
        // `g clock` is shorter than `Space clock`: the whole bar fits, the optional foul key too.
        #expect(bar.hasPrefix(Self.barText(keys.scoreboard, gap: 1, all: true)))
        #expect(bar.contains("yio/jkl select") && bar.contains("A ast") && bar.contains("g clock"))
        #expect(bar.contains("h help"))
        #expect(h.text.contains("[y] Shaq"))
        #expect(h.text.contains("new game: press g to start the clock, h for keys"))
        h.type("a")
        #expect(h.text.contains("'a' does nothing here: press h for the keys"))
        #expect(h.recorder.events.isEmpty)
        h.type("A")
        #expect(h.board.players[0].counter(.assist).value == 1)
        #expect(h.type("h") == ["overlay.help"])
        let row = try #require(h.row(containing: "assist"))
        #expect(h.terminal.lines[row].contains("A "))
        #expect(h.text.contains("y i o / 7 2 3"))
    }

    @Test("your list, creator and replay keys show in their bars, hints and overlays")
    func otherScreens() throws {
        let keys = try Self.keys("list new c\ncreator advance Down\ncreator create Ctrl-O\nreplay quit x\n")
        let time = ManualTimeSource()

        let list = GameListViewModel(library: InMemoryGameLibrary(), timeSource: time, keymap: keys.gameList)
        let listHarness = AnyScreenHarness(screen: GameListScreen(viewModel: list, libraryLocation: "/lib"), time: time)
        #expect(listHarness.line(23).hasPrefix(Self.barText(keys.gameList, gap: 1)))
        #expect(listHarness.line(23).contains("c new"))
        #expect(listHarness.text.contains("no games yet: press c to start one"))

        let creator = GameCreatorViewModel(library: InMemoryGameLibrary(), timeSource: time, keymap: keys.creator)
        let creatorHarness = AnyScreenHarness(screen: GameCreatorScreen(viewModel: creator), time: time)
        #expect(creatorHarness.line(23).hasPrefix(Self.barText(keys.creator)))
        #expect(creatorHarness.line(23).contains("↓ next") && creatorHarness.line(23).contains("Ctrl-O create"))
        #expect(creatorHarness.text.contains("ready: Ctrl-O creates the game now"))

        let game = try ReplayScreenTests.recordedGame()
        let replay = ReplayViewModel(game: game, timeSource: time, startsPlaying: false, keymap: keys.replay)
        let replayHarness = AnyScreenHarness(screen: BoardScreen(viewModel: replay), time: time)
        #expect(replayHarness.line(23).hasPrefix(Self.barText(keys.replay)))
        replayHarness.type("q")
        #expect(replayHarness.text.contains("'q' does nothing here: press ? for the keys"))
        replayHarness.type("?")
        let row = try #require(replayHarness.row(containing: "quit the replay"))
        #expect(replayHarness.line(row).contains("x "))
        replayHarness.type("xx")
        #expect(replayHarness.screen.isDone)
    }
}
