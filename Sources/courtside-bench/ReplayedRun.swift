import Foundation

/// A recorded run fed through tmux: the screen after every capture and the cursor-address baseline that
/// got there from the screen before.
struct ReplayedRun {
    /// The recorded run.
    let run: RecordedRun
    /// One per capture in ``RecordedRun/inOrder``.
    let baselines: [CursorAddressBaseline]
    /// The screen after each capture.
    let screens: [ScreenCells]

    /// Replays `run` in a fresh tmux pane named after `name`.
    init(_ run: RecordedRun, name: String, folder: TempFolder) throws(BenchFailure) {
        let columns = run.columns
        let rows = run.rows
        let tmux = try TmuxReplay(
            fifoPath: folder.file("\(name).fifo"), socketPath: folder.file("\(name).tmux"), columns: columns, rows: rows
        )
        defer { tmux.close() }
        var screen = try tmux.capture()
        let blank = ScreenCells(columns: columns, rows: rows)
        guard screen == blank else { throw BenchFailure("the tmux pane was not blank before the first frame") }
        let debug = ProcessInfo.processInfo.environment["COURTSIDE_BENCH_DEBUG"] != nil
        var baselines: [CursorAddressBaseline] = []
        var screens: [ScreenCells] = []
        for capture in run.inOrder {
            let next = try tmux.feed(capture.bytes)
            baselines.append(CursorAddressBaseline(from: screen, to: next))
            if debug {
                let escaped = capture.bytes.map {
                    $0 == 0x1B
                        ? "\\e" : ($0 < 0x20 || $0 > 0x7E ? "\\x" + String($0, radix: 16) : String(UnicodeScalar($0)))
                }.joined()
                print("[\(name)] \(capture.name): \(capture.bytes.count) B: \(escaped.prefix(600))")
                for line in CursorAddressBaseline.describe(from: screen, to: next) { print("    " + line) }
            }
            screens.append(next)
            screen = next
        }
        self.run = run
        self.baselines = baselines
        self.screens = screens
    }

    /// The baseline for the intent named `name` (first frame, selection change, …).
    func baseline(of name: String) -> CursorAddressBaseline? {
        run.inOrder.firstIndex { $0.name == name }.map { baselines[$0] }
    }

    /// The screen after the intent named `name`.
    func screen(after name: String) -> ScreenCells? {
        run.inOrder.firstIndex { $0.name == name }.map { screens[$0] }
    }

    /// The baselines of the clock tenths, in order.
    var tenthBaselines: [CursorAddressBaseline] {
        Array(baselines[run.intents.count..<(run.intents.count + run.tenths.count)])
    }
}
