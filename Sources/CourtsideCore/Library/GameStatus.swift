/// Whether a saved game can still be scored.
public enum GameStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not won yet: it can be resumed.
    case inProgress = "in-progress"
    /// Won: it opens read-only.
    case finished
}
