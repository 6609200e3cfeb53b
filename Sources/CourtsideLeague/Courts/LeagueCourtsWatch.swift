import CourtsideCore
import CourtsideStore

/// Follows every court of the league live, for `/courts`: `LISTEN courtside_events`, then on each
/// notification reads only the events after those folded (``LeagueCourtBoard``), and tells
/// ``report`` what changed.
///
/// It runs on a ``PollThread``, asleep in `poll(2)` on the connection's socket (never on the
/// cooperative pool: libpq blocks). While the league cannot be reached it
/// says so (offline since …, the reason) and tries again after 1 s, then 2, 4, … up to 30 s, each
/// attempt bounded (``LeagueConnection``); once back it catches up and listens again.
///
/// `@unchecked Sendable`: the board and the connection are used on the thread only; the rest is
/// immutable or the thread itself (which is Sendable).
public final class LeagueCourtsWatch: @unchecked Sendable {
    /// The longest wait between two attempts to reach the league.
    public static let maxBackOffMs: Int32 = 30_000

    private let url: String
    private let report: @Sendable (LeagueCourtsReport) -> Void
    private var board = LeagueCourtBoard()
    private let time = SystemTimeSource()
    private let thread: PollThread

    /// A watch of the league at `url` telling `report` each change (on its thread); nothing is
    /// read before ``start()``.
    public init(url: String, report: @escaping @Sendable (LeagueCourtsReport) -> Void) throws(LeagueError) {
        self.url = url
        self.report = report
        do {
            thread = try PollThread()
        } catch {
            throw .unreachable("cannot make a pipe: \(error.reason)")
        }
    }

    /// Starts watching on a thread of its own (``PollThread``).
    public func start() {
        thread.start { self.run() }
    }

    /// Stops watching and waits for the thread to end (at most one connection attempt's time)
    /// without blocking the task's thread.
    public func stop() async {
        await thread.stop()
    }

    private var isStopping: Bool { thread.isStopping }

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
            let ready = thread.wait(for: [connection.socket], timeoutMs: nil)
            if isStopping { return }
            guard !ready.isEmpty else { continue }
            var changed = false
            var payloads = try connection.notifications()
            // Those that came while the board read rows were taken off the socket by libpq with
            // the rows, so the socket will not wake for them: take them before sleeping again.
            while !payloads.isEmpty {
                var read: Set<String> = []
                for payload in payloads {
                    // A burst names one game many times: the first read takes all its new events.
                    // A refusal is its own read (its last word is no seq).
                    let game = payload.split(separator: " ").dropLast().joined(separator: " ")
                    let key = payload.hasSuffix(" " + LeagueCourtBoard.refusal) ? payload : game
                    guard read.insert(key).inserted else { continue }
                    changed = try board.notified(payload, on: connection) || changed
                }
                payloads = try connection.notifications()
            }
            if changed { report(LeagueCourtsReport(courts: board.all)) }
        }
    }

    /// Sleeps `ms` or until stopped; true when stopped.
    private func sleep(ms: Int32) -> Bool {
        _ = thread.wait(for: [], timeoutMs: Int64(ms))
        return isStopping
    }
}
