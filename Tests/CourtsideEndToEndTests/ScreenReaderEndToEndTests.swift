import Foundation
import Testing

/// `--screen-reader` on a real pseudo-terminal (tmux), read as a screen reader reads a terminal:
/// where the cursor is, and the bytes written.
@Suite("Screen-reader mode end to end", .serialized)
struct ScreenReaderEndToEndTests {
    @Test("the cursor shows and sits on the announce line, at the sentence each play writes")
    func cursorOnSentence() throws {
        let tmux = try TmuxSession(["new", "--screen-reader"])
        try tmux.waitFor("PAUSED")
        #expect(try tmux.pane("cursor_flag") == "1", "the cursor is visible")
        let bytes = TmuxSession.makeTemporaryFolder() + "/bytes"
        try tmux.pipeOutput(to: bytes)
        try tmux.type("jd")
        let screen = try tmux.waitFor("Hakeem: 2 points. Ballerz 0, Ringerz 2.")
        let lines = screen.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("Hakeem: 2 points. Ballerz 0, Ringerz 2.") })
        #expect(row == 22, "the fixed announce line, above the help bar")
        #expect(
            try Eventually.holds(within: 5) {
                try tmux.pane("cursor_y") == "\(row)" && tmux.pane("cursor_x") == "3"
            }, "the cursor at the sentence's start")
        #expect(
            Eventually.holds(within: 5) {
                (try? String(contentsOfFile: bytes, encoding: .utf8))?.contains("Hakeem: 2 points.") == true
            }, "the sentence is written as text, for the reader to read")
    }

    @Test("COURTSIDE_SCREEN_READER=1 does the same; C reads the running clock onto the announce line")
    func environmentAndClock() throws {
        let tmux = try TmuxSession(["new"], environment: ["COURTSIDE_SCREEN_READER": "1"])
        try tmux.waitFor("PAUSED")
        try tmux.type(" ")
        try tmux.waitFor("RUNNING")
        // C again until the reading is past a second: the header shows what C read, never a tenth.
        let read = try tmux.waitUntil("the clock read out past a second") { screen in
            try? tmux.type("C")
            return screen.contains("» clock 00:0") && !screen.contains("» clock 00:00.")
        }
        #expect(read.contains(", running."))
        #expect(try tmux.pane("cursor_y") == "22")
    }

    @Test("every screen: the list, the creator and the list again say their selection at the cursor; ? is in sentences")
    func everyScreen() throws {
        let tmux = try TmuxSession(["--screen-reader"])
        try tmux.waitFor("» no games yet: press n to start one.")
        try expectCursor(tmux, row: 22, column: 3, "the empty list's sentence")
        try tmux.type("n")
        try tmux.waitFor("» Home team: Ballerz.")
        try expectCursor(tmux, row: 22, column: 3, "the creator's field")
        try tmux.send("Tab")
        try tmux.waitFor("» Home player 1: Shaq.")
        for _ in 0..<12 { try tmux.send("Enter") }
        try tmux.waitFor("PAUSED")
        try tmux.type("ud")
        try tmux.waitFor("Shaq: 2 points.")
        try tmux.type("qy")
        let list = try tmux.waitFor("» Ballerz 2, Ringerz 0, in progress, today")
        #expect(list.contains("In progress (1)"))
        try expectCursor(tmux, row: 22, column: 3, "the selected game's sentence")
        try tmux.type("?")
        let help = try tmux.waitFor("Press Up, Down, k or j: select a game.")
        #expect(help.contains("Press any key to close this help."))
        let row = try #require(help.components(separatedBy: "\n").firstIndex { $0.contains("Press Up, Down, k or j") })
        #expect(
            Eventually.holds(within: 5) { (try? tmux.pane("cursor_y")) == "\(row)" },
            "the cursor on the help's first line")
        try tmux.type(" q")
        try tmux.waitFor("[exit 0]")
    }

    private func expectCursor(_ tmux: TmuxSession, row: Int, column: Int, _ what: String) throws {
        #expect(
            Eventually.holds(within: 5) {
                (try? tmux.pane("cursor_y")) == "\(row)" && (try? tmux.pane("cursor_x")) == "\(column)"
            }, "the cursor at \(what)")
    }
}
