import Foundation

/// A process's CPU use and sleeps so far, read from /proc, summed over all its threads.
struct ProcUsage {
    /// Time on a CPU from `/proc/PID/task/*/schedstat`, in nanoseconds (utime + stime counts in
    /// 10 ms ticks, too coarse for a process that runs a fraction of a millisecond a tenth).
    let runtimeNs: Int
    /// `voluntary_ctxt_switches` over all threads: each is the process going to sleep, so each
    /// later wake-up is one of these.
    let voluntarySwitches: Int
    /// `voluntary_ctxt_switches` of each thread, by thread id.
    let switchesByThread: [String: Int]

    /// Wake-ups since `earlier`, by thread: a thread that ended in between takes its count with
    /// it (a server's idle worker threads do), which would make a difference of the sums
    /// negative; one that started counts whole.
    func wakeups(since earlier: ProcUsage) -> Int {
        switchesByThread.reduce(0) { $0 + $1.value - (earlier.switchesByThread[$1.key] ?? 0) }
    }

    /// Reads the figures for `pid` now.
    static func read(pid: Int32) throws(BenchFailure) -> ProcUsage {
        var runtime = 0
        var voluntary = 0
        var byThread: [String: Int] = [:]
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
                if parts[0] == "voluntary_ctxt_switches" {
                    voluntary += value
                    byThread[task] = value
                }
            }
        }
        return ProcUsage(runtimeNs: runtime, voluntarySwitches: voluntary, switchesByThread: byThread)
    }
}
