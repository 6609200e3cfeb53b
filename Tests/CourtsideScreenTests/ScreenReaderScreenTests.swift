import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The board in screen-reader mode on the fake terminal: the cursor on the announce line after
/// every frame, the sentence there, and no frame for a running clock's tenth.
@MainActor
@Suite("Screen-reader mode on screen")
struct ScreenReaderScreenTests {
    static let size = TerminalSize(width: 80, height: 24)

    @Test("after a play the cursor sits at the start of the announce line's sentence")
    func cursorOnAnnounceLine() throws {
        let h = try ScreenHarness(size: Self.size, screenReader: true)
        h.type("jd")
        let row = try #require(h.row(containing: "Hakeem: 2 points. Ballerz 0"))
        #expect(h.terminal.cursor == CursorPosition(row: row, column: 3))
        #expect(h.terminal.lines[row].contains("Hakeem: 2 points. Ballerz 0, Ringerz 2."))
        #expect(row == 22, "the status line's row: fixed")
    }

    @Test("without the mode there is no cursor")
    func noCursor() throws {
        let h = try ScreenHarness(size: Self.size)
        h.type("jd")
        #expect(h.terminal.cursor == nil)
    }

    @Test("a running clock draws nothing for 59 seconds of tenths, then its minute and the sentence")
    func clockDoesNotTick() throws {
        let h = try ScreenHarness(size: Self.size, screenReader: true)
        h.type(" ")
        let flushes = h.terminal.flushCount
        for _ in 0..<590 { h.feed([.wait]) }
        #expect(h.terminal.flushCount == flushes, "no frame while the clock runs within its minute")
        #expect(h.text.contains("00:00.0   RUNNING"))
        for _ in 0..<10 { h.feed([.wait]) }
        #expect(h.terminal.flushCount == flushes + 1)
        #expect(h.text.contains("01:00.0   RUNNING"))
        #expect(h.text.contains("» Clock 01:00.0."))
    }

    @Test("C reads the clock at once, on the announce line and in the header")
    func readClock() throws {
        let h = try ScreenHarness(size: Self.size, screenReader: true)
        h.type(" ")
        for _ in 0..<123 { h.feed([.wait]) }
        h.type("C")
        #expect(h.text.contains("» clock 00:12.3, running."))
        #expect(h.text.contains("00:12.3   RUNNING"))
    }
}
