import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program with posix_spawn and waits for it with waitpid, output to files.
///
/// Foundation's `Process.waitUntilExit` was seen to miss a child's exit when tests spawn in
/// parallel (the child a zombie, the test waiting forever), so the end-to-end tests wait for their
/// children themselves.
struct ChildProcess {
    /// What a finished run printed and how it ended.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Where the child's standard output goes.
    enum Output {
        /// To a file the result's `stdout` is read from.
        case captured
        /// To this path (say /dev/full); the result's `stdout` is empty.
        case path(String)
        /// To a pipe whose reading end is already closed, as `| head` leaves it once head is done.
        case closedPipe
    }

    /// The running child's process id.
    let pid: pid_t
    private let outPath: String
    private let errPath: String

    /// Runs `arguments[0]` (searched on PATH) to its end, with stdin from /dev/null.
    static func run(_ arguments: [String], environment: [String: String]? = nil, stdout: Output = .captured) throws
        -> Result
    {
        try start(arguments, environment: environment, stdout: stdout).wait()
    }

    /// Starts `arguments[0]` (searched on PATH) with stdin from /dev/null; call ``wait()``.
    static func start(_ arguments: [String], environment: [String: String]? = nil, stdout: Output = .captured)
        throws -> ChildProcess
    {
        let base = NSTemporaryDirectory() + "courtside-child-\(UUID().uuidString)"
        let outPath = base + ".out"
        let errPath = base + ".err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        switch stdout {
        case .captured:
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .path(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closedPipe:
            guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
            close(pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        // The child has its own copy of the writing end; with the reading end gone, it gets EPIPE.
        defer { if pipeEnds[1] >= 0 { close(pipeEnds[1]) } }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = SpawnAttributes.withCleanSignals { attributes in
            withCStrings(arguments) { argv in
                withCStrings(env) { envp in posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp) }
            }
        }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return ChildProcess(pid: pid, outPath: outPath, errPath: errPath)
    }

    /// Waits for the child to end; the status is 128 + N when signal N ended it.
    func wait() -> Result {
        defer {
            unlink(outPath)
            unlink(errPath)
        }
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
