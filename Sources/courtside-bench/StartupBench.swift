/// Section 10: from starting courtside to its first full frame, for a new game and for the game
/// list of a 2,000-game library, over several runs.
enum StartupBench {
    /// Runs of each.
    static let runs = 7
    /// Most time to the first frame of `courtside new`, in ms (median).
    static let newLimitMs = 30.0
    /// Most time to the first frame of the game list of ``ListBench/games`` games, in ms (median).
    static let listLimitMs = 60.0
    /// Quiet after the last byte that ends the first frame.
    static let quietMs = 300

    /// Times both starts; `listLibrary` holds the list bench's short games (summary index built).
    static func run(_ launch: ScoreboardLaunch, listLibrary: String, log: (String) -> Void) throws(BenchFailure)
        -> [ResultRow]
    {
        log("startup: courtside new and the game list of \(ListBench.games) games, \(runs) runs each")
        var new: [Double] = []
        var list: [Double] = []
        for run in 0..<runs {
            new.append(try firstFrame(launch, arguments: ["new", "--library", launch.folder.file("startup-\(run)")]))
            list.append(try firstFrame(launch, arguments: ["--library", listLibrary]))
        }
        let n = Stats(new)
        let l = Stats(list)
        return [
            ResultRow(
                section: 10, measure: "start → first full frame: courtside new, median of \(runs)",
                partial: n.durationSummary, target: "≤ " + Format.fixed(newLimitMs, 0) + " ms",
                result: Format.verdict(n.median <= newLimitMs * 1e6)),
            ResultRow(
                section: 10,
                measure:
                    "start → first full frame: game list of \(Format.count(Double(ListBench.games))) games, median of \(runs)",
                partial: l.durationSummary, target: "≤ " + Format.fixed(listLimitMs, 0) + " ms",
                result: Format.verdict(l.median <= listLimitMs * 1e6)),
        ]
    }

    /// Nanoseconds from just before the spawn to the last byte before ``quietMs`` of quiet.
    private static func firstFrame(_ launch: ScoreboardLaunch, arguments: [String]) throws(BenchFailure) -> Double {
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": launch.folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8",
        ]
        let start = Monotonic.ns()
        let child = try PtyChild(
            executable: launch.executable, arguments: arguments, environment: environment,
            columns: ScoreboardLaunch.columns, rows: ScoreboardLaunch.rows)
        defer { child.stop() }
        var last: UInt64?
        var bytes = 0
        let deadline = start + 10_000_000_000
        while Monotonic.ns() < deadline {
            let chunk = child.read(timeoutMs: quietMs)
            if chunk.isEmpty { break }
            bytes += chunk.count
            last = Monotonic.ns()
        }
        guard let last, bytes > 1_000 else {
            throw BenchFailure("courtside \(arguments[0]) drew \(bytes) bytes under the pseudo-terminal")
        }
        return Double(last - start)
    }
}
