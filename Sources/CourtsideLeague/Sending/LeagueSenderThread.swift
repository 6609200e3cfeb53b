import CourtsideCore
import CourtsideStore
import Synchronization

/// The body a ``LeagueSenderLoop`` sends on: a ``PollThread`` of its own, asleep between passes,
/// because the sender's libpq calls block (each bounded, up to
/// ``LeagueConnection/connectTimeoutSeconds``) and a thread of the concurrency pool must never
/// wait on the network. The thread holds this object until its body returns.
final class LeagueSenderThread: Sendable {
    private let library: FileGameLibrary
    private let court: String
    private let url: String
    private let report: @Sendable (LeaguePass) -> Void
    private let thread: PollThread
    /// The games saved to since the body last looked.
    private let nudged = Mutex<Set<GameID>>([])

    /// The body's state for `library`, `court` and `url`; nil when no wake pipe can be made.
    init?(library: FileGameLibrary, court: String, url: String, report: @escaping @Sendable (LeaguePass) -> Void) {
        guard let thread = try? PollThread() else { return nil }
        self.thread = thread
        self.library = library
        self.court = court
        self.url = url
        self.report = report
    }

    /// Starts the thread; false when the system has none to give.
    func start() -> Bool {
        thread.start { [self] in run() }
    }

    /// Something was saved to game `id`: the thread wakes for it.
    func nudge(game id: GameID) {
        nudged.withLock { _ = $0.insert(id) }
        thread.wake()
    }

    /// Ends the thread after the pass under way, if any (nothing waits for it: what was not sent
    /// waits in the files for the next start or `courtside league push`).
    func stop() {
        thread.requestStop()
    }

    /// Passes until stopped: one at once, one after each nudge (while the league is unreachable a
    /// nudge only counts what waits), and while unreachable one after each back-off.
    private func run() {
        let sender = LeagueSender(library: library, court: court, url: url)
        var backoffMs = 1_000
        var unreachable: String?
        var retryAtMs: Int64? = 0
        while true {
            _ = thread.wait(for: [], timeoutMs: retryAtMs.map { $0 - Self.monotonicMs() })
            if thread.isStopping { return }
            let asked = nudged.withLock { games in
                defer { games = [] }
                return games
            }
            let retryDue = retryAtMs.map { Self.monotonicMs() >= $0 } ?? false
            guard retryDue || !asked.isEmpty else { continue }
            if let reason = unreachable, !retryDue {
                report(LeaguePass(waiting: sender.countWaiting(games: asked), unreachable: reason))
                continue
            }
            // The first pass and each retry look at the whole library; a nudge's at its games.
            let pass = sender.pass(games: retryDue ? nil : asked)
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
