/// A player as the game's header has them: the slot events refer to (``id``) and the name given at
/// the start. A join or rename changes the name in the fold (``GameState``), not here.
public struct Player: Hashable, Sendable {
    /// Stable id within the game; events refer to the player by it.
    public let id: PlayerID
    /// The name as the scorer typed it (validated, but not sanitized for display).
    public let name: String

    /// Slot `id`, called `name`; the name is not checked here: ``NameRule`` is the door names enter by.
    public init(id: PlayerID, name: String) {
        self.id = id
        self.name = name
    }
}
