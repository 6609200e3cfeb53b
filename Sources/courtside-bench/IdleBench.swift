/// Section 3: CPU time and wake-ups with the clock running and with it paused, over several runs.
enum IdleBench {
    /// Runs per mode, each a fresh scoreboard: CPU figures move from run to run on a shared
    /// machine, so the verdict is on the median and the spread is shown.
    static let runs = 5
    /// Seconds measured with the clock running, per run.
    static let runningSeconds = 4
    /// Seconds measured with the clock paused, per run.
    static let pausedSeconds = 2
    /// Most CPU with the clock running, in percent of a core (median over the runs).
    static let cpuLimit = 0.1
    /// Wake-ups a second the running clock is designed for: one per tenth.
    static let designedWakeups = 10

    /// For each mode, `runs` scoreboards at the launch's size: clock started (1 s to settle, then
    /// measured), then paused (0.5 s to settle, then measured). The draw trace is off, as for a
    /// scorer: it would add a line and a write of its own to every tenth. Each run also measures
    /// the floor, ``BareTenth``, the same way, so every figure of courtside has one taken beside it.
    static func run(_ launch: ScoreboardLaunch, log: (String) -> Void) throws(BenchFailure) -> [ResultRow] {
        let size = launch.sizeLabel
        var running: [String: [IdleSample]] = [:]
        var paused: [String: [IdleSample]] = [:]
        for run in 1...runs {
            for mode in ["partial", "full", "floor"] {
                log(
                    "cpu: \(size), run \(run) of \(runs), \(mode == "floor" ? "the floor (a bare tenth)" : "\(mode) redraw"), clock running \(runningSeconds) s, paused \(pausedSeconds) s"
                )
                let child =
                    mode == "floor"
                    ? try launch.startBareTenth()
                    : try launch.start(name: "idle-\(size)-\(mode)-\(run)", mode: mode, traced: false).child
                defer { child.quit() }
                child.type(" ")
                child.drain(forMs: 1_000)
                running[mode, default: []].append(try IdleSample.measure(child, ms: runningSeconds * 1_000))
                child.type(" ")
                child.drain(forMs: 500)
                paused[mode, default: []].append(try IdleSample.measure(child, ms: pausedSeconds * 1_000))
            }
        }
        guard let pr = running["partial"], let fr = running["full"], let pp = paused["partial"],
            let fp = paused["full"],
            let floor = running["floor"]
        else { throw BenchFailure("cpu: missing samples") }
        func spread(_ samples: [IdleSample], _ value: (IdleSample) -> Double, digits: Int, unit: String) -> String {
            spread(samples.map(value), digits: digits, unit: unit)
        }
        func spread(_ values: [Double], digits: Int, unit: String) -> String {
            let stats = Stats(values)
            return Format.fixed(stats.median, digits) + unit + " (min " + Format.fixed(stats.min, digits) + ", max "
                + Format.fixed(stats.max, digits) + ")"
        }
        func cpu(_ samples: [IdleSample]) -> String { spread(samples, \.cpuPercent, digits: 3, unit: " %") }
        // CPU per wake-up: what one tenth costs, in µs.
        func tenth(_ sample: IdleSample) -> Double { sample.cpuPercent / 100 * 1e6 / max(sample.wakeupsPerSecond, 1) }
        func perTenth(_ samples: [IdleSample]) -> String { spread(samples, tenth, digits: 0, unit: " µs") }
        /// What a tenth costs above the floor measured in the same run, run by run.
        func aboveFloor(_ samples: [IdleSample]) -> String {
            spread(zip(samples, floor).map { tenth($0) - tenth($1) }, digits: 0, unit: " µs")
        }
        let runningMedian = Stats(pr.map(\.cpuPercent)).median
        let pausedWakeups = Stats(pp.map(\.wakeupsPerSecond)).max
        return [
            ResultRow(
                section: 3, measure: "CPU, clock running (\(runningSeconds) s), median of \(runs) runs",
                partial: cpu(pr), full: cpu(fr), target: "≤ " + Format.fixed(cpuLimit, 1) + " % of a core",
                result: Format.verdict(runningMedian <= cpuLimit)),
            ResultRow(
                section: 3, measure: "CPU per wake-up (one tenth), clock running, median of \(runs) runs",
                partial: perTenth(pr), full: perTenth(fr)),
            ResultRow(
                section: 3,
                measure: "the floor: CPU per wake-up of a bare tenth (poll, a 2-byte write; no courtside), same runs",
                partial: perTenth(floor)),
            ResultRow(
                section: 3, measure: "CPU per wake-up above the floor of the same run, median of \(runs) runs",
                partial: aboveFloor(pr), full: aboveFloor(fr)),
            ResultRow(
                section: 3, measure: "wake-ups/s, clock running, median of \(runs) runs",
                partial: spread(pr, \.wakeupsPerSecond, digits: 1, unit: ""),
                full: spread(fr, \.wakeupsPerSecond, digits: 1, unit: ""),
                target: "(\(designedWakeups) by design: one per tenth)"),
            ResultRow(
                section: 3, measure: "terminal bytes/s, clock running, median of \(runs) runs",
                partial: Format.fixed(Stats(pr.map(\.bytesPerSecond)).median, 0),
                full: Format.fixed(Stats(fr.map(\.bytesPerSecond)).median, 0)),
            ResultRow(
                section: 3, measure: "CPU, clock paused (\(pausedSeconds) s), median of \(runs) runs", partial: cpu(pp),
                full: cpu(fp)),
            ResultRow(
                section: 3, measure: "wake-ups/s, clock paused, largest of \(runs) runs",
                partial: Format.fixed(pausedWakeups, 1), full: Format.fixed(Stats(fp.map(\.wakeupsPerSecond)).max, 1),
                target: "0", result: Format.verdict(pausedWakeups == 0)),
        ].map { $0.at(size) }
    }
}
