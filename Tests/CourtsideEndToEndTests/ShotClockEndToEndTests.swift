import Foundation
import Testing

/// The clocks a 3x3 court shows, in the real binary at 80×24 (issue 33 items 3 and 4): the time
/// left counting down, the shot clock beside it, the buzzers as BEL bytes the terminal receives
/// (tmux's pipe-pane: the bytes no screen shows), the violation and a timeout recorded.
@Suite("Shot clock end to end", .serialized)
struct ShotClockEndToEndTests {
    /// The BEL bytes courtside has written to the pane so far.
    static func bells(in path: String) -> Int {
        (FileManager.default.contents(atPath: path) ?? Data()).count { $0 == 0x07 }
    }

    /// Waits (up to `seconds`) for `count` BELs: pipe-pane hands the bytes on a moment after the
    /// screen shows them.
    static func waitForBells(_ count: Int, in path: String, seconds: Double = 3) -> Int {
        _ = Eventually.holds(within: seconds) { bells(in: path) >= count }
        return bells(in: path)
    }

    @Test(
        "fiba3x3, a 5-second shot clock: one BEL at zero, the violation offered and recorded with P V, then a timeout")
    func shotClockBuzzer() throws {
        let tmux = try TmuxSession(["new", "--rules", "fiba3x3", "--shot-clock", "5"])
        let output = TmuxSession.makeTemporaryFolder() + "/pane"
        try tmux.waitFor("10:00.0 left   shot  5   PAUSED")
        try tmux.pipeOutput(to: output)
        try tmux.type(" ")
        try tmux.waitFor("shot  3   RUNNING")
        #expect(Self.bells(in: output) == 0, "no buzzer before zero")
        let zero = try tmux.waitFor("shot clock violation: V to record", seconds: 8)
        #expect(zero.contains("shot  0   RUNNING"), "\(zero)")
        #expect(Self.waitForBells(1, in: output) == 1, "the buzzer: one BEL")
        // Ballerz get the ball (nobody had it: V alone is refused), lose it to the shot clock, then
        // Ringerz's timeout at once: the clock stops with the shot clock reset.
        try tmux.type("PVjT")
        let timeout = try tmux.waitFor("Ringerz timeout")
        #expect(timeout.contains("shot  5   PAUSED"), "\(timeout)")
        #expect(timeout.contains("timeouts 0 · AWAY"), "\(timeout)")
        // The help drawn after the timeout reaches the pane's bytes after anything before it: a
        // second buzzer would be there by then.
        let helpLine = "undo the last move, redo it"
        try tmux.type("?")
        try tmux.waitFor(helpLine)
        _ = Eventually.holds(within: 5) {
            (try? String(contentsOfFile: output, encoding: .utf8))?.contains(helpLine) ?? false
        }
        #expect(Self.bells(in: output) == 1, "once per buzzer")
        try tmux.type("?")
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        #expect(lines.contains { $0.contains(#""type":"violation""#) }, "\(lines)")
        #expect(lines.contains { $0.contains(#""type":"timeout""#) }, "\(lines)")
    }

    @Test(
        "the time limit's buzzer: fiba3x3 to 0:03 (the shot clock off: less time than 12 s) counts down to 00:00.0 left, one BEL, and the leader wins"
    )
    func limitBuzzer() throws {
        let tmux = try TmuxSession(["new", "--rules", "fiba3x3", "--time-limit", "0:03"])
        let output = TmuxSession.makeTemporaryFolder() + "/pane"
        try tmux.waitFor("00:03.0 left   shot --   PAUSED")
        try tmux.pipeOutput(to: output)
        try tmux.type(" ud")
        try tmux.waitFor("2 - 0")
        let final = try tmux.waitFor("FINAL", seconds: 10)
        #expect(final.contains("00:00.0 left"), "\(final)")
        #expect(final.contains("Ballerz win"), "\(final)")
        #expect(Self.waitForBells(1, in: output) == 1)
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }

    @Test("--count-up shows the time played, = turns the clock, and resume --count-up keeps it; both flags are refused")
    func direction() throws {
        let tmux = try TmuxSession(["new", "--rules", "fiba3x3", "--count-up"])
        try tmux.waitFor("00:00.0 of 10:00   shot 12")
        try tmux.type("=")
        try tmux.waitFor("10:00.0 left   shot 12")
        try tmux.type("ud")
        try tmux.waitFor("2 - 0")
        _ = try tmux.quitGame()
        let resumed = try TmuxSession(["resume", "--count-up"], library: tmux.library)
        try resumed.waitFor("00:00.0 of 10:00")
        try resumed.type("q")
        try resumed.waitFor("y/n")
        try resumed.type("y")
        try resumed.waitFor("[exit 0]")
        let both = try TmuxSession(["new", "--countdown", "--count-up"])
        let refused = try both.waitFor("[exit 2]")
        #expect(refused.contains("--countdown and --count-up: choose one"), "\(refused)")
    }
}
