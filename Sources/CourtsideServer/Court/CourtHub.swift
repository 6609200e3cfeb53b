import CourtsideCore
import Synchronization

/// What the server knows of the court, shared by the follower's thread (which writes) and the
/// request handlers (which read and subscribe), behind one mutex.
///
/// Publishing never waits for a client: each event stream has a bounded buffer, and a client
/// whose buffer is full (a slow or stuck reader) is dropped at once; its browser reconnects with
/// `Last-Event-ID` and is sent what it missed.
public final class CourtHub: Sendable {
    /// The most event streams open at once; more are refused (503) until one closes.
    public let maxClients: Int
    /// The most events waiting for one client before it is dropped.
    public let bufferLimit: Int

    private struct Inner {
        var model = CourtModel()
        var clients: [Int: AsyncStream<String>.Continuation] = [:]
        var nextClient = 0
        var closed = false
        /// Told when a stream opens while none was (the tail then starts its keep-alive timeout).
        var onFirstClient: (@Sendable () -> Void)?
    }

    private let inner = Mutex(Inner())
    private let time = SystemTimeSource()

    /// A hub for at most `maxClients` event streams, each holding at most `bufferLimit` events.
    public init(maxClients: Int = 256, bufferLimit: Int = 512) {
        self.maxClients = maxClients
        self.bufferLimit = bufferLimit
    }

    /// What a new event stream starts with, and the events after it.
    public struct Subscription: Sendable {
        /// The events the client missed (after its `Last-Event-ID`), to be folded by ``missed()``.
        let replay: CourtReplay?
        /// The `state` event when the client subscribed: it follows the missed events.
        public let state: String
        /// Every event from then on; it ends when the client is dropped or the server stops.
        public let stream: AsyncStream<String>

        /// The missed events, as one chunk: the game folded again up to them, which takes long for
        /// a long game, so it is done here, outside the hub (no lock is held) and, by the server,
        /// on a ``BackgroundWork`` rather than the Swift pool.
        public func missed() -> String {
            replay?.frames() ?? ""
        }
    }

    /// The game followed now; nil while waiting for one.
    public var gameID: GameID? { inner.withLock { $0.model.gameID } }

    /// Whether a scorer holds the game followed (nil: not known, or no game).
    public var scorerPresent: Bool? { inner.withLock { $0.model.scorerPresent } }

    /// How many event streams are open.
    public var clientCount: Int { inner.withLock { $0.clients.count } }

    /// `/api/state` now.
    public func stateJSON() -> String {
        let now = time.monotonicMs
        return inner.withLock { $0.model.stateJSON(now: now) }
    }

    /// Folds a court follower's updates and sends every client the events they make; a game read
    /// whole that is another game is followed from then on (its file at `location(id)`).
    func apply(_ updates: [FollowerReport], location: (GameID) -> String) {
        guard !updates.isEmpty else { return }
        let now = time.monotonicMs
        let wall = time.wallMs
        let dropped = inner.withLock { inner -> [AsyncStream<String>.Continuation] in
            var frames = ""
            for update in updates {
                if case .loaded(let game, _) = update, game.header.id != inner.model.gameID {
                    inner.model.follow(game.header.id, location: location(game.header.id))
                }
                frames += inner.model.apply(update, now: now, wallMs: wall).joined()
            }
            return frames.isEmpty ? [] : Self.send(frames, to: &inner)
        }
        // Finished outside the lock: a stream's termination handler takes the lock itself.
        for client in dropped { client.finish() }
    }

    /// Sends every client a comment, so a client that went away is noticed.
    func keepAlive() {
        let dropped = inner.withLock { Self.send(SSEFrame.keepAlive, to: &$0) }
        for client in dropped { client.finish() }
    }

    /// A new event stream for a client that last had `lastEventID` (the `Last-Event-ID` header,
    /// nil for a first connection); nil when the hub is full or closed.
    public func subscribe(lastEventID: EventID?) -> Subscription? {
        let now = time.monotonicMs
        let (stream, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingOldest(bufferLimit))
        let subscribed = inner.withLock { inner -> (Int, CourtReplay?, String, (@Sendable () -> Void)?)? in
            guard !inner.closed, inner.clients.count < maxClients else { return nil }
            let id = inner.nextClient
            inner.nextClient += 1
            inner.clients[id] = continuation
            // What was missed and the state are taken under the same lock the publisher holds, so
            // nothing falls between them and the stream's first event; taking them is O(1), and
            // the missed events are folded after, with the lock free (``Subscription/missed()``).
            let replay = lastEventID.flatMap { inner.model.replay(after: $0) }
            return (id, replay, inner.model.stateFrame(now: now), inner.clients.count == 1 ? inner.onFirstClient : nil)
        }
        guard let (id, replay, state, tell) = subscribed else {
            continuation.finish()
            return nil
        }
        tell?()
        continuation.onTermination = { [weak self] _ in
            self?.inner.withLock { _ = $0.clients.removeValue(forKey: id) }
        }
        return Subscription(replay: replay, state: state, stream: stream)
    }

    /// Calls `action` (from the subscribing thread, outside the lock) whenever an event stream
    /// opens while none was open.
    func whenFirstClientOpens(_ action: @escaping @Sendable () -> Void) {
        inner.withLock { $0.onFirstClient = action }
    }

    /// Ends every event stream and refuses new ones (the server is stopping).
    public func close() {
        let clients = inner.withLock { inner -> [AsyncStream<String>.Continuation] in
            inner.closed = true
            defer { inner.clients = [:] }
            return Array(inner.clients.values)
        }
        for client in clients { client.finish() }
    }

    /// Queues `frames` for every client; removes and returns those whose buffer was full (or
    /// that are gone), to be finished outside the lock.
    private static func send(_ frames: String, to inner: inout Inner) -> [AsyncStream<String>.Continuation] {
        var dropped: [AsyncStream<String>.Continuation] = []
        for (id, client) in inner.clients {
            switch client.yield(frames) {
            case .enqueued:
                continue
            case .dropped, .terminated:
                inner.clients[id] = nil
                dropped.append(client)
            @unknown default:
                continue
            }
        }
        return dropped
    }
}
