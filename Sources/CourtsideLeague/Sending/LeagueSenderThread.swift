import CourtsideCore
import CourtsideStore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The thread a ``LeagueSenderLoop`` sends on: a plain thread of its own, asleep in `poll(2)` on
/// a wake pipe between passes, because the sender's libpq calls block (each bounded, up to
/// ``LeagueConnection/connectTimeoutSeconds``) and a thread of the concurrency pool must never
/// wait on the network. The thread holds this object until it ends; the pipe is closed when the
/// last holder lets go, so a nudge never writes to a descriptor that was closed.
final class LeagueSenderThread: Sendable {
    /// What the loop's callers asked for since the thread last looked.
    private struct Requests {
        var nudged = false
        var stopping = false
    }

    private let library: FileGameLibrary
    private let court: String
    private let url: String
    private let report: @Sendable (LeaguePass) -> Void
    private let requests = Mutex(Requests())
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// The thread's state for `library`, `court` and `url`; nil when no pipe can be made.
    init?(library: FileGameLibrary, court: String, url: String, report: @escaping @Sendable (LeaguePass) -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        self.library = library
        self.court = court
        self.url = url
        self.report = report
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts the thread; false when the system has none to give.
    func start() -> Bool {
        let held = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                let sending = Unmanaged<LeagueSenderThread>.fromOpaque(context!).takeRetainedValue()
                sending.run()
                return nil
            }, held.toOpaque())
        guard started == 0 else {
            held.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Something was saved: the thread wakes for it (a byte in the pipe; a full pipe is awake already).
    func nudge() {
        requests.withLock { requests in
            guard !requests.stopping else { return }
            requests.nudged = true
            wake()
        }
    }

    /// Ends the thread after the pass under way, if any.
    func stop() {
        requests.withLock { requests in
            requests.stopping = true
            wake()
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Passes until stopped: one at once, one after each nudge (while the league is unreachable a
    /// nudge only counts what waits), and while unreachable one after each back-off.
    private func run() {
        let sender = LeagueSender(library: library, court: court, url: url)
        var backoffMs = 1_000
        var unreachable: String?
        var retryAtMs: Int64? = 0
        while true {
            let now = Self.monotonicMs()
            let timeout = retryAtMs.map { Int32(clamping: max(0, $0 - now)) } ?? -1
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, timeout)
            var drained = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &drained, drained.count) > 0 {}
            let asked = requests.withLock { requests in
                defer { requests.nudged = false }
                return requests
            }
            if asked.stopping { return }
            let retryDue = retryAtMs.map { Self.monotonicMs() >= $0 } ?? false
            guard retryDue || asked.nudged else { continue }
            if let reason = unreachable, !retryDue {
                report(LeaguePass(waiting: sender.countWaiting(), unreachable: reason))
                continue
            }
            let pass = sender.pass()
            report(pass)
            unreachable = pass.unreachable
            if unreachable == nil {
                backoffMs = 1_000
                retryAtMs = nil
            } else {
                retryAtMs = Self.monotonicMs() + Int64(backoffMs)
                backoffMs = min(backoffMs * 2, LeagueSenderLoop.maxBackoffMs)
            }
        }
    }

    private static func monotonicMs() -> Int64 { SystemTimeSource().monotonicMs }
}
