import Foundation

/// A command run to its end with its output in a file (or thrown away), and the CPU time it took
/// (user + system, from `wait4`), which a busy machine disturbs less than the wall time.
struct TimedChild {
    /// The exit status (as `waitpid` gives it).
    let status: Int32
    /// User + system CPU time, in nanoseconds.
    let cpuNs: Double
    /// Wall time, in nanoseconds.
    let wallNs: Double

    /// Runs `arguments` (the first is the program's path) with standard output to `output`
    /// (`/dev/null` by default) and standard error thrown away.
    static func run(_ arguments: [String], output: String = "/dev/null") throws(BenchFailure) -> TimedChild {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let started = Monotonic.ns()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw BenchFailure("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchFailure("wait4: \(String(cString: strerror(errno)))") }
        }
        let wall = Double(Monotonic.ns() - started)
        func ns(_ time: timeval) -> Double { Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3 }
        return TimedChild(status: status, cpuNs: ns(usage.ru_utime) + ns(usage.ru_stime), wallNs: wall)
    }

    /// Runs `arguments` `times` times and returns the CPU times; throws if one run fails.
    static func cpuTimes(
        _ arguments: [String], times: Int, before: () -> Void = {}
    ) throws(BenchFailure) -> [Double] {
        var samples: [Double] = []
        for _ in 0..<times {
            before()
            let run = try run(arguments)
            guard run.status == 0 else { throw BenchFailure("\(arguments[0]) exited with status \(run.status)") }
            samples.append(run.cpuNs)
        }
        return samples
    }
}
