#if canImport(Glibc)
    import Glibc
#endif

/// Notices writes to one file (inotify `IN_MODIFY`): the moment an event reaches the game file,
/// as every reader of the file can first see it.
final class FileWrites {
    private let descriptor: Int32

    /// Watches `path`.
    init(path: String) throws(BenchFailure) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0, inotify_add_watch(descriptor, path, UInt32(IN_MODIFY)) >= 0 else {
            throw BenchFailure("cannot watch \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Forgets the writes noticed so far.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress!, $0.count) }) > 0 {}
    }

    /// Waits for the next write; returns when it was noticed (`Monotonic.ns()`).
    func next(timeoutMs: Int) throws(BenchFailure) -> UInt64 {
        var watch = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&watch, 1, Int32(timeoutMs)) == 1 else { throw BenchFailure("no write within \(timeoutMs) ms") }
        let noticed = Monotonic.ns()
        drain()
        return noticed
    }
}
