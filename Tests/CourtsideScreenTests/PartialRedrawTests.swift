import CourtsideCore
import CourtsideScreenTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The views each intent draws: only what its bindings changed.
@MainActor
@Suite("Partial redraw")
struct PartialRedrawTests {
    /// The ids among the header and the panels (the status line also tells every play).
    static func board(_ ids: [String]) -> [String] { ids.filter { $0 != "status" } }

    @Test(
        "a rebound draws exactly that player's panel, its team's totals (and the side that had the ball) and the play log"
    )
    func rebound() throws {
        let harness = try ScreenHarness()
        #expect(Self.board(harness.type("r")) == ["home.team", "home.1", "log"])
        #expect(harness.text.contains("fls 0 reb 1 ast 0"))
        // The ball goes from home to away: both sides draw.
        #expect(Self.board(harness.type("kr")) == ["home.1", "away.2", "home.team", "away.team", "away.2", "log"])
        let row = try #require(harness.row(containing: "[k] Air Carter"))
        #expect(harness.terminal.lines[row + 3].contains("  0/0  0/0   0   1    0"))
    }

    @Test("a 2-pointer draws that panel, the header, the side that gets the ball and the play log")
    func twoPointer() throws {
        let harness = try ScreenHarness()
        harness.type("o")
        let drawn = harness.type("d")
        #expect(Set(Self.board(drawn)) == ["home.3", "header", "away.team", "log"])
        #expect(drawn.count == 5, "each view once: \(drawn)")
        #expect(harness.text.contains(" 2 - 0 "))
        #expect(harness.text.contains("T-Mac: 2 points"))
    }

    @Test("a miss draws that player's panel and the log, not the header; the panel shows made/attempted")
    func miss() throws {
        let harness = try ScreenHarness()
        harness.type("s")
        #expect(Set(Self.board(harness.type("x"))) == ["home.1", "log"])
        #expect(Set(Self.board(harness.type("c"))) == ["home.1", "log"])
        let row = try #require(harness.row(containing: "[u] Shaq"))
        #expect(harness.terminal.lines[row + 3].contains("  1/2  0/1   0   0    0"))
        #expect(harness.text.contains("Shaq: missed 2"))
    }

    @Test("a clock tenth draws only the header")
    func clockTenth() throws {
        let harness = try ScreenHarness()
        #expect(Set(harness.type(" ")) == ["header", "status"])
        #expect(harness.terminal.readTimeouts == [nil], "paused: the read blocked")
        #expect(harness.feed([.wait]) == ["header"])
        #expect(harness.terminal.readTimeouts.last == 100, "running: it waits for the next tenth")
        #expect(harness.text.contains("00:00.1   RUNNING"))
        #expect(harness.feed([.wait, .wait, .wait]) == ["header", "header", "header"])
        #expect(harness.text.contains("00:00.4   RUNNING"))
    }

    @Test("a tenth writes the time alone, where the last whole draw put it")
    func tenthWritesOnlyTheTime() throws {
        let harness = try ScreenHarness()
        harness.feed([.key(.space), .wait])
        #expect(harness.terminal.lastFrameTexts == ["00:00.1"])
        harness.feed(Array(repeating: .wait, count: 9))
        #expect(harness.terminal.lastFrameTexts == ["00:01.0"])
        #expect(harness.text.contains("00:01.0   RUNNING"))
    }

    @Test("a tenth repaints only the clock row over the header, and the screen equals a whole redraw")
    func tenthRepaintsOnlyTheClock() throws {
        let partial = try ScreenHarness()
        let full = try ScreenHarness(mode: .full)
        let script: [FakeInput] =
            [.key(.space), .key(.character("d"))] + Array(repeating: .wait, count: 25)
            + [.key(.character("l")), .key(.character("s"))] + Array(repeating: .wait, count: 12)
        for input in script {
            partial.feed([input])
            full.feed([input])
            #expect(partial.terminal.grid == full.terminal.grid)
        }
        #expect(partial.text.contains("00:03.7   RUNNING"))
        #expect(partial.text.contains("2 - 1"))
    }

    @Test("an overlay closing in the frame of a tenth: the header is staged whole, the screen equals a whole redraw")
    func overlayClosingWithATenth() throws {
        let partial = try ScreenHarness()
        let full = try ScreenHarness(mode: .full)
        // The tenth repaints one row of the header; the help covered the rest of it until now.
        let script: [FakeInput] =
            [.key(.space), .wait, .key(.character("?")), .wait, .wait, .key(.character("x")), .wait, .wait]
        for input in script {
            // The clock moves a tenth before each key too, so the key's frame also has a tenth.
            if case .key = input {
                partial.time.advance(byMs: 100)
                full.time.advance(byMs: 100)
            }
            partial.feed([input])
            full.feed([input])
            #expect(partial.terminal.grid == full.terminal.grid, "after \(input)")
        }
        #expect(partial.text.contains("RUNNING"))
    }

