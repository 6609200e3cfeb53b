import CourtsideCore

#if canImport(Glibc)
    import Glibc
#endif

/// Section 6: the live view (`courtside watch`) following a game this process scores. Event on
/// disk → the watcher's first byte on its terminal, p50 and p99 over ``events`` events; and the
/// watcher's CPU and wake-ups with the game's clock running and paused.
enum WatchBench {
    /// Most CPU of a watcher with the clock running, in percent of a core (its own target: the
    /// scoreboard's is ``IdleBench/cpuLimit``).
    static let watcherCpuLimit = 0.3
    /// Events timed.
    static let events = 200
    /// Most p99 latency from the fsync's return to the watcher's first byte, in ms.
    static let p99LimitMs = 50.0
    /// Seconds measured in each clock state.
    static let seconds = 10

    static func run(_ launch: ScoreboardLaunch, log: (String) -> Void) throws(BenchFailure) -> [ResultRow] {
        log("watch: \(events) events recorded here, followed by courtside watch in a pty")
        let scorer = try WatchedGame(folder: launch.folder, name: "watch")
        let child = try PtyChild(
            executable: launch.executable, arguments: ["watch", scorer.id.rawValue, "--library", scorer.library],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": launch.folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8",
            ],
            columns: ScoreboardLaunch.columns, rows: ScoreboardLaunch.rows)
        defer { child.stop() }
        guard !child.readUntilQuiet(quietMs: 300, maxMs: 10_000).isEmpty, child.isRunning else {
            throw BenchFailure("courtside watch drew nothing under the pseudo-terminal")
        }
        var fromSync: [Double] = []
        var fromWrite: [Double] = []
        var descriptor = pollfd(fd: child.master, events: Int16(POLLIN), revents: 0)
        for index in 0..<events {
            _ = child.readUntilQuiet(quietMs: 0)
            // A rebound each time, alternating players: one panel and the status line change.
            let player = PlayerID.all[index % PlayerID.all.count]
            let (written, synced) = try scorer.record(.move(player, .rebound), clockMs: 0)
            descriptor.revents = 0
            guard poll(&descriptor, 1, 2_000) == 1 else {
                throw BenchFailure("the watcher drew nothing within 2 s of event \(index + 1)")
            }
            let arrived = Monotonic.ns()
            fromSync.append(Double(arrived > synced ? arrived - synced : 0))
            fromWrite.append(Double(arrived - written))
            _ = child.readUntilQuiet(quietMs: 15)
        }
        let sync = Stats(fromSync)
        let write = Stats(fromWrite)

        log("watch: CPU and wake-ups, clock running then paused, \(seconds) s each")
        try scorer.record(.clockStarted, clockMs: 0)
        child.drain(forMs: 1_000)
        let running = try IdleSample.measure(child, ms: seconds * 1_000)
        try scorer.record(.clockPaused, clockMs: 1_000)
        child.drain(forMs: 500)
        let paused = try IdleSample.measure(child, ms: seconds * 1_000)

        func cpu(_ sample: IdleSample) -> String { Format.fixed(sample.cpuPercent, 3) + " %" }
        return [
            ResultRow(
                section: 6, measure: "event on disk (fsync returned) → watcher's first byte, p50",
                partial: Format.duration(ns: sync.percentile(50))),
            ResultRow(
                section: 6, measure: "event on disk (fsync returned) → watcher's first byte, p99",
                partial: Format.duration(ns: sync.percentile(99)), target: "p99 ≤ 50 ms",
                result: Format.verdict(sync.percentile(99) <= p99LimitMs * 1e6)),
            ResultRow(
                section: 6, measure: "scorer's write starts → watcher's first byte, p50 · p99",
                partial: Format.duration(ns: write.percentile(50)) + " · " + Format.duration(ns: write.percentile(99))),
            ResultRow(
                section: 6, measure: "watcher CPU, clock running (\(seconds) s)", partial: cpu(running),
                target: "≤ " + Format.fixed(watcherCpuLimit, 1) + " % of a core",
                result: Format.verdict(running.cpuPercent <= watcherCpuLimit)),
            ResultRow(
                section: 6, measure: "watcher wake-ups/s, clock running",
                partial: Format.fixed(running.wakeupsPerSecond, 1), target: "(10 by design: one per tenth)"),
            ResultRow(section: 6, measure: "watcher CPU, clock paused (\(seconds) s)", partial: cpu(paused)),
            ResultRow(
                section: 6, measure: "watcher wake-ups/s, clock paused",
                partial: Format.fixed(paused.wakeupsPerSecond, 1), target: "0",
                result: Format.verdict(paused.wakeupsPerSecond == 0)),
        ]
    }
}
