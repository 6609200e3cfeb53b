import CourtsideCore

/// A recorder that keeps events in memory: for tests, and for replay, which must never write.
public final class InMemoryRecorder: GameRecorder {
    /// Everything recorded, in order.
    public private(set) var events: [GameEvent] = []
    /// When set, the next ``record(_:)`` throws it once (to test a full disk).
    public var failNext: (any Error)?

    /// Creates an empty recorder.
    public init() {}

    /// Appends the event, or throws ``failNext``.
    public func record(_ event: GameEvent) throws {
        if let error = failNext {
            failNext = nil
            throw error
        }
        events.append(event)
    }
}
