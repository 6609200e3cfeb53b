import Synchronization

/// How many connections are being served, against the limit, shared by the event loops that
/// accept them.
final class ConnectionCount: Sendable {
    let limit: Int
    private let count = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a connection in when there is room for it; false when the limit is reached.
    func admit() -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// An admitted connection closed.
    func release() {
        count.withLock { $0 -= 1 }
    }
}
