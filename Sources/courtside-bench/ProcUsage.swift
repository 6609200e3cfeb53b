import Foundation

/// A process's CPU use and sleeps so far, read from /proc, summed over all its threads.
struct ProcUsage {
    /// Time on a CPU from `/proc/PID/task/*/schedstat`, in nanoseconds (utime + stime counts in
    /// 10 ms ticks, too coarse for a process that runs a fraction of a millisecond a tenth).
    let runtimeNs: Int
    /// `voluntary_ctxt_switches` over all threads: each is the process going to sleep, so each
    /// later wake-up is one of these.
    let voluntarySwitches: Int

    /// Reads the figures for `pid` now.
    static func read(pid: Int32) throws(BenchFailure) -> ProcUsage {
        var runtime = 0
        var voluntary = 0
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else {
            throw BenchFailure("cannot read /proc/\(pid)/task")
        }
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
            }
        }
        return ProcUsage(runtimeNs: runtime, voluntarySwitches: voluntary)
    }
}
