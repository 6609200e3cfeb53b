import CourtsideCore

/// The recorder a replay's scoreboard gets: it refuses every event, so a replay cannot write, even
/// if a read-only check were ever missed.
final class ReplayRecorder: GameRecorder {
    /// Always throws ``ReplayRefusal``.
    func record(_ event: GameEvent) throws {
        throw ReplayRefusal()
    }
}
