#if canImport(Glibc)
    import Glibc
#endif

/// A program running on the slave side of a pseudo-terminal of a fixed size, driven through the
/// master: keys are written to it, everything the program draws is read from it.
///
/// The child is spawned with `posix_spawn` (its own session, the slave as its controlling
/// terminal and as fds 0–2, default signal dispositions) and reaped with `waitpid`; ``stop()``
/// (also run on deinit) quits it with SIGTERM, then SIGKILL, so no child outlives the suite.
final class PtyChild {
    /// The child's process id.
    let pid: pid_t
    /// The master side, non-blocking.
    let master: Int32
    private var exited = false

    /// Starts `executable` with `arguments` and exactly `environment` on a `columns`×`rows` terminal.
    init(executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int)
        throws(BenchFailure)
    {
        var masterFD: Int32 = -1
        var slaveFD: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&masterFD, &slaveFD, nil, nil, &size) == 0 else {
            throw BenchFailure("openpty failed: \(String(cString: strerror(errno)))")
        }
        defer { close(slaveFD) }
        _ = fcntl(masterFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slaveFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(masterFD, F_SETFL, fcntl(masterFD, F_GETFL) | O_NONBLOCK)
        guard let name = ttyname(slaveFD).map({ String(cString: $0) }) else {
            close(masterFD)
            throw BenchFailure("ttyname failed on the pty slave")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened (not dup'ed) after setsid, so the slave becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { sigaddset(&defaults, signal) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        // POSIX_SPAWN_SETSID is a GNU extension the Glibc module does not import.
        let setsid: Int32 = 0x80
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | setsid))
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }.sorted()
        var child: pid_t = 0
        let status = Self.withCStrings(argv) { argvPointers in
            Self.withCStrings(envp) { envPointers in
                posix_spawn(&child, executable, &actions, &attributes, argvPointers, envPointers)
            }
        }
        guard status == 0 else {
            close(masterFD)
            throw BenchFailure("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        master = masterFD
    }

    deinit {
        stop()
        close(master)
    }

    /// Writes bytes to the terminal, as typed keys.
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let done = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
            if done < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += done
        }
    }

    /// Waits up to `timeoutMs` for output, then reads what is there (empty on timeout or end).
    func read(timeoutMs: Int) -> [UInt8] {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, timeoutMs)))
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let got = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress!, $0.count) }
        guard got > 0 else {
            // EIO: the child closed the slave. Avoid spinning on a hung-up master.
            if got == 0 || errno == EIO { Monotonic.sleep(ms: min(timeoutMs, 5)) }
            return []
        }
        return Array(buffer[0..<got])
    }

    /// Reads until nothing has come for `quietMs` (or `maxMs` passed); returns all of it.
    func readUntilQuiet(quietMs: Int, maxMs: Int = 5_000) -> [UInt8] {
        let deadline = Monotonic.ns() + UInt64(maxMs) * 1_000_000
        var bytes: [UInt8] = []
        while Monotonic.ns() < deadline {
            let chunk = read(timeoutMs: quietMs)
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return bytes
    }

    /// Reads a frame drawn after `start` (a monotonic reading): until nothing has come for
    /// `quietMs`, for 10 s at most. Returns when its last byte came and how many bytes came (nil
    /// when none did).
    func frameEnd(after start: UInt64, quietMs: Int) -> (lastNs: UInt64, bytes: Int)? {
        var last: UInt64?
        var bytes = 0
        while Monotonic.ns() < start + 10_000_000_000 {
            let chunk = read(timeoutMs: quietMs)
            if chunk.isEmpty { break }
            bytes += chunk.count
            last = Monotonic.ns()
        }
        return last.map { ($0, bytes) }
    }

    /// Reads and keeps every chunk with its arrival time, for `ms` milliseconds.
    func readTimed(forMs ms: Int) -> [(ns: UInt64, bytes: [UInt8])] {
        let deadline = Monotonic.ns() + UInt64(ms) * 1_000_000
        var chunks: [(ns: UInt64, bytes: [UInt8])] = []
        while true {
            let now = Monotonic.ns()
            guard now < deadline else { break }
            let chunk = read(timeoutMs: Int((deadline - now) / 1_000_000) + 1)
            if !chunk.isEmpty { chunks.append((Monotonic.ns(), chunk)) }
        }
        return chunks
    }

    /// Reads and throws away output for `ms` milliseconds (keeps the pty from filling up); returns
    /// how many bytes came.
    @discardableResult
    func drain(forMs ms: Int) -> Int {
        readTimed(forMs: ms).reduce(0) { $0 + $1.bytes.count }
    }

    /// Whether the child is still running (reaps it if not).
    var isRunning: Bool {
        guard !exited else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { exited = true }
        return !exited
    }

    /// Waits up to `ms` for the child to exit, draining its output; true when it did.
    func waitForExit(ms: Int) -> Bool {
        let deadline = Monotonic.ns() + UInt64(ms) * 1_000_000
        while isRunning {
            if Monotonic.ns() >= deadline { return false }
            drain(forMs: 20)
        }
        return true
    }

    /// Asks the scoreboard to quit (`q`, then `y`) and waits for it; falls back to ``stop()``.
    func quit() {
        guard isRunning else { return }
        type("q")
        drain(forMs: 150)
        type("y")
        if !waitForExit(ms: 3_000) { stop() }
    }

    /// Ends the child if it still runs: SIGTERM, then SIGKILL after a second.
    func stop() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        if waitForExit(ms: 1_000) { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exited = true
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    /// Key → first byte for `count` keys typed one at a time, cycling through `keys`: the time from
    /// writing a key to the first byte back, waiting for the output to settle (15 ms quiet) before
    /// the next key. `what` names the series in a failure.
    func keyLatencies(count: Int, keys: [String], what: String) throws(BenchFailure) -> Stats {
        var samples: [Double] = []
        samples.reserveCapacity(count)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        for index in 0..<count {
            _ = readUntilQuiet(quietMs: 0)
            let start = Monotonic.ns()
            type(keys[index % keys.count])
            descriptor.revents = 0
            guard poll(&descriptor, 1, 2_000) == 1 else {
                throw BenchFailure("no output within 2 s of key \(index + 1) (\(what))")
            }
            samples.append(Double(Monotonic.ns() - start))
            _ = readUntilQuiet(quietMs: 15)
        }
        return Stats(samples)
    }
}
