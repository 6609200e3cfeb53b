import CourtsideApp
import CourtsideCore
import CourtsideScreen
import CourtsideScreenTesting
import CourtsideStore
import CourtsideTesting
import CourtsideViewModels
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The app's navigation on a fake terminal over a library in a temporary folder: what `new`,
/// `resume` and a run set up is what the scorer sees and what the file keeps.
@MainActor
@Suite struct ScreenAppTests {
    /// An app on a fresh 80×24 fake terminal that plays `typed` (one key a character), then
    /// closes the input, which ends the app.
    private static func app(_ library: FileGameLibrary, typing typed: String = "") -> (ScreenApp, FakeTerminal) {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        let terminal = FakeTerminal()
        terminal.script = typed.map { .key(.character($0)) }
        let time = ManualTimeSource()
        let loop = ScreenRunLoop(terminal: terminal, timeSource: time)
        return (ScreenApp(library: library, loop: loop, keys: .standard, time: time), terminal)
    }

    /// The status line, second from the bottom.
    private static func status(_ terminal: FakeTerminal) -> String {
        terminal.lines[terminal.lines.count - 2]
    }

    @Test("a new game: a key scored shows on the board and is in the file; resume shows the same board")
    func newGameScoredThenResumed() throws {
        let folder = try TemporaryLibrary()
        defer { folder.remove() }
        let library = folder.library
        let header = try GameFixtures.header(id: "appnew01")
        // Shaq (u) makes a 2 (d).
        let (app, terminal) = Self.app(library, typing: "ud")
        let farewells = app.navigate(from: .scoreboard(try library.create(header), returnToList: false, isNew: true))

        #expect(farewells.isEmpty)
        #expect(terminal.lines[0].contains("─ 2 - 0 ─"))
        #expect(terminal.lines[9].hasPrefix("┃ PTS 2 "), "Shaq's panel")
        #expect(terminal.lines[18].contains("Shaq               2PT       2-0"), "the play in the log")
        #expect(Self.status(terminal).contains("Shaq: 2 points  (Ballerz 2 - 0 Ringerz)"))
        #expect(try library.load(header.id).game.state.homeScore == 2)

        let (resumed, again) = Self.app(library)
        #expect(resumed.navigate(from: .scoreboard(try library.openForScoring(header.id), returnToList: false)).isEmpty)
        // The same board; only the status line says it was resumed.
        #expect(Array(again.lines.dropLast(2)) == Array(terminal.lines.dropLast(2)))
        #expect(Self.status(again).contains("resumed"))
        #expect(again.lines.last == terminal.lines.last, "the help bar")
    }

    @Test("a new game quit before anything happened in it is removed, and standard error is told")
    func emptyGameQuitIsRemoved() throws {
        let folder = try TemporaryLibrary()
        defer { folder.remove() }
        let library = folder.library
        let header = try GameFixtures.header(id: "appempty")
        // q asks y/n only while the game is on; a y left over is never read.
        let (app, _) = Self.app(library, typing: "qy")
        let farewells = app.navigate(from: .scoreboard(try library.create(header), returnToList: false, isNew: true))

        #expect(farewells == ["removed the empty game Ballerz vs Ringerz (appempty): nothing was scored"])
        #expect(throws: LibraryError.self) { try library.load(header.id) }
    }

    @Test("a run's game resumed on its own board sends a latecomer to the run's line, as on the run board")
    func runGameResumedRefusesLatecomer() throws {
        let folder = try TemporaryLibrary()
        defer { folder.remove() }
        let library = folder.library
        let run = try RunBoard.open(
            library: library, keys: .standard, time: ManualTimeSource(),
            arrivals: ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"])
        defer { run.close() }
        let session = try #require(run.startNextGame())
        let id = session.game.header.id
        session.recorder.close()

        let (app, terminal) = Self.app(library, typing: "+")
        _ = app.navigate(from: .scoreboard(try library.openForScoring(id), returnToList: false))
        #expect(Self.status(terminal).contains(RunBoard.lateArrivalRefusal))

        // A game that is no run's takes a latecomer: `+` asks which team instead.
        let other = try GameFixtures.header(id: "appnorun")
        let (alone, board) = Self.app(library, typing: "+")
        _ = alone.navigate(from: .scoreboard(try library.create(other), returnToList: false, isNew: true))
        #expect(!Self.status(board).contains(RunBoard.lateArrivalRefusal))
    }
}
