import CourtsideCore
import CourtsideStore
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Follows the court's games on a thread of its own and hands what it reads to the ``CourtHub``.
///
/// The game followed is the one being scored (the most recently written, if several are); before
/// any is, the library's most recent game, so a page opened between games shows the last result.
/// Whenever the game followed has no scorer (it was never opened, or the scorer quit, or went on
/// to the next game), a second follower waits for a game to be scored and, when one is, it
/// becomes the game followed: the court goes from game to game by itself.
///
/// It only reads, as `courtside watch` does: no lock is taken, so the scorer never waits for it.
/// It sleeps in `poll(2)` on the followers' inotify descriptors; nothing wakes it while nothing
/// happens but, while event streams are open, the keep-alive every ``keepAliveMs`` (a comment to
/// each stream, so a client that went away is noticed and its place freed). That timeout is the
/// server's only timed wake-up. Everything it owns is used on its thread only.
public final class CourtTail: @unchecked Sendable {
    /// How often open event streams get a keep-alive comment.
    public let keepAliveMs: Int64

    private let library: FileGameLibrary
    private let hub: CourtHub
    private let time = SystemTimeSource()
    /// When the next keep-alive is due (monotonic ms), counted from when a stream was first seen open.
    private var nextKeepAliveMs: Int64?
    private var current: GameFollower?
    private var scout: GameFollower?
    /// Written to wake the thread: to stop it (``stopping`` set) or to look at the clients again.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let stopping = Atomic(false)
    private let done = DispatchSemaphore(value: 0)

    /// A tail of `library` feeding `hub`, with a keep-alive every `keepAliveMs` (25 s) while
    /// streams are open; nothing is read before ``start()``.
    public init(library: FileGameLibrary, hub: CourtHub, keepAliveMs: Int64 = 25_000) throws(LibraryError) {
        self.library = library
        self.hub = hub
        self.keepAliveMs = keepAliveMs
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw .folderUnavailable(
                path: library.folder, reason: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        scout = try GameFollower(library: library, game: nil)
        // A first stream starts the keep-alive's timeout, which the thread may be sleeping without.
        // Weakly: once this tail is gone its pipe is closed, and its descriptor number may be another file's.
        hub.whenFirstClientOpens { [weak self] in
            guard let self else { return }
            Self.wake(self.wakeWrite)
        }
    }

    deinit {
        Glibc.close(wakeRead)
        Glibc.close(wakeWrite)
    }

    /// Starts following on a thread of its own: a plain thread, which it blocks in `poll(2)` for as
    /// long as the server runs, rather than one of libdispatch's pool, whose width is shared.
    public func start() {
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                let tail = Unmanaged<CourtTail>.fromOpaque(context!).takeRetainedValue()
                tail.run()
                tail.done.signal()
                return nil
            }, box.toOpaque())
        if started == 0 {
            pthread_detach(thread)
        } else {
            box.release()
            done.signal()
        }
    }

    /// Stops following and waits for the thread to end.
    public func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        Self.wake(wakeWrite)
        done.wait()
    }

    /// One byte down the wake pipe (none when it is full: the thread is to wake anyway).
    private static func wake(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    private func run() {
        firstLook()
        while true {
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            for follower in [current, scout].compactMap({ $0 }) {
                descriptors.append(pollfd(fd: follower.descriptor, events: Int16(POLLIN), revents: 0))
            }
            var timeouts = [current, scout].compactMap { $0?.recheckAfterMs }
            if let due = keepAliveDue() { timeouts.append(due) }
            _ = poll(&descriptors, nfds_t(descriptors.count), Int32(timeouts.min() ?? -1))
            if descriptors[0].revents != 0 {
                if stopping.load(ordering: .sequentiallyConsistent) { return }
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(wakeRead, &bytes, bytes.count)
            }
            if keepAliveDue() == 0 {
                hub.keepAlive()
                nextKeepAliveMs = time.monotonicMs + keepAliveMs
            }
            look()
        }
    }

    /// Milliseconds until the next keep-alive (0: now), or nil while no event stream is open (a
    /// stream opened then gets its first one a keep-alive period after the tail next wakes).
    private func keepAliveDue() -> Int? {
        guard hub.clientCount > 0 else {
            nextKeepAliveMs = nil
            return nil
        }
        let now = time.monotonicMs
        let next = nextKeepAliveMs ?? now + keepAliveMs
        nextKeepAliveMs = next
        return Int(max(0, next - now))
    }

    /// The first look: the game being scored, else the library's most recent one.
    private func firstLook() {
        look()
        guard current == nil, let newest = try? library.list().summaries.first else { return }
        guard let follower = try? GameFollower(library: library, game: newest.id) else { return }
        current = follower
        hub.follow(newest.id, location: follower.path ?? library.folder)
        hub.apply(follower.poll())
    }

    /// Reads what changed, and moves to the game being scored when the scout found one; `again`:
    /// a scout made now looks at once (only once, so a lock seen by one follower and not yet by
    /// the other cannot make it look forever).
    private func look(again: Bool = true) {
        if let current { hub.apply(current.poll()) }
        if let scout {
            let updates = scout.poll()
            if let id = scout.gameID {
                if id == current?.gameID {
                    // The game followed is being scored again: its own follower says so.
                    self.scout = nil
                } else {
                    current?.close()
                    current = scout
                    self.scout = nil
                    hub.follow(id, location: scout.path ?? library.folder)
                    hub.apply(updates)
                }
            }
        }
        if again, current == nil || hub.scorerPresent != true, scout == nil {
            // Nobody scores the game followed: wait for one that somebody does.
            scout = try? GameFollower(library: library, game: nil)
            if scout != nil { look(again: false) }
        }
    }
}
