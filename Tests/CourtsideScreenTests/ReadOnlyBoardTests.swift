import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// A finished game opened read-only from the list, against the fake terminal: the board screen over
/// a watcher of the saved file. Its bar says FINAL, its help bar and `?` overlay list only the keys
/// that work there, and Esc closes it.
@MainActor
@Suite("Read-only board screen")
struct ReadOnlyBoardTests {
    private func harness(size: TerminalSize = .minimum) throws -> AnyScreenHarness<BoardScreen> {
        let game = try GameFixtures.recorded()
        let time = ManualTimeSource()
        let viewModel = WatchViewModel(
            source: StubWatchSource([[.loaded(game, warnings: []), .scorer(present: false)]]), timeSource: time,
            correction: "Enter in the list to correct it")
        return AnyScreenHarness(screen: BoardScreen(viewModel: viewModel), time: time, size: size)
    }

    @Test("the bar says the game is final as saved; the help bar names only help and close")
    func helpBar() throws {
        let h = try harness(size: TerminalSize(width: 120, height: 30))
        _ = h.type("")
        #expect(h.terminal.lines[28].contains("■ FINAL"))
        #expect(h.terminal.lines[28].contains("final: the game as saved"))
        let bar = h.terminal.lines[29]
        #expect(bar.contains("? help") && bar.contains("q close"))
        for scoring in ["+1", "+2", "reb", "clock", "undo"] { #expect(!bar.contains(scoring), "\(scoring)") }
        _ = h.type("j")
        #expect(h.text.contains("read-only: Enter in the list to correct it"))
    }

    @Test("the ? overlay lists only what works, and Esc closes the board")
    func overlayAndEscape() throws {
        let h = try harness()
        _ = h.type("?")
        #expect(h.text.contains("close the board"))
        #expect(!h.text.contains("+1 point"))
        _ = h.type("x")
        #expect(!h.text.contains("close the board"))
        #expect(!h.screen.isDone)
        _ = h.press(.escape)
        #expect(h.screen.isDone)
    }
}
