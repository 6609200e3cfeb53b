import CourtsideCore
import CourtsideStore
import Synchronization

/// Follows the court's games on a thread of its own and hands what it reads to the ``CourtHub``.
///
/// It follows the court as `courtside watch` does, with a ``CourtFollower`` that shows the last
/// result between games: the game being scored (the most recently written, if several are) once
/// it has started; before any is, or when the file of the game followed is deleted, the library's
/// last finished game, so a page opened between games shows the last result and never a game
/// that is gone or never started. The court goes from game to game by itself.
///
/// It only reads, as `courtside watch` does: no lock is taken, so the scorer never waits for it.
/// It sleeps in `poll(2)` on the followers' inotify descriptors; nothing wakes it while nothing
/// happens but, while event streams are open, the keep-alive every ``keepAliveMs`` (a comment to
/// each stream, the court's and the other pages', so a client that went away is noticed and its
/// place freed). That timeout is the
/// server's only timed wake-up. Everything it owns is used on its thread only.
public final class CourtTail: @unchecked Sendable {
    /// How often open event streams get a keep-alive comment.
    public let keepAliveMs: Int64

    private let library: FileGameLibrary
    private let hub: CourtHub
    /// The LiveStats TV feed's clients' hub, handed the same updates; nil without the feed.
    private let livestats: LiveStatsHub?
    /// The other pages' event streams (`/run`, `/courts`), kept alive on the same timeout.
    private let snapshots: [SnapshotHub]
    private let time = SystemTimeSource()
    /// When the next keep-alive is due (monotonic ms), counted from when a stream was first seen open.
    private var nextKeepAliveMs: Int64?
    /// The court's follower: the game being scored, between games the last result.
    private let follower: CourtFollower
    /// The thread it follows on, woken to stop or to look at the clients again.
    private let thread: PollThread
    private let idleWaitCount = Atomic(0)

    /// A tail of `library` feeding `hub` (and `livestats`, the TV feed's, when given), with a
    /// keep-alive every `keepAliveMs` (25 s) while streams are open, its own and `snapshots`' (the
    /// `/run` and `/courts` streams); nothing is read before ``start()``.
    public init(
        library: FileGameLibrary, hub: CourtHub, livestats: LiveStatsHub? = nil, snapshots: [SnapshotHub] = [],
        keepAliveMs: Int64 = 25_000
    ) throws(LibraryError) {
        self.library = library
        self.hub = hub
        self.livestats = livestats
        self.snapshots = snapshots
        self.keepAliveMs = keepAliveMs
        do {
            thread = try PollThread()
        } catch {
            throw .folderUnavailable(path: library.folder, reason: "cannot make a pipe: \(error.reason)")
        }
        follower = try CourtFollower(library: library, game: nil, showsLastResult: true)
        // A first stream starts the keep-alive's timeout, which the thread may be sleeping without.
        hub.whenFirstClientOpens { [weak thread] in thread?.wake() }
        for snapshot in snapshots { snapshot.whenFirstClientOpens { [weak thread] in thread?.wake() } }
    }

    /// Starts following on a thread of its own (``PollThread``), asleep in `poll(2)` for as long
    /// as the server runs.
    public func start() {
        thread.start { self.run() }
    }

    /// Stops following and waits for the thread to end without blocking the task's thread.
    public func stop() async {
        await thread.stop()
    }

    /// How many times the thread has gone to sleep with no keep-alive due (no stream open): only
    /// a stream's opening or a change wakes it then. Tests wait on it to open a stream on a tail
    /// that is asleep, the case the wake on the first client is for.
    package var idleWaits: Int { idleWaitCount.load(ordering: .relaxed) }

    private func run() {
        look()
        while !thread.isStopping {
            let due = keepAliveDue()
            if due == nil { idleWaitCount.add(1, ordering: .relaxed) }
            let limits = [due.map(Int64.init), follower.recheckAfterMs.map(Int64.init)].compactMap { $0 }
            _ = thread.wait(for: follower.descriptors, timeoutMs: limits.min())
            if thread.isStopping { return }
            if keepAliveDue() == 0 {
                hub.keepAlive()
                for snapshot in snapshots { snapshot.keepAlive() }
                nextKeepAliveMs = time.monotonicMs + keepAliveMs
            }
            look()
        }
    }

    /// Milliseconds until the next keep-alive (0: now), or nil while no event stream is open (a
    /// stream opened then gets its first one a keep-alive period after the tail next wakes).
    private func keepAliveDue() -> Int? {
        guard hub.clientCount + snapshots.reduce(0, { $0 + $1.clientCount }) > 0 else {
            nextKeepAliveMs = nil
            return nil
        }
        let now = time.monotonicMs
        let next = nextKeepAliveMs ?? now + keepAliveMs
        nextKeepAliveMs = next
        return Int(max(0, next - now))
    }

    /// Reads what changed and hands it to the hub, which moves to the next game when a game read
    /// whole is another one.
    private func look() {
        let updates = follower.poll()
        guard !updates.isEmpty else { return }
        hub.apply(updates, location: library.path(of:))
        livestats?.apply(updates, location: library.path(of:))
    }
}
