import CourtsideCore

/// A recorder that keeps events in memory: for tests, and for replay, which must never write.
public final class InMemoryRecorder: GameRecorder {
    /// Everything recorded, in order.
    public private(set) var events: [GameEvent] = []
    /// When set, the next record throws it once (to test a full disk).
    public var failNext: (any Error)?
    /// How many times ``record(_:)`` was called (a batch counts once).
    public private(set) var recordCalls = 0

    /// Creates an empty recorder.
    public init() {}

    /// Appends the events, or throws ``failNext`` and keeps none.
    public func record(_ events: [GameEvent]) throws {
        recordCalls += 1
        if let error = failNext {
            failNext = nil
            throw error
        }
        self.events.append(contentsOf: events)
    }

    /// Replaces what was recorded with the game's events.
    public func writeBack(_ game: Game) throws -> String? {
        events = game.events
        return nil
    }
}
