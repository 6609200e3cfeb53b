/// Section 3: CPU time and wake-ups over 10 s with the clock running and with it paused.
enum IdleBench {
    /// Seconds measured in each state.
    static let seconds = 10
    /// Most CPU with the clock running, in percent of a core.
    static let cpuLimit = 0.3

    /// One scoreboard per mode: clock started (1 s to settle, 10 s measured), then paused
    /// (0.5 s to settle, 10 s measured).
    static func run(_ launch: ScoreboardLaunch, log: (String) -> Void) throws(BenchFailure) -> [ResultRow] {
        var running: [String: IdleSample] = [:]
        var paused: [String: IdleSample] = [:]
        for mode in ["partial", "full"] {
            log("cpu: \(mode) redraw, clock running then paused, \(seconds) s each")
            let (child, _, _) = try launch.start(name: "idle-\(mode)", mode: mode)
            defer { child.quit() }
            child.type(" ")
            child.drain(forMs: 1_000)
            running[mode] = try IdleSample.measure(child, ms: seconds * 1_000)
            child.type(" ")
            child.drain(forMs: 500)
            paused[mode] = try IdleSample.measure(child, ms: seconds * 1_000)
        }
        guard let pr = running["partial"], let fr = running["full"], let pp = paused["partial"], let fp = paused["full"]
        else { throw BenchFailure("cpu: missing samples") }
        func cpu(_ sample: IdleSample) -> String {
            Format.fixed(sample.cpuPercent, 3) + " % (ticks: " + Format.fixed(sample.tickCpuPercent, 2) + " %)"
        }
        return [
            ResultRow(
                section: 3, measure: "CPU, clock running (\(seconds) s)", partial: cpu(pr), full: cpu(fr),
                target: "≤ 0.3 % of a core", result: Format.verdict(pr.cpuPercent <= cpuLimit)),
            ResultRow(
                section: 3, measure: "wake-ups/s, clock running", partial: Format.fixed(pr.wakeupsPerSecond, 1),
                full: Format.fixed(fr.wakeupsPerSecond, 1), target: "(10 by design: one per tenth)"),
            ResultRow(
                section: 3, measure: "terminal bytes/s, clock running", partial: Format.fixed(pr.bytesPerSecond, 0),
                full: Format.fixed(fr.bytesPerSecond, 0)),
            ResultRow(section: 3, measure: "CPU, clock paused (\(seconds) s)", partial: cpu(pp), full: cpu(fp)),
            ResultRow(
                section: 3, measure: "wake-ups/s, clock paused", partial: Format.fixed(pp.wakeupsPerSecond, 1),
                full: Format.fixed(fp.wakeupsPerSecond, 1), target: "0",
                result: Format.verdict(pp.wakeupsPerSecond == 0)),
        ]
    }
}
