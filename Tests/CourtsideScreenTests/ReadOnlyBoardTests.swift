import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// A finished game opened read-only, against the fake terminal: the help bar and the `?` overlay
/// list only the keys that work there, and Esc closes the board.
@MainActor
@Suite("Read-only board screen")
struct ReadOnlyBoardTests {
    private func harness(size: TerminalSize = .minimum) throws -> ScreenHarness {
        let game = try GameFixtures.recorded()
        let time = ManualTimeSource()
        let viewModel = ScoreboardViewModel(
            game: game, recorder: RefusingRecorder(reason: "read-only"), timeSource: time, isReadOnly: true)
        return ScreenHarness(viewModel: viewModel, time: time, size: size)
    }

    @Test("the help bar names only selecting, help, next game and close; the status says how to close")
    func helpBar() throws {
        let h = try harness(size: TerminalSize(width: 120, height: 30))
        _ = h.type("")
        let bar = h.terminal.lines[29]
        #expect(bar.contains("uio/jkl select"))
        #expect(bar.contains("? help"))
        #expect(bar.contains("n next game"))
        #expect(bar.contains("q close"))
        for scoring in ["+1", "+2", "reb", "clock", "undo"] { #expect(!bar.contains(scoring), "\(scoring)") }
        #expect(h.terminal.lines[28].contains("read-only: q or Esc closes"))
    }

    @Test("the ? overlay lists only what works, and Esc closes the board")
    func overlayAndEscape() throws {
        let h = try harness()
        _ = h.type("?")
        #expect(h.text.contains("close the board"))
        #expect(!h.text.contains("+1 point"))
        #expect(!h.text.contains("undo the last move"))
        _ = h.type("x")
        #expect(!h.text.contains("close the board"))
        #expect(!h.screen.isDone)
        _ = h.press(.escape)
        #expect(h.screen.isDone)
    }
}
