import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Glibc
import Testing

@testable import CourtsideScreen

@MainActor
@Suite("Resizing")
struct ResizeTests {
    @Test("smaller than 64×20 shows a centred notice with the real minimum, and the board comes back whole")
    func tooSmallAndBack() throws {
        let harness = try ScreenHarness()
        harness.type("dkr")
        let drawn = harness.feed([.resize(TerminalSize(width: 63, height: 20))])
        #expect(drawn == ["too-small"])
        let row = try #require(harness.row(containing: "terminal too small: need 64×20, have 63×20"))
        #expect((8...11).contains(row), "vertically centred")
        let line = harness.terminal.lines[row]
        let leading = line.prefix { $0 == " " }.count
        let trailing = line.reversed().prefix { $0 == " " }.count
        #expect(abs(leading - trailing) <= 1, "horizontally centred")
        #expect(!harness.text.contains("Shaq"))

        // Keys typed blind are dropped, and the read blocks while nothing can be seen.
        #expect(harness.type("d").isEmpty)
        #expect(harness.terminal.readTimeouts.last == .some(nil))

        harness.feed([.resize(TerminalSize(width: 80, height: 24))])
        #expect(harness.text.contains(" 2 - 0 "))
        #expect(harness.text.contains("▶ [k] Air Carter"))
        let awayRow = try #require(harness.row(containing: "[k] Air Carter"))
        #expect(harness.terminal.lines[awayRow + 3].contains("  0/0  0/0   0   1    0"))
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("a larger terminal lays the board out again to fill it")
    func larger() throws {
        let harness = try ScreenHarness()
        harness.feed([.resize(TerminalSize(width: 132, height: 43))])
        #expect(harness.terminal.lines.count == 43)
        #expect(harness.terminal.lines[42].contains("q quit"))
        let row = try #require(harness.row(containing: "[u] Shaq"))
        #expect(harness.terminal.lines[row].contains("[o] T-Mac"))
        #expect(harness.terminal.lines[row].hasSuffix("┐"))
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("a storm of resizes, down to nothing and up to huge, never breaks the board")
    func storm() throws {
        let harness = try ScreenHarness()
        harness.type(" dr")
        var generator = SplitMix64(seed: 42)
        var sizes: [TerminalSize] = [
            TerminalSize(width: 0, height: 0), TerminalSize(width: 1, height: 1), TerminalSize(width: 80, height: 23),
            TerminalSize(width: 79, height: 24), TerminalSize(width: 80, height: 24),
            TerminalSize(width: 400, height: 200),
        ]
        for _ in 0..<300 {
            sizes.append(TerminalSize(width: Int(generator.next() % 220), height: Int(generator.next() % 70)))
        }
        for size in sizes {
            // A wait is a timed read only while the board shows; below the minimum the read blocks,
            // and the fake would end the run as if the terminal had gone (pausing the clock).
            let fits = size.width >= TerminalSize.minimum.width && size.height >= TerminalSize.minimum.height
            harness.feed([.resize(size)] + (fits ? [.wait] : []) + [.key(.character("r"))])
        }
        harness.feed([.resize(.minimum)])
        #expect(harness.terminal.overflowCount == 0)
        #expect(harness.terminal.closedSurfaceUses == 0)
        #expect(harness.text.contains(" 2 - 0 "))
        #expect(harness.text.contains("RUNNING"))
        let rebounds = harness.recorder.events.filter {
            if case .move(_, .rebound) = $0.kind { return true }
            return false
        }
        let row = try #require(harness.row(containing: "[u] Shaq"))
        let counters = harness.terminal.lines[row + 3]
        let reboundCell = String(repeating: " ", count: 3 - String(rebounds.count).count) + "\(rebounds.count)"
        #expect(counters.contains("  0/0  1/1   0 \(reboundCell)    0"))
    }

    @Test("a huge terminal is laid out at 1000×500 at most: no surface beyond it, the rest blank, keys still score")
    func hugeIsBounded() throws {
        let harness = try ScreenHarness()
        harness.type(" ")
        harness.feed([.resize(TerminalSize(width: 4000, height: 2000)), .wait])
        let staged = harness.terminal.frames.flatMap { $0 }
        #expect(!staged.isEmpty)
        for rect in staged {
            #expect(rect.column + rect.width <= 1000 && rect.row + rect.height <= 500, "\(rect)")
        }
        #expect(harness.text.contains("RUNNING"))
        #expect(harness.terminal.lines[500].allSatisfy { $0 == " " }, "below the board: blank")
        #expect(harness.terminal.lines[0].dropFirst(1000).allSatisfy { $0 == " " }, "right of the board: blank")
        harness.type("d")
        #expect(harness.recorder.events.contains { $0.kind == .move(PlayerID(side: .home, number: 1), .twoPoints) })
        harness.feed([.resize(.minimum)])
        #expect(harness.text.contains(" 2 - 0 "))
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("behind the too-small notice a signal still records the running clock's pause, and q still asks to quit")
    func tooSmallTakesSignalsAndQuit() throws {
        let harness = try ScreenHarness()
        harness.type(" ")
        harness.time.advance(byMs: 3_200)
        harness.feed([.resize(TerminalSize(width: 20, height: 5))])
        #expect(harness.text.contains("too small"))
        harness.type("q")
        #expect(harness.text.contains("Quit?"), "the notice says what quitting asks")
        harness.terminal.script = [.signal(SIGTERM)]
        #expect(harness.loop.run(harness.screen) == .interrupted(signal: SIGTERM))
        let last = try #require(harness.recorder.events.last)
        #expect(last.kind == .clockPaused)
        #expect(last.clockMs == 3_200)
    }
}
