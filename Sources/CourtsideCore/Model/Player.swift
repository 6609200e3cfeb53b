/// A player on a team.
public struct Player: Hashable, Sendable {
    /// Stable id within the game; events refer to the player by it.
    public let id: PlayerID
    /// The name as the scorer typed it (validated, but not sanitized for display).
    public let name: String

    /// Creates a player.
    public init(id: PlayerID, name: String) {
        self.id = id
        self.name = name
    }
}
