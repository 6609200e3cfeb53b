import Foundation
import Testing

/// The real binary in tmux at 80×24, typed at like a scorer would.
@Suite("Scoreboard end to end", .serialized)
struct ScoreboardEndToEndTests {
    @Test("a short game: score, counters, undo, FINAL, and q (at once, the game being over) gives the shell back")
    func shortGame() throws {
        let tmux = try TmuxSession(["new", "--to", "5", "--win-by", "2"])
        try tmux.waitFor("Ballerz")
        try tmux.waitFor("PAUSED")
        try tmux.type(" ")
        try tmux.waitFor("RUNNING")
        // Shaq: 2 points and a rebound; Kobe: 1 point; then undo Kobe's point.
        try tmux.type("udr")
        try tmux.waitFor("2 - 0")
        try tmux.type("ls")
        try tmux.waitFor("2 - 1")
        try tmux.send("BSpace")
        let undone = try tmux.waitFor("2 - 0")
        #expect(undone.contains("undid Kobe"))
        // Home wins 6 - 0 with two more 2-pointers from A.I.
        try tmux.type("idd")
        let final = try tmux.waitFor("FINAL")
        #expect(final.contains("6 - 0"))
        // Panels take no moves after FINAL.
        try tmux.type("d")
        try tmux.waitFor("game over")
        try tmux.type("q")
        let shell = try tmux.waitForTerminalGivenBack(exit: 0)
        #expect(!shell.contains("FINAL"), "the scoreboard is gone and the shell's screen is back")
    }

