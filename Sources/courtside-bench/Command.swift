#if canImport(Glibc)
    import Glibc
#endif

/// Runs a helper program (tmux) to its end with `posix_spawnp`/`waitpid`, reading its stdout
/// through a pipe; stdin and stderr are /dev/null.
enum Command {
    /// What a finished run printed and how it ended.
    struct Result {
        /// The exit status (128 + signal when killed).
        let status: Int32
        /// Everything it wrote to stdout.
        let output: String
    }

    /// Runs `arguments[0]`, searched on PATH.
    static func run(_ arguments: [String]) throws(BenchFailure) -> Result {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchFailure("pipe failed") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var pid: pid_t = 0
        let pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, pointers, environ)
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw BenchFailure("cannot run \(arguments[0]): \(String(cString: strerror(status)))")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress!, $0.count) }
            if got > 0 {
                output += buffer[0..<got]
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(fds[0])
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        let exit = (waitStatus & 0x7f) == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        return Result(status: exit, output: String(decoding: output, as: UTF8.self))
    }
}
