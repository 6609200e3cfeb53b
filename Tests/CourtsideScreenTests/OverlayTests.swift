import CourtsideCore
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

@MainActor
@Suite("Overlays")
struct OverlayTests {
    @Test("? shows the whole keymap; any key closes it and the board is as it was")
    func help() throws {
        let harness = try ScreenHarness()
        harness.type("dr")
        let before = harness.text
        #expect(harness.type("?") == ["overlay.help"])
        for entry in ScoreboardKeymap.standard.helpEntries {
            #expect(harness.text.contains(entry.keys), "\(entry.keys)")
            #expect(harness.text.contains(entry.action), "\(entry.action)")
        }
        #expect(harness.text.contains("any key closes this help"))
        #expect(harness.text.contains("━"))

        // The board is only staged again from its windows, not drawn.
        #expect(harness.type("x").isEmpty)
        #expect(harness.text == before)
        #expect(harness.recorder.events.count == 2, "the closing key did not score")
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("a clock tenth under the help draws the header, and the help stays on top")
    func helpOverRunningClock() throws {
        let harness = try ScreenHarness()
        harness.type(" ?")
        let row = try #require(harness.row(containing: "any key closes this help"))
        #expect(harness.feed([.wait]) == ["header"])
        #expect(harness.row(containing: "any key closes this help") == row)
        #expect(harness.text.contains("Space"))
    }

    @Test("q asks Quit? y/n; n keeps scoring, y ends the run")
    func quit() throws {
        let harness = try ScreenHarness()
        #expect(harness.type("q") == ["overlay.quit"])
        #expect(harness.text.contains("Quit? y/n"))
        harness.type("n")
        #expect(!harness.text.contains("Quit? y/n"))
        #expect(harness.text.contains("still scoring"))
        #expect(!harness.screen.isDone)
        harness.type("qy")
        #expect(harness.screen.isDone)
    }

    @Test("an overlay survives a resize")
    func overlayResize() throws {
        let harness = try ScreenHarness()
        harness.type("q")
        harness.feed([.resize(TerminalSize(width: 100, height: 40))])
        #expect(harness.text.contains("Quit? y/n"))
        harness.feed([.resize(TerminalSize(width: 50, height: 10)), .resize(.minimum)])
        #expect(harness.text.contains("Quit? y/n"))
        #expect(harness.terminal.overflowCount == 0)
    }
}
