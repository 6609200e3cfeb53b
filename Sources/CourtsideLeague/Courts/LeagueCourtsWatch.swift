import CourtsideCore
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Follows every court of the league live, for `/courts`: `LISTEN courtside_events`, then on each
/// notification reads only the events after those folded (``LeagueCourtBoard``), and tells
/// ``report`` what changed.
///
/// It runs on a plain thread of its own, asleep in `poll(2)` on the connection's socket and a
/// wake pipe (never on the cooperative pool: libpq blocks). While the league cannot be reached it
/// says so (offline since …, the reason) and tries again after 1 s, then 2, 4, … up to 30 s, each
/// attempt bounded (``LeagueConnection``); once back it catches up and listens again.
///
/// `@unchecked Sendable`: the board and the connection are used on the thread only; the rest is
/// immutable, atomic, or a semaphore.
public final class LeagueCourtsWatch: @unchecked Sendable {
    /// The longest wait between two attempts to reach the league.
    public static let maxBackOffMs: Int32 = 30_000

    private let url: String
    private let report: @Sendable (LeagueCourtsReport) -> Void
    private var board = LeagueCourtBoard()
    private let time = SystemTimeSource()
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let stopping = Atomic(false)
    private let done = DispatchSemaphore(value: 0)

    /// A watch of the league at `url` telling `report` each change (on its thread); nothing is
    /// read before ``start()``.
    public init(url: String, report: @escaping @Sendable (LeagueCourtsReport) -> Void) throws(LeagueError) {
        self.url = url
        self.report = report
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .unreachable("cannot make a pipe: \(String(cString: strerror(errno)))") }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        Glibc.close(wakeRead)
        Glibc.close(wakeWrite)
    }

    /// Starts watching on a thread of its own.
    public func start() {
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                let watch = Unmanaged<LeagueCourtsWatch>.fromOpaque(context!).takeRetainedValue()
                watch.run()
                watch.done.signal()
                return nil
            }, box.toOpaque())
        if started == 0 {
            pthread_detach(thread)
        } else {
            box.release()
            done.signal()
        }
    }

    /// Stops watching and waits for the thread to end (at most one connection attempt's time)
    /// on a dispatch thread, not the task's.
    public func stop() async {
        stopping.store(true, ordering: .sequentiallyConsistent)
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [done] in
                done.wait()
                finished.resume()
            }
        }
    }

    private var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

    private func run() {
        var backOffMs: Int32 = 1000
        var offlineSinceMs: Int64?
        while !isStopping {
            do throws(LeagueError) {
                let connection = try LeagueConnection(url: url)
                try connection.query("LISTEN courtside_events")
                try board.catchUp(on: connection)
                offlineSinceMs = nil
                backOffMs = 1000
                report(LeagueCourtsReport(courts: board.all))
                try listen(on: connection)
                return
            } catch {
                let since = offlineSinceMs ?? time.wallMs
                offlineSinceMs = since
                report(LeagueCourtsReport(courts: board.all, offlineSinceMs: since, reason: error.description))
                if sleep(ms: backOffMs) { return }
                backOffMs = min(backOffMs * 2, Self.maxBackOffMs)
            }
        }
    }

    /// Reads each notification's events until stopped (returns) or the connection is lost (throws).
    private func listen(on connection: LeagueConnection) throws(LeagueError) {
        while true {
            var fds = [
                pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&fds, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                throw .unreachable("poll: \(String(cString: strerror(errno)))")
            }
            if fds[1].revents != 0, isStopping { return }
            guard fds[0].revents != 0 else { continue }
            var changed = false
            var read: Set<String> = []
            for payload in try connection.notifications() {
                // A burst names one game many times: the first read takes all its new events.
                let game = payload.split(separator: " ").dropLast().joined(separator: " ")
                guard read.insert(game).inserted else { continue }
                changed = try board.notified(payload, on: connection) || changed
            }
            if changed { report(LeagueCourtsReport(courts: board.all)) }
        }
    }

    /// Sleeps `ms` or until stopped; true when stopped.
    private func sleep(ms: Int32) -> Bool {
        var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, 1, ms)
        return isStopping
    }
}
