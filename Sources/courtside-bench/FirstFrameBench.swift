/// From starting `courtside new` to its first full frame.
enum FirstFrameBench {
    /// Runs, each a fresh process and library.
    static let runs = 7
    /// Most time to the first frame, in ms (the median of the runs).
    static let limitMs = 50.0
    /// Quiet after the last byte that ends the first frame.
    static let quietMs = 300

    static func run(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        log("first frame: courtside new, \(runs) runs")
        var times: [Double] = []
        for run in 0..<runs { times.append(try firstFrame(scoreboard, name: "first-\(run)")) }
        let stats = Stats(times)
        return [
            BenchRow(
                measure: "start → first full frame: courtside new, median of \(runs)", value: stats.durationSummary,
                target: "≤ " + Format.fixed(limitMs, 0) + " ms", met: stats.median <= limitMs * 1e6)
        ]
    }

    /// Nanoseconds from just before the spawn to the last byte before ``quietMs`` of quiet.
    private static func firstFrame(_ scoreboard: Scoreboard, name: String) throws(BenchFailure) -> Double {
        let start = Monotonic.ns()
        let child = try scoreboard.spawn(name)
        defer { child.stop() }
        guard let (last, bytes) = child.frameEnd(after: start, quietMs: quietMs), bytes > 1_000 else {
            throw BenchFailure("courtside new drew too little for a frame")
        }
        return Double(last - start)
    }
}
