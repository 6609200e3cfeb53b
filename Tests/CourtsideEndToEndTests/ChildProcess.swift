import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end with posix_spawn and waitpid, output to files.
///
/// Foundation's `Process.waitUntilExit` was seen to miss a child's exit when tests spawn in
/// parallel (the child a zombie, the test waiting forever), so the end-to-end tests wait for their
/// children themselves.
enum ChildProcess {
    /// What a finished run printed and how it ended.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `arguments[0]` (searched on PATH) with stdin from /dev/null.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let base = NSTemporaryDirectory() + "courtside-child-\(UUID().uuidString)"
        let outPath = base + ".out"
        let errPath = base + ".err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Test threads run with most signals blocked, and a spawned child inherits the mask: a tmux
        // server started that way never receives the SIGTERM it sends itself on kill-server. So
        // every child starts with no signal blocked and every handler at its default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(env) { envp in posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp) }
        }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        let exitStatus = (waitStatus & 0x7f) == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        return Result(
            status: exitStatus,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
