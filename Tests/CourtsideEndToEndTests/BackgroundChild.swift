import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program left running while the test goes on (`courtside feed --follow`, `courtside overlay`):
/// its output goes to files the test reads as they grow; it is waited for with a deadline and
/// killed if it outlives the test.
final class BackgroundChild {
    private let pid: pid_t
    private let outPath: String
    private let errPath: String
    private(set) var status: Int32?

    /// Starts the binary with `arguments`, stdin from /dev/null.
    init(_ arguments: [String]) throws {
        let base = NSTemporaryDirectory() + "courtside-bg-\(UUID().uuidString)"
        outPath = base + ".out"
        errPath = base + ".err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = [Binary.path] + arguments
        let env = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let spawned = SpawnAttributes.withCleanSignals { attributes in
            Self.withCStrings(argv) { argv in
                Self.withCStrings(env) { envp in posix_spawn(&child, Binary.path, &actions, &attributes, argv, envp) }
            }
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        pid = child
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            while waitpid(pid, &ignored, 0) < 0 && errno == EINTR {}
        }
        unlink(outPath)
        unlink(errPath)
    }

    /// What it printed on standard output so far.
    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    /// What it printed on standard error so far.
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// Its standard output's complete lines so far.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Waits until `condition` holds (checked every 20 ms) or `seconds` pass; whether it held.
    @discardableResult
    func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        Eventually.holds(within: seconds, condition)
    }

    /// Waits for it to end, up to `seconds`; its exit status, or nil if it still runs.
    func exitStatus(within seconds: Double = 10) -> Int32? {
        if let status { return status }
        waitUntil(seconds: seconds) {
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
            status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
            return true
        }
        return status
    }

    /// Sends it a signal.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
