import Foundation
import Testing

/// Missed shots and the clock set in the real binary, in tmux at 80×24.
@Suite("Missed shots and clock set end to end", .serialized)
struct StatsEndToEndTests {
    @Test("a miss shows made/attempted on the panel; t sets the clock and z takes it back")
    func missAndClockSet() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        // Shaq: a made 1, a missed 1, a missed 2.
        try tmux.type("sxc")
        let board = try tmux.waitFor("Shaq: missed 2")
        #expect(board.contains("1/2") && board.contains("0/1"), "the panel shows made/attempted")
        try tmux.type("t")
        try tmux.waitFor("set clock to: _")
        try tmux.type("2:75")
        try tmux.send("Enter")
        try tmux.waitFor("seconds go up to 59")
        try tmux.send("BSpace", "BSpace")
        try tmux.type("00.5")
        try tmux.send("Enter")
        let set = try tmux.waitFor("clock set to 02:00.5")
        #expect(set.contains("02:00.5"))
        try tmux.type("z")
        try tmux.waitFor("undid clock set: clock 00:00.0")
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        try #require(!lines.isEmpty, "the game file is there")
        #expect(lines.contains { $0.contains("\"move\":\"2pt-miss\"") })
        #expect(lines.contains { $0.contains("\"clock\":120500") && $0.contains("\"type\":\"clock\"") })
    }
}
