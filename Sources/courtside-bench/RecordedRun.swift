/// One scripted scoreboard session under the pseudo-terminal: the intents in order, each with
/// its bytes and draws, and the clock's tenths while it ran.
struct RecordedRun {
    /// First frame, selection change, rebound, 2-pointer, clock start.
    var intents: [IntentCapture] = []
    /// One capture per clock tenth frame while the clock ran.
    var tenths: [IntentCapture] = []
    /// The pause that ended the clock run.
    var pause: IntentCapture?
    /// The terminal's width and height.
    var columns = ScoreboardLaunch.columns
    var rows = ScoreboardLaunch.rows

    /// The keys, in order: `i` selects home player 2 (home player 1 is selected at start), `r`
    /// gives them a rebound, `d` a 2-pointer, Space starts the clock.
    static let script: [(name: String, key: String)] = [
        ("selection change", "i"), ("rebound", "r"), ("2-pointer", "d"), ("clock start", " "),
    ]

    /// How long the clock runs, in ms (about 30 tenths).
    static let clockRunMs = 3_050

    /// Runs the script on a fresh scoreboard in `mode` (`partial` or `full`).
    static func record(_ launch: ScoreboardLaunch, mode: String) throws(BenchFailure) -> RecordedRun {
        let (child, trace, first) = try launch.start(name: "bytes-\(mode)-\(launch.sizeLabel)", mode: mode)
        defer { child.quit() }
        var run = RecordedRun()
        run.columns = launch.columns
        run.rows = launch.rows
        run.intents.append(IntentCapture(name: "first frame", bytes: first, draws: trace.newDraws()))
        for (name, key) in script {
            child.type(key)
            // The clock start is followed by tenths, so its own frame is taken with a short quiet.
            let bytes = child.readUntilQuiet(quietMs: key == " " ? 15 : 200)
            run.intents.append(IntentCapture(name: name, bytes: bytes, draws: trace.newDraws()))
        }
        // Tenths arrive every 100 ms; a gap of more than 30 ms separates one frame's writes from the next.
        var frames: [[UInt8]] = []
        var lastArrival: UInt64 = 0
        for chunk in child.readTimed(forMs: clockRunMs) {
            if frames.isEmpty || chunk.ns - lastArrival > 30_000_000 {
                frames.append(chunk.bytes)
            } else {
                frames[frames.count - 1] += chunk.bytes
            }
            lastArrival = chunk.ns
        }
        let tickDraws = trace.newDraws()
        let byFrame = Dictionary(grouping: tickDraws, by: \.frame)
        let frameNumbers = byFrame.keys.sorted()
        for (index, bytes) in frames.enumerated() {
            // Tick frames in trace order; a tenth whose frame drew nothing would shift this, so
            // the draws are matched by position only when the counts agree.
            let draws = frames.count == frameNumbers.count ? byFrame[frameNumbers[index]] ?? [] : []
            run.tenths.append(IntentCapture(name: "clock tenth", bytes: bytes, draws: draws))
        }
        if frames.count != frameNumbers.count {
            // Keep the views per tenth right on average even if frames and trace disagree.
            run.tenths = run.tenths.map { IntentCapture(name: $0.name, bytes: $0.bytes, draws: []) }
            run.unmatchedTenthDraws = tickDraws
        }
        child.type(" ")
        run.pause = IntentCapture(
            name: "clock pause", bytes: child.readUntilQuiet(quietMs: 200), draws: trace.newDraws())
        guard run.tenths.count >= 10 else {
            throw BenchFailure("only \(run.tenths.count) clock frames came in \(clockRunMs) ms with the clock running")
        }
        return run
    }

    /// Tick draws that could not be matched to byte frames one-to-one (normally empty).
    var unmatchedTenthDraws: [DrawTraceTail.Draw] = []

    /// Views drawn per tenth, on average.
    var viewsPerTenth: Double {
        let draws = tenths.reduce(0) { $0 + $1.draws.count } + unmatchedTenthDraws.count
        return Double(draws) / Double(max(tenths.count, 1))
    }

    /// Every capture in the order its bytes were written.
    var inOrder: [IntentCapture] { intents + tenths + (pause.map { [$0] } ?? []) }
}
