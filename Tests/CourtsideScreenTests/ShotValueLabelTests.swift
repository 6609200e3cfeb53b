import CourtsideCore
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Under shots 2 and 3 the board says so: the panels' shot columns, the help bar and the `?` lines.
@MainActor
@Suite("Shot values on the board")
struct ShotValueLabelTests {
    private func harness(_ shots: ShotValues, size: TerminalSize = .minimum) throws -> ScreenHarness {
        try ScreenHarness(size: size, rules: try Rules(target: 21, winBy: 2, shots: shots))
    }

    @Test("shots 2 and 3: the panels read 2PT and 3PT, the help bar +2 and +3, and a 3 adds three")
    func twosAndThrees() throws {
        let h = try harness(.twosAndThrees)
        h.type("dc")
        #expect(h.text.contains(" 3 - 0 "))
        #expect(h.text.contains("2PT  3PT"))
        #expect(!h.text.contains("1PT"))
        #expect(h.terminal.lines[23].contains("s +2 d +3"))
        h.type("?")
        #expect(h.text.contains("+3 points"))
        #expect(h.text.contains("missed 3-point attempt"))
    }

    @Test("shots 2 and 3 on a compact board keep the columns inside the panels")
    func compact() throws {
        let h = try harness(.twosAndThrees, size: TerminalSize(width: 64, height: 20))
        h.type("dsx")
        #expect(h.text.contains("2PT 3PT"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("the usual 1 and 2 keep the standard keys and labels")
    func onesAndTwos() throws {
        let h = try harness(.onesAndTwos)
        #expect(h.text.contains("1PT  2PT"))
        #expect(h.terminal.lines[23].contains("s +1 d +2"))
        #expect(ScoreboardKeymap.standard.valuing(.onesAndTwos) == .standard)
    }
}
