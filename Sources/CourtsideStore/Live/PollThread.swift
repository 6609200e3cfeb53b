import CourtsideCore
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain thread of its own that sleeps in `poll(2)` on the descriptors its body names and on a
/// wake pipe, with a stop that can be awaited: serve's court tail (inotify) and the league's
/// courts watch (a libpq socket) both run on one.
///
/// A plain thread, not one of libdispatch's pool (whose width is shared) nor the cooperative pool
/// (two threads here): its body blocks, in `poll` and in what it reads, for as long as it runs.
/// The body loops on ``wait(for:timeoutMs:)`` until ``isStopping``; ``stop()`` sets that, wakes
/// the sleep, and returns once the body has returned.
public final class PollThread: Sendable {
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let stopping = Atomic(false)
    private let started = Atomic(false)
    private let done = DispatchSemaphore(value: 0)
    /// The body, from ``start(_:)`` until the new thread takes it.
    private let body = Mutex<(@Sendable () -> Void)?>(nil)

    /// A thread not started yet, with its wake pipe; throws when no pipe can be made.
    public init() throws(FileSystemError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PosixFileSystem.error("pipe", path: "a wake pipe", errno: errno) }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Runs `body` on a thread of its own; the thread ends when `body` returns. Call once. False
    /// when the system has no thread to give (the body never runs).
    @discardableResult
    public func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard !started.exchange(true, ordering: .sequentiallyConsistent) else { return false }
        self.body.withLock { $0 = body }
        // The thread holds the PollThread (and so its pipe) until its body has returned.
        let context = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { context in
                let thread = Unmanaged<PollThread>.fromOpaque(context!).takeRetainedValue()
                let body = thread.body.withLock { $0.take() }
                body?()
                thread.done.signal()
                return nil
            }, context.toOpaque())
        guard made == 0 else {
            context.release()
            done.signal()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Sleeps until one of `descriptors` is readable (or closed, or in error), `timeoutMs` passed
    /// (nil: no limit), a signal came, or ``wake()`` or ``stop()`` was called; returns the
    /// descriptors of `descriptors` that are ready. Called by the body, on the thread.
    public func wait(for descriptors: [Int32], timeoutMs: Int64?) -> [Int32] {
        var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        fds += descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = timeoutMs.map { Int32(clamping: max(0, $0)) } ?? -1
        // An error (EINTR) is a wake-up like any other: the body looks and waits again.
        guard poll(&fds, nfds_t(fds.count), timeout) > 0 else { return [] }
        if fds[0].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &bytes, bytes.count) > 0 {}
        }
        return fds.dropFirst().filter { $0.revents != 0 }.map(\.fd)
    }

    /// Whether ``stop()`` was called: the body returns.
    public var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

    /// Wakes the body's ``wait(for:timeoutMs:)`` (to look again at what it waits for). Never blocks.
    public func wake() {
        var byte: UInt8 = 1
        // A full pipe wakes the thread anyway: the byte is not needed then.
        _ = write(wakeWrite, &byte, 1)
    }

    /// Asks the body to stop, wakes it, and waits for it to return without blocking the task's
    /// thread: the wait is a dispatch thread's. A body in the middle of something (a connection
    /// attempt) finishes it first. Stopping again, or a thread never started, returns at once.
    public func stop() async {
        requestStop()
        // Never started: no body to wait for (and none will start).
        guard !started.exchange(true, ordering: .sequentiallyConsistent) else {
            await waitForBody()
            return
        }
    }

    /// Asks the body to stop and wakes it, without waiting for it to return: for an owner that
    /// cannot wait (a deinit, a board closing), whose body holds nothing that must be finished.
    public func requestStop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        wake()
    }

    /// Returns once the body has returned; a dispatch thread waits, not the task's.
    private func waitForBody() async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [done] in
                done.wait()
                // For the next stop, if any: the body has returned for good.
                done.signal()
                finished.resume()
            }
        }
    }
}
