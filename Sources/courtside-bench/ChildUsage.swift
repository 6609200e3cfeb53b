import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end and reports what it cost: its peak resident memory (the kernel's
/// `ru_maxrss`, the figure `/usr/bin/time -v` prints) and its wall time.
///
/// Linux charges a child started with `posix_spawn` (a vfork) with the peak of the process that
/// started it, and the suite itself peaks high while it makes a 1,000,000-event game. So the
/// program is started by a small helper, this suite again with `--measure` (``measureMain(_:)``),
/// whose own peak is a few MB; the helper starts the program, waits for it with `wait4`, and
/// writes the figures to a file.
struct ChildUsage {
    /// The exit status (128 + signal when killed).
    let status: Int32
    /// Peak resident set size, in bytes.
    let peakBytes: Int
    /// Wall time from spawn to exit, in nanoseconds.
    let wallNs: UInt64

    /// Runs `arguments[0]` (a path) with the rest as its arguments, through the helper; its stdout
    /// and stderr go to `log` (replaced).
    static func run(_ arguments: [String], log: String) throws(BenchFailure) -> ChildUsage {
        let results = log + ".usage"
        let helper = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let ran = try spawn([helper, "--measure", results, "--log", log, "--"] + arguments, log: log + ".helper")
        guard ran.status == 0, let text = try? String(contentsOfFile: results, encoding: .utf8) else {
            throw BenchFailure("the measuring helper failed (\(ran.status)) for \(arguments[0])")
        }
        let fields = text.split(separator: " ").compactMap { Int64($0) }
        guard fields.count == 3 else { throw BenchFailure("the measuring helper wrote \(text)") }
        return ChildUsage(status: Int32(fields[0]), peakBytes: Int(fields[1]), wallNs: UInt64(fields[2]))
    }

    /// The helper: `--measure RESULTS --log LOG -- PROGRAM ARGS…` runs the program and writes
    /// "status peakBytes wallNs" to RESULTS; returns its own exit status.
    static func measureMain(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 6, arguments[0] == "--measure", arguments[2] == "--log", arguments[4] == "--" else {
            return 2
        }
        do {
            let usage = try spawn(Array(arguments[5...]), log: arguments[3])
            let text = "\(usage.status) \(usage.peakBytes) \(usage.wallNs)"
            try text.write(toFile: arguments[1], atomically: true, encoding: .utf8)
            return 0
        } catch {
            return 1
        }
    }

    /// Starts `arguments[0]` (a path) with stdin from /dev/null and stdout and stderr into `log`,
    /// and waits for it.
    private static func spawn(_ arguments: [String], log: String) throws(BenchFailure) -> ChildUsage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        let pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let start = Monotonic.ns()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, pointers, environ)
        guard spawned == 0 else {
            throw BenchFailure("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) < 0 && errno == EINTR {}
        let wall = Monotonic.ns() - start
        let exit = (waitStatus & 0x7f) == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        // Linux reports ru_maxrss in kibibytes.
        return ChildUsage(status: exit, peakBytes: Int(usage.ru_maxrss) * 1024, wallNs: wall)
    }
}
