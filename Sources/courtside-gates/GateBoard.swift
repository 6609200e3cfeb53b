import CourtsideCore
import CourtsideScreen
import CourtsideStore
import CourtsideTesting
import CourtsideViewModels
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A scoreboard as courtside runs it — the real view model, screen, run loop and ncurses — on an
/// 80×24 pseudo-terminal this process opens for itself (its standard input and output become the
/// terminal's side), with a manual clock, so a tenth or a key does the same work on every run.
@MainActor
final class GateBoard {
    private let time = ManualTimeSource()
    private let loop: ScreenRunLoop
    private let screen: BoardScreen
    /// The pseudo-terminal's other side: keys are typed into it, and what courtside drew is
    /// drained from it between steps (a full buffer would block the next frame).
    private let master: Int32

    /// A new game to 99 by 1 (45 baskets do not finish it), recorded into a file library in
    /// `library`, or in memory without one; with `threeByThree`, played FIBA 3x3's way besides: a
    /// 10:00 limit counted down and a 12-second shot clock beside it.
    init(library: String?, threeByThree: Bool = false) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw GateError("openpty failed") }
        guard dup2(slave, 0) == 0, dup2(slave, 1) == 1 else { throw GateError("dup2 failed") }
        close(slave)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        setenv("TERM", "xterm-256color", 1)

        let rules =
            threeByThree
            ? try Rules(target: 99, winBy: 1, timeLimitMs: 600_000, overtime: 2, shotClockMs: 12_000)
            : try Rules(target: 99, winBy: 1)
        let header = try GameFixtures.header(id: "gate0002", rules: rules, createdMs: time.wallMs)
        let game: Game
        let recorder: any GameRecorder
        if let library {
            let session = try FileGameLibrary(folder: library).create(header)
            (game, recorder) = (session.game, session.recorder)
        } else {
            (game, recorder) = (Game(header: header), InMemoryRecorder())
        }
        let viewModel = ScoreboardViewModel(game: game, recorder: recorder, timeSource: time)
        screen = BoardScreen(viewModel: viewModel)
        loop = ScreenRunLoop(terminal: try NcursesTerminal(), timeSource: time)
        loop.renderer.invalidateLayout()
        screen.tick(now: time.monotonicMs)
        loop.renderer.render(screen)
        drain()
    }

    /// Starts the clock, lets `warmUp` tenths pass unmeasured (the first-time work of each kind of
    /// change: a 3x3 board's first shot-clock second comes at its tenth tenth), then measures
    /// `count`. Each step's read times out after 1 ms (the manual clock stands 1 ms before the next
    /// tenth), then the tenth is ticked and drawn.
    func runTenths(_ count: Int, warmUp: Int = 3) throws {
        try type(" ")
        _ = loop.step(screen)
        drain()
        time.advance(byMs: 99)
        for index in 0..<(warmUp + count) {
            if index >= warmUp {
                gateMeasure { _ = loop.step(screen) }
            } else {
                _ = loop.step(screen)
            }
            time.advance(byMs: 100)
            drain()
        }
    }

    /// Scores two baskets unmeasured, then measures `count`: each `d` (+2 for the selected player)
    /// typed into the terminal, then one run-loop step reads it, records the event (the file
    /// store writes and fsyncs it), applies it and draws what changed.
    func scoreBaskets(_ count: Int) throws {
        for index in 0..<(2 + count) {
            try type("d")
            if index >= 2 {
                gateMeasure { _ = loop.step(screen) }
            } else {
                _ = loop.step(screen)
            }
            drain()
        }
    }

    /// Types `text` at the terminal.
    private func type(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard write(master, bytes, bytes.count) == bytes.count else { throw GateError("cannot type at the pty") }
    }

    /// Reads whatever courtside drew, so the terminal never blocks it.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while read(master, &buffer, buffer.count) > 0 {}
    }
}
