import Synchronization

/// What the server knows of tonight's run (``RunPageState``'s JSON), shared by the run's tail
/// (which writes) and the request handlers (which read and subscribe), behind one mutex.
///
/// Each change is the whole state (a run's is small: a few kilobytes), sent as one `run` event
/// to every `/api/run/events` stream; a stream starts with the state as it is, so a reconnecting
/// page misses nothing and needs no event ids. As with the court's ``CourtHub``, publishing never
/// waits: a stream whose bounded buffer is full is dropped, and its browser reconnects.
public final class RunHub: Sendable {
    /// The most run event streams open at once; more are refused (503) until one closes.
    public let maxClients: Int
    /// The most events waiting for one client before it is dropped.
    public let bufferLimit: Int

    private struct Inner {
        var json = RunPageState.none.json()
        var clients: [Int: AsyncStream<String>.Continuation] = [:]
        var nextClient = 0
        var closed = false
    }

    private let inner = Mutex(Inner())

    /// A hub for at most `maxClients` streams, each holding at most `bufferLimit` events.
    public init(maxClients: Int = 256, bufferLimit: Int = 64) {
        self.maxClients = maxClients
        self.bufferLimit = bufferLimit
    }

    /// `/api/run` now.
    public var json: String { inner.withLock { $0.json } }

    /// How many run event streams are open.
    public var clientCount: Int { inner.withLock { $0.clients.count } }

    /// The run is now `json`: every stream gets it, unless it is what they have.
    func publish(_ json: String) {
        let dropped = inner.withLock { inner -> [AsyncStream<String>.Continuation] in
            guard inner.json != json else { return [] }
            inner.json = json
            let frame = SSEFrame.event("run", id: nil, data: json)
            var dropped: [AsyncStream<String>.Continuation] = []
            for (id, client) in inner.clients {
                if case .enqueued = client.yield(frame) { continue }
                inner.clients[id] = nil
                dropped.append(client)
            }
            return dropped
        }
        // Finished outside the lock: a stream's termination handler takes the lock itself.
        for client in dropped { client.finish() }
    }

    /// A new stream: its first event (the run as it is) and the events after it; nil when the hub
    /// is full or closed.
    public func subscribe() -> (first: String, stream: AsyncStream<String>)? {
        let (stream, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingOldest(bufferLimit))
        let subscribed = inner.withLock { inner -> (Int, String)? in
            guard !inner.closed, inner.clients.count < maxClients else { return nil }
            let id = inner.nextClient
            inner.nextClient += 1
            inner.clients[id] = continuation
            return (id, SSEFrame.event("run", id: nil, data: inner.json))
        }
        guard let (id, first) = subscribed else {
            continuation.finish()
            return nil
        }
        continuation.onTermination = { [weak self] _ in
            self?.inner.withLock { _ = $0.clients.removeValue(forKey: id) }
        }
        return (first, stream)
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
