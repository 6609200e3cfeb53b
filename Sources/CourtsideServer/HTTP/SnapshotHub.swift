import Synchronization

/// A page's whole state as one JSON document (tonight's run, ``RunPageState``; the league's
/// courts, ``CourtsPageState``), shared by what follows it (which writes) and the request
/// handlers (which read and subscribe), behind one mutex.
///
/// Each change is the whole state (a few kilobytes), sent as one event named ``event`` to every
/// stream (`/api/run/events`, `/api/courts/events`); a stream starts with the state as it is, so
/// a reconnecting page misses nothing and needs no event ids. As with the court's ``CourtHub``, publishing never
/// waits: a stream whose bounded buffer is full is dropped, and its browser reconnects.
public final class SnapshotHub: Sendable {
    /// The most event streams open at once; more are refused (503) until one closes.
    public let maxClients: Int
    /// The most events waiting for one client before it is dropped.
    public let bufferLimit: Int
    /// The name of the events sent (`run`, `courts`).
    public let event: String

    private struct Inner {
        var json: String
        var clients: [Int: AsyncStream<String>.Continuation] = [:]
        var nextClient = 0
        var closed = false
        /// Told when a stream opens while none was (the court's tail then starts its keep-alive timeout).
        var onFirstClient: (@Sendable () -> Void)?
    }

    private let inner: Mutex<Inner>

    /// A hub of `event` events, holding `initial` until the first publish, for at most
    /// `maxClients` streams, each holding at most `bufferLimit` events.
    public init(event: String, initial: String, maxClients: Int = 256, bufferLimit: Int = 64) {
        self.event = event
        self.maxClients = maxClients
        self.bufferLimit = bufferLimit
        inner = Mutex(Inner(json: initial))
    }

    /// The run's hub: `run` events, no run until the tail has read it.
    public static func run() -> SnapshotHub {
        SnapshotHub(event: "run", initial: RunPageState.none.json())
    }

    /// The state now (`/api/run`, `/api/courts`).
    public var json: String { inner.withLock { $0.json } }

    /// How many event streams are open.
    public var clientCount: Int { inner.withLock { $0.clients.count } }

    /// The state is now `json`: every stream gets it, unless it is what they have.
    func publish(_ json: String) {
        let dropped = inner.withLock { inner -> [AsyncStream<String>.Continuation] in
            guard inner.json != json else { return [] }
            inner.json = json
            return Self.send(SSEFrame.event(event, id: nil, data: json), to: &inner)
        }
        // Finished outside the lock: a stream's termination handler takes the lock itself.
        for client in dropped { client.finish() }
    }

    /// A new stream: its first event (the state as it is) and the events after it; nil when the hub
    /// is full or closed.
    public func subscribe() -> (first: String, stream: AsyncStream<String>)? {
        let (stream, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingOldest(bufferLimit))
        let subscribed = inner.withLock { inner -> (Int, String, (@Sendable () -> Void)?)? in
            guard !inner.closed, inner.clients.count < maxClients else { return nil }
            let id = inner.nextClient
            inner.nextClient += 1
            inner.clients[id] = continuation
            return (
                id, SSEFrame.event(event, id: nil, data: inner.json),
                inner.clients.count == 1 ? inner.onFirstClient : nil
            )
        }
        guard let (id, first, tell) = subscribed else {
            continuation.finish()
            return nil
        }
        tell?()
        continuation.onTermination = { [weak self] _ in
            self?.inner.withLock { _ = $0.clients.removeValue(forKey: id) }
        }
        return (first, stream)
    }

    /// Sends every stream a comment (``SSEFrame/keepAlive``), so a client that went away is noticed
    /// and a proxy does not close a stream gone quiet; a stream whose buffer is full is dropped.
    /// The court's tail calls it on its keep-alive timeout, the server's one timed wake-up.
    func keepAlive() {
        let dropped = inner.withLock { Self.send(SSEFrame.keepAlive, to: &$0) }
        for client in dropped { client.finish() }
    }

    /// Gives `frame` to every stream; returns the streams it dropped (their buffer was full), to
    /// be finished outside the lock (a stream's termination handler takes it).
    private static func send(_ frame: String, to inner: inout Inner) -> [AsyncStream<String>.Continuation] {
        var dropped: [AsyncStream<String>.Continuation] = []
        for (id, client) in inner.clients {
            if case .enqueued = client.yield(frame) { continue }
            inner.clients[id] = nil
            dropped.append(client)
        }
        return dropped
    }

    /// Calls `action` (from the subscribing thread, outside the lock) whenever a stream opens
    /// while none was open.
    func whenFirstClientOpens(_ action: @escaping @Sendable () -> Void) {
        inner.withLock { $0.onFirstClient = action }
    }

    /// Ends every stream and refuses new ones (the server is stopping).
    public func close() {
        let clients = inner.withLock { inner -> [AsyncStream<String>.Continuation] in
            inner.closed = true
            defer { inner.clients = [:] }
            return Array(inner.clients.values)
        }
        for client in clients { client.finish() }
    }
}
