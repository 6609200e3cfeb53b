/// Key → first byte on the terminal, for a key that records an event: each rebound (`r`) is
/// appended to the game file and fsynced before it is drawn, so the figure includes the fsync.
enum KeyBench {
    /// Runs, each a fresh scoreboard: the verdict is on the median run's p99.
    static let runs = 3
    /// Keys per run.
    static let keys = 100
    /// Most p99 latency, in ms.
    static let p99LimitMs = 5.0

    static func run(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        var perRun: [Stats] = []
        for run in 1...runs {
            log("keys: run \(run) of \(runs), \(keys) rebounds (write + fsync each)")
            let child = try scoreboard.start("keys-\(run)")
            defer { child.quit() }
            perRun.append(try child.keyLatencies(count: keys, keys: ["r"], what: "rebounds"))
        }
        let p50 = Stats(perRun.map { $0.percentile(50) })
        let p99 = Stats(perRun.map { $0.percentile(99) })
        let label = "key → first byte, rebound (r: write + fsync)"
        return [
            BenchRow(measure: "\(label), p50 of \(keys) keys, median of \(runs) runs", value: p50.durationSummary),
            BenchRow(
                measure: "\(label), p99 of \(keys) keys, median of \(runs) runs", value: p99.durationSummary,
                target: "p99 ≤ " + Format.fixed(p99LimitMs, 0) + " ms", met: p99.median <= p99LimitMs * 1e6),
        ]
    }
}
