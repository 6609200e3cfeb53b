import Foundation

/// What the figures were measured on.
enum Machine {
    /// Online processors.
    static var processors: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The CPU's model name from /proc/cpuinfo.
    static var cpuModel: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
        }
        return "unknown"
    }

    /// The kernel release.
    static var kernel: String {
        ((try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "unknown")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The 1-minute load average when the run started.
    static var load: String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first.map(
            String.init)
            ?? "?"
    }
}
