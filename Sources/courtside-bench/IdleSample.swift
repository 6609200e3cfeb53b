/// CPU and wake-ups of a scoreboard over a stretch of wall time.
struct IdleSample {
    /// Wall time measured, in seconds.
    let seconds: Double
    /// CPU time as a percentage of one core, from schedstat (nanosecond resolution).
    let cpuPercent: Double
    /// Voluntary context switches per second.
    let wakeupsPerSecond: Double
    /// Bytes written to the terminal per second.
    let bytesPerSecond: Double

    /// Measures `child` for `ms` milliseconds, reading (and counting) its output meanwhile.
    static func measure(_ child: PtyChild, ms: Int) throws(BenchFailure) -> IdleSample {
        let before = try ProcUsage.read(pid: child.pid)
        let start = Monotonic.ns()
        let bytes = child.drain(forMs: ms)
        let after = try ProcUsage.read(pid: child.pid)
        let seconds = Double(Monotonic.ns() - start) / 1e9
        return IdleSample(
            seconds: seconds,
            cpuPercent: Double(after.runtimeNs - before.runtimeNs) / 1e9 / seconds * 100,
            wakeupsPerSecond: Double(after.voluntarySwitches - before.voluntarySwitches) / seconds,
            bytesPerSecond: Double(bytes) / seconds)
    }
}
