import CourtsideCore

/// A run recorder that keeps entries in memory, for the run board's tests.
public final class InMemoryRunRecorder: RunRecorder {
    /// Everything recorded, in order.
    public private(set) var entries: [RunEntry] = []
    /// When set, the next record throws it once (a full disk) and keeps nothing.
    public var failNext: LibraryError?
    /// Whether ``close()`` was called.
    public private(set) var isClosed = false

    /// An empty recorder.
    public init() {}

    /// Appends the entries, or throws ``failNext`` and keeps none.
    public func record(_ entries: [RunEntry]) throws(LibraryError) {
        if let error = failNext {
            failNext = nil
            throw error
        }
        self.entries += entries
    }

    /// Notes the close.
    public func close() { isClosed = true }
}