    @Test(
        "SIGTERM, SIGHUP and SIGINT: the running clock's pause is recorded, the terminal given back, exit by the signal",
        arguments: [SIGTERM, SIGHUP, SIGINT])
    func signalRecordsPauseAndRestores(signal: Int32) throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        try tmux.type(" ud")
        try tmux.waitFor("2 - 0")
        try tmux.waitFor("00:01.")
        let pid = try #require(try tmux.courtsidePID())
        kill(pid, signal)
        let shell = try tmux.waitForTerminalGivenBack(exit: 128 + signal)
        #expect(!shell.contains("Ringerz"))
        let file = try #require(try tmux.gameFiles().first)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.contains(#""move":"2pt""#) }, "what was on screen is on disk")
        let last = try #require(lines.last)
        #expect(last.contains(#""type":"pause""#), "the clock's pause was recorded: \(last)")
        let clock = try #require(
            (try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])?["clock"] as? Int)
        #expect(clock >= 1000, "the time run since the 2-pointer is kept")

        // Resuming shows the time the board showed, paused, and no "was running" notice.
        let resumed = try TmuxSession(["resume"], library: tmux.library)
        let board = try resumed.waitFor("PAUSED")
        #expect(board.contains(String(format: "00:%02d.%d", clock / 1000, clock % 1000 / 100)))
        #expect(!board.contains("the clock was running"))
        try resumed.type("qy")
        try resumed.waitFor("[exit 0]")
    }

    @Test(
        "SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM (the crash signals' path): the terminal is given back",
        arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM])
    func fatalSignalRestores(signal: Int32) throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        try tmux.type(" d")
        try tmux.waitFor("2 - 0")
        let pid = try #require(try tmux.courtsidePID())
        kill(pid, signal)
        let shell = try tmux.waitForTerminalGivenBack(exit: 128 + signal)
        #expect(!shell.contains("Ringerz"))
    }

    @Test("SIGPIPE is ignored on the board: it goes on")
    func sigpipeIgnored() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        let pid = try #require(try tmux.courtsidePID())
        kill(pid, SIGPIPE)
        try tmux.type("d")
        try tmux.waitFor("2 - 0")
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }

    @Test("new, score, quit, resume shows the same; kill -9 mid-game, resume loses nothing")
    func resumeAndCrash() throws {
        let first = try TmuxSession(["new"])
        try first.waitFor("PAUSED")
        try first.type("jdkdus")
        try first.waitFor("1 - 4")
        try first.type("qy")
        try first.waitFor("[exit 0]")

        let second = try TmuxSession(["resume"], library: first.library)
        let resumed = try second.waitFor("1 - 4")
        #expect(resumed.contains("Ringerz"))
        try second.type(" ff")
        try second.type("od")
        try second.waitFor("3 - 4")
        // The laptop dies: nothing on screen may be lost.
        let pid = try #require(try second.courtsidePID())
        kill(pid, SIGKILL)
        try second.waitFor("[exit 137]")

        let third = try TmuxSession(["resume"], library: first.library)
        let afterCrash = try third.waitFor("3 - 4")
        #expect(afterCrash.contains("PAUSED"), "the clock comes back paused")
        try third.type("qy")
        try third.waitFor("[exit 0]")
    }

    @Test("a second resume of a game being scored is refused at once with exit 1")
    func lockedGame() throws {
        let scoring = try TmuxSession(["new"])
        try scoring.waitFor("PAUSED")
        let second = try TmuxSession(["resume"], library: scoring.library)
        let refused = try second.waitFor("[exit 1]")
        #expect(refused.contains("already open for scoring elsewhere"))
        try scoring.type("qy")
        try scoring.waitFor("[exit 0]")
    }

    @Test(
        "a terminal that cannot move its cursor (TERM=dumb) is refused like an unknown one: exit 2, nothing created",
        arguments: [["new"], [], ["resume"]])
    func dumbTerminal(arguments: [String]) throws {
        let tmux = try TmuxSession(arguments, environment: ["TERM": "dumb"])
        let shell = try tmux.waitFor("[exit ")
        #expect(shell.contains("[exit 2]"))
        #expect(shell.contains("courtside: not a full-screen terminal: TERM=dumb cannot move the cursor"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmux.library).isEmpty, "nothing created")
    }

    @Test(
        "the running clock's tenths, each redrawing the header alone, leave the screen as a full repaint draws it: through keys, a resize, a clock set back and a pause"
    )
    func tenthsMatchARepaint() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        try tmux.type(" ")
        try tmux.waitFor("00:01.")
        // A key frame after tenths that drew the clock alone.
        try tmux.type("ud")
        try tmux.waitFor("2 - 0")
        // A resize while the clock runs.
        try tmux.resize(width: 100, height: 30)
        try tmux.waitForBoard(width: 100)
        try tmux.resize(width: 80, height: 24)
        try tmux.waitForBoard(width: 80)
        try tmux.type(" ")
        let time = try Self.clock(in: tmux.waitFor("PAUSED"))
        // Going again draws the header whole at `time`; then tenths move the clock, and setting
        // it back to `time` must draw it again.
        try tmux.type(" ")
        try tmux.waitFor("RUNNING")
        let later = String(format: "00:%02d.", Int(time.dropFirst(3).prefix(2))! + 1)
        try tmux.waitFor(later)
        try tmux.type("t")
        try tmux.waitFor("set clock to: _")
        try tmux.type(time)
        try tmux.send("Enter")
        try tmux.waitFor("clock set to \(time)")
        try tmux.send("Space")
        let paused = try tmux.waitFor("PAUSED")
        #expect(try Self.clock(in: paused).hasPrefix(String(time.prefix(5))), "\(paused)")
        // A resize repaints every cell from ncurses' own picture of the board.
        try tmux.resize(width: 81, height: 24)
        try tmux.waitFor("PAUSED")
        try tmux.resize(width: 80, height: 24)
        // The repaint at 80 columns is the screen as it was, cell for cell (or this times out,
        // showing how it differs).
        try tmux.waitUntil("the paused board repainted as it was") { $0 == paused }
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }

    /// The clock's `mm:ss.t` beside PAUSED on `screen`.
    private static func clock(in screen: String) throws -> String {
        let range = try #require(screen.range(of: #"\d\d:\d\d\.\d(?=   PAUSED)"#, options: .regularExpression))
        return String(screen[range])
    }

    @Test("a terminal smaller than the compact board's 64×20 says so, and the game comes back when it grows")
    func tooSmall() throws {
        let tmux = try TmuxSession(["new"], width: 63, height: 20)
        try tmux.waitFor("terminal too small: need 64×20, have 63×20")
        try tmux.resize(width: 64, height: 20)
        try tmux.waitFor("PAUSED")
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }
}