    @Test("a selection change draws the two panels")
    func selection() throws {
        let harness = try ScreenHarness()
        #expect(Set(harness.type("k")) == ["home.1", "away.2"])
        #expect(Set(harness.press(.right)) == ["away.2", "away.3"])
        #expect(Set(harness.press(.tab)) == ["away.3", "home.1"])
        #expect(harness.type("u").isEmpty, "selecting the selected player draws nothing")
    }

    @Test("a key that changes nothing on the board draws at most the status line")
    func nothing() throws {
        let harness = try ScreenHarness()
        #expect(harness.type("b") == ["status"])
        #expect(harness.type("b").isEmpty)
        #expect(harness.feed([.resize(.minimum)]) != [], "a resize repaints")
    }

    @Test("the winning move redraws the header, the panel and the log; the panels stay open")
    func final() throws {
        let harness = try ScreenHarness(rules: try Rules(target: 2, winBy: 2))
        #expect(harness.text.contains("GAME POINT"), "to 2: one 2-pointer wins it for either team")
        let drawn = harness.type("d")
        // Both teams' GAME POINT goes with the win.
        #expect(Set(drawn) == ["home.team", "header", "away.team", "home.1", "log", "status"])
        #expect(!harness.text.contains("GAME POINT"))
        #expect(harness.text.contains("FINAL: Ballerz win"))
        #expect(!harness.text.contains("locked"), "assists, rebounds and fouls are still taken")
        #expect(Self.board(harness.type("d")).isEmpty, "a refused move draws no panel")
        #expect(harness.text.contains("game over"))
        #expect(
            Set(Self.board(harness.type("a"))) == ["home.team", "home.1", "log"], "the assist on the winner is taken")
    }

    @Test("full redraw mode draws every view every frame")
    func fullMode() throws {
        let harness = try ScreenHarness(mode: .full)
        let all = [
            "home.team", "header", "away.team", "home.1", "home.2", "home.3", "away.1", "away.2", "away.3", "log",
            "status", "help",
        ]
        #expect(harness.type("r") == all)
        #expect(harness.type(" ") == all)
        #expect(harness.feed([.wait]) == all)
    }

    @Test("the mode comes from COURTSIDE_REDRAW")
    func modeFromEnvironment() {
        #expect(RedrawMode(environment: ["COURTSIDE_REDRAW": "full"]) == .full)
        #expect(RedrawMode(environment: ["COURTSIDE_REDRAW": "FULL"]) == .full)
        #expect(RedrawMode(environment: ["COURTSIDE_REDRAW": "partial"]) == .partial)
        #expect(RedrawMode(environment: ["COURTSIDE_REDRAW": "bogus"]) == .partial)
        #expect(RedrawMode(environment: [:]) == .partial)
    }

    @Test("each frame is flushed once, and a frame with nothing to draw is not flushed")
    func oneFlushPerFrame() throws {
        let harness = try ScreenHarness()
        let before = harness.terminal.flushCount
        harness.type("r")
        #expect(harness.terminal.flushCount == before + 1)
        harness.type("u")
        #expect(harness.terminal.flushCount == before + 1)
    }

    @Test("a tenth stages the header alone and makes no surface, with the help opening and closing between tenths")
    func tenthStagesOnlyTheHeader() throws {
        let partial = try ScreenHarness()
        let full = try ScreenHarness(mode: .full)
        for harness in [partial, full] { harness.feed([.key(.space), .wait]) }
        let header = try #require(partial.screen.views.first { $0.id == "header" }).frame
        let surfaces = partial.terminal.surfacesMade
        let script: [FakeInput] =
            [.wait, .wait, .key(.character("?")), .wait, .key(.character("x")), .wait, .wait, .key(.character("r"))]
            + [.wait, .wait]
        let help = try #require(partial.screen.views.first { $0.id == "overlay.help" }).frame
        var helpShows = false
        for input in script {
            partial.feed([input])
            full.feed([input])
            #expect(partial.terminal.grid == full.terminal.grid, "after \(input)")
            switch input {
            case .key(.character("?")): helpShows = true
            case .key(.character("x")): helpShows = false
            case .wait:
                // Clean views with nothing staged over them are skipped; the help is staged again
                // over the header it covers.
                #expect(partial.terminal.frames.last == (helpShows ? [header, help] : [header]), "after \(input)")
            default: break
            }
        }
        #expect(partial.terminal.closedSurfaceUses == 0)
        // Only the help overlay's own surface was made on the way (it is made when it shows).
        #expect(partial.terminal.surfacesMade == surfaces + 1)
        #expect(partial.text.contains("RUNNING"))
    }
}
