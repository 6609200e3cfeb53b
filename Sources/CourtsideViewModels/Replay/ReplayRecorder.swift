import CourtsideCore

/// The recorder a replay's scoreboard gets: it refuses every event, so a replay cannot write, even
/// if a read-only check were ever missed.
final class ReplayRecorder: GameRecorder {
    /// Why an event was refused.
    struct Refused: Error, CustomStringConvertible {
        var description: String { "a replay records nothing" }
    }

    /// Always throws ``Refused``.
    func record(_ event: GameEvent) throws {
        throw Refused()
    }
}
