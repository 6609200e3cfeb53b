#if canImport(Glibc)
    import Glibc
#endif

/// Section 4: key → first output byte, p50 and p99, over several runs.
enum LatencyBench {
    /// Runs per series and mode, each a fresh scoreboard: the verdict is on the median run.
    static let runs = 5
    /// Keys per run.
    static let keys = 100
    /// Most p99 latency, in ms (median over the runs).
    static let p99LimitMs = 2.0

    /// Two series per mode: selection changes (`i`/`u` alternately; home player 1 starts selected: no disk write) and rebounds
    /// (`r`: each is appended to the game file and fsynced before it is drawn).
    static func run(_ launch: ScoreboardLaunch, log: (String) -> Void) throws(BenchFailure) -> [ResultRow] {
        var results: [String: [Stats]] = [:]
        for run in 1...runs {
            for (series, keys) in [("selection", ["i", "u"]), ("rebound", ["r"])] {
                for mode in ["partial", "full"] {
                    log(
                        "latency: run \(run) of \(runs), \(keys.count > 1 ? "i/u" : "r") × \(Self.keys), \(mode) redraw"
                    )
                    results["\(series)-\(mode)", default: []].append(
                        try measure(launch, name: "latency-\(series)-\(mode)-\(run)", mode: mode, keys: keys))
                }
            }
        }
        var rows: [ResultRow] = []
        for (series, label) in [("selection", "selection change (i/u)"), ("rebound", "rebound (r: write + fsync)")] {
            guard let partial = results["\(series)-partial"], let full = results["\(series)-full"] else { continue }
            for p in [50.0, 99.0] {
                let partialRuns = Stats(partial.map { $0.percentile(p) })
                let fullRuns = Stats(full.map { $0.percentile(p) })
                var row = ResultRow(
                    section: 4,
                    measure: "key → first byte, \(label), p\(Int(p)) of \(keys) keys, median of \(runs) runs",
                    partial: partialRuns.durationSummary, full: fullRuns.durationSummary)
                if p == 99 {
                    row.target = "p99 ≤ " + Format.fixed(p99LimitMs, 0) + " ms"
                    row.result = Format.verdict(partialRuns.median <= p99LimitMs * 1e6)
                }
                rows.append(row)
            }
        }
        return rows
    }

    /// A fresh scoreboard's key → first byte for `Self.keys` keys, cycling through `keys`.
    private static func measure(_ launch: ScoreboardLaunch, name: String, mode: String, keys: [String])
        throws(BenchFailure) -> Stats
    {
        let (child, _, _) = try launch.start(name: name, mode: mode)
        defer { child.quit() }
        return try child.keyLatencies(count: Self.keys, keys: keys, what: name)
    }
}
