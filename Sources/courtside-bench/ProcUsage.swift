import Foundation

/// A process's CPU use and sleeps so far, read from /proc, summed over all its threads.
struct ProcUsage {
    /// utime + stime from `/proc/PID/stat`, in clock ticks (`sysconf(_SC_CLK_TCK)`, usually 100 a second).
    let cpuTicks: Int
    /// Time on a CPU from `/proc/PID/task/*/schedstat`, in nanoseconds: the same quantity as the
    /// ticks, without their 10 ms granularity.
    let runtimeNs: Int
    /// `voluntary_ctxt_switches` over all threads: each is the process going to sleep, so each
    /// later wake-up is one of these.
    let voluntarySwitches: Int
    /// `nonvoluntary_ctxt_switches` over all threads (preemptions; not wake-ups).
    let involuntarySwitches: Int

    /// Clock ticks per second.
    static let ticksPerSecond = Int(sysconf(Int32(_SC_CLK_TCK)))

    /// Reads the figures for `pid` now.
    static func read(pid: Int32) throws(BenchFailure) -> ProcUsage {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { throw BenchFailure("cannot read /proc/\(pid)/stat") }
        // Fields after "pid (comm) ": state is field 3, utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = Int(fields[11]), let stime = Int(fields[12]) else {
            throw BenchFailure("unexpected /proc/\(pid)/stat: \(stat)")
        }
        var runtime = 0
        var voluntary = 0
        var involuntary = 0
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? ["\(pid)"]
        for task in tasks {
            let base = "/proc/\(pid)/task/\(task)"
            if let schedstat = try? String(contentsOfFile: base + "/schedstat", encoding: .utf8),
                let first = schedstat.split(separator: " ").first, let ns = Int(first)
            {
                runtime += ns
            }
            guard let status = try? String(contentsOfFile: base + "/status", encoding: .utf8) else { continue }
            for line in status.split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
                    continue
                }
                if parts[0] == "voluntary_ctxt_switches" { voluntary += value }
                if parts[0] == "nonvoluntary_ctxt_switches" { involuntary += value }
            }
        }
        return ProcUsage(
            cpuTicks: utime + stime, runtimeNs: runtime, voluntarySwitches: voluntary,
            involuntarySwitches: involuntary)
    }
}
