/// CPU time and wake-ups of a scoreboard with its clock running, and with it paused.
enum ClockBench {
    /// Runs, each a fresh scoreboard: CPU figures move from run to run on a shared machine, so the
    /// verdict is on the median and the spread is shown.
    static let runs = 3
    /// Seconds measured with the clock running, per run.
    static let runningSeconds = 5
    /// Seconds measured with the clock paused, per run.
    static let pausedSeconds = 3
    /// Most CPU with the clock running, in percent of a core (the median of the runs).
    static let cpuLimit = 0.3
    /// Most wake-ups a second with the clock running (one per tenth).
    static let wakeupLimit = 10.0

    static func run(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        var running: [IdleSample] = []
        var paused: [IdleSample] = []
        for run in 1...runs {
            log("clock: run \(run) of \(runs): running \(runningSeconds) s, paused \(pausedSeconds) s")
            let child = try scoreboard.start("clock-\(run)")
            defer { child.quit() }
            child.type(" ")
            child.drain(forMs: 1_000)
            running.append(try IdleSample.measure(child, ms: runningSeconds * 1_000))
            child.type(" ")
            child.drain(forMs: 500)
            paused.append(try IdleSample.measure(child, ms: pausedSeconds * 1_000))
        }
        func spread(_ values: [Double], _ digits: Int, _ unit: String) -> String {
            let stats = Stats(values)
            return Format.fixed(stats.median, digits) + unit + " (min " + Format.fixed(stats.min, digits) + ", max "
                + Format.fixed(stats.max, digits) + ")"
        }
        let cpu = Stats(running.map(\.cpuPercent)).median
        let wakeups = Stats(running.map(\.wakeupsPerSecond)).median
        let pausedWakeups = Stats(paused.map(\.wakeupsPerSecond)).max
        return [
            BenchRow(
                measure: "CPU, clock running (\(runningSeconds) s), median of \(runs) runs",
                value: spread(running.map(\.cpuPercent), 3, " %"),
                target: "≤ " + Format.fixed(cpuLimit, 1)
                    + " % of a core", met: cpu <= cpuLimit),
            BenchRow(
                measure: "CPU per wake-up (one tenth), clock running",
                value: spread(running.map { $0.cpuPercent / 100 * 1e6 / max($0.wakeupsPerSecond, 1) }, 0, " µs")),
            BenchRow(
                measure: "wake-ups/s, clock running, median of \(runs) runs",
                value: spread(running.map(\.wakeupsPerSecond), 1, ""), target: "≤ " + Format.fixed(wakeupLimit, 0),
                met: wakeups <= wakeupLimit + 0.5),
            BenchRow(
                measure: "terminal bytes/s, clock running",
                value: Format.fixed(Stats(running.map(\.bytesPerSecond)).median, 0)),
            BenchRow(
                measure: "CPU, clock paused (\(pausedSeconds) s), median of \(runs) runs",
                value: spread(paused.map(\.cpuPercent), 3, " %")),
            BenchRow(
                measure: "wake-ups/s, clock paused, largest of \(runs) runs", value: Format.fixed(pausedWakeups, 1),
                target: "0", met: pausedWakeups == 0),
        ]
    }
}
