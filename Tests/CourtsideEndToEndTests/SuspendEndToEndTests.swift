import Foundation
import Testing

/// Ctrl-Z at a shell prompt with job control: the shell gets its screen and a sane terminal back,
/// and `fg` brings the board back whole, still scoring.
@Suite("Suspend and resume end to end", .serialized)
struct SuspendEndToEndTests {
    @Test("Ctrl-Z gives the shell back; fg restores the whole board, which keeps scoring and quits cleanly")
    func suspendAndResume() throws {
        let tmux = try TmuxSession(["new"], atPrompt: true)
        try tmux.waitFor("PAUSED")
        try tmux.type("r")
        let before = try tmux.waitFor("Shaq: rebound")
        #expect(try tmux.pane("alternate_on") == "1")

        try tmux.send("C-z")
        let stopped = try tmux.waitFor("Stopped")
        #expect(!stopped.contains("PAUSED"), "the board is gone while courtside is stopped")
        #expect(try tmux.pane("alternate_on") == "0", "the shell's own screen is back")
        #expect(try tmux.pane("cursor_flag") == "1", "the cursor shows again")
        // The terminal reads lines and echoes again: the shell runs a command typed blind.
        try tmux.type("echo suspended-$((6*7))")
        try tmux.send("Enter")
        try tmux.waitFor("suspended-42")

        try tmux.type("fg")
        try tmux.send("Enter")
        let back = try tmux.waitFor("Shaq: rebound")
        #expect(try tmux.pane("alternate_on") == "1")
        #expect(back == before, "the whole board is drawn again, exactly as it was")

        // Still scoring after the resume, and keys are read as keys again (no echo, no line mode).
        try tmux.type("d")
        let scored = try tmux.waitFor("2 - 0")
        // No echo: the status line's words, not a typed `d` beside the score. (Not "d2" anywhere:
        // a random game id can hold that.)
        #expect(scored.contains("Shaq: 2 points") && !scored.contains("d2 - 0") && !scored.contains("2 - 0d"))
        try tmux.type("qy")
        _ = try Eventually.holds { try tmux.pane("alternate_on") == "0" }
        #expect(try tmux.pane("alternate_on") == "0", "quitting after the resume gives the shell back")
        try tmux.type("echo quit-$((1+1))")
        try tmux.send("Enter")
        try tmux.waitFor("quit-2")
        #expect(try tmux.gameFiles().count == 1, "the game scored before and after the suspension is kept")
    }
}
