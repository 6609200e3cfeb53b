import Foundation
import Testing

/// The real binary in tmux at 80×24, typed at like a scorer would.
@Suite("Scoreboard end to end", .serialized)
struct ScoreboardEndToEndTests {
    @Test("a short game: score, counters, undo, FINAL, and q y gives the shell back")
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
        try tmux.waitFor("y/n")
        try tmux.type("y")
        let shell = try tmux.waitFor("[tty ")
        #expect(shell.contains("[exit 0]"))
        #expect(shell.contains("[tty sane]"))
        #expect(!shell.contains("FINAL"), "the scoreboard is gone and the shell's screen is back")
    }

    @Test(
        "SIGTERM and SIGHUP give the terminal back: exit by the signal, modes restored", arguments: [SIGTERM, SIGHUP])
    func signalRestoresTerminal(signal: Int32) throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        try tmux.type(" ud")
        try tmux.waitFor("2 - 0")
        let pid = try #require(try tmux.courtsidePID())
        kill(pid, signal)
        let shell = try tmux.waitFor("[tty ")
        #expect(shell.contains("[exit \(128 + signal)]"))
        #expect(shell.contains("[tty sane]"))
        #expect(!shell.contains("Ringerz"))
        let events = try String(contentsOfFile: try #require(try tmux.gameFiles().first), encoding: .utf8)
        #expect(events.contains(#""move":"2pt""#), "what was on screen is on disk")
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

    @Test("a terminal smaller than 80×24 says so, and the game comes back when it grows")
    func tooSmall() throws {
        let tmux = try TmuxSession(["new"], width: 60, height: 20)
        try tmux.waitFor("terminal too small: need 80×24, have 60×20")
        try tmux.resize(width: 80, height: 24)
        try tmux.waitFor("PAUSED")
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }
}
