import CourtsideCore

/// The recorder a replay's scoreboard gets: it refuses every event, so a replay cannot write, even
/// if a read-only check were ever missed.
final class ReplayRecorder: GameRecorder {
    /// Always throws ``ReplayRefusal``.
    func record(_ events: [GameEvent]) throws {
        throw ReplayRefusal()
    }

    /// Always throws ``ReplayRefusal``: a replay has nothing to write back.
    func writeBack(_ game: Game) throws -> String? {
        throw ReplayRefusal()
    }
}
