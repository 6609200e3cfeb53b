import Foundation

/// A process's memory from `/proc/PID/status`: resident now, and the most it has been.
struct ProcMemory {
    /// `VmRSS`, in bytes.
    let residentBytes: Int
    /// `VmHWM` (the resident peak), in bytes.
    let peakBytes: Int

    /// Reads the figures for `pid` now.
    static func read(pid: Int32) throws(BenchFailure) -> ProcMemory {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            throw BenchFailure("cannot read /proc/\(pid)/status")
        }
        var fields: [String: Int] = [:]
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            // "VmRSS:\t   1234 kB"
            let words = parts.count == 2 ? parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" }) : []
            guard let first = words.first, let kB = Int(first) else { continue }
            fields[String(parts[0])] = kB * 1_024
        }
        guard let resident = fields["VmRSS"], let peak = fields["VmHWM"] else {
            throw BenchFailure("no VmRSS in /proc/\(pid)/status")
        }
        return ProcMemory(residentBytes: resident, peakBytes: peak)
    }
}
