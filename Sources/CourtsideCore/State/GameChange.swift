/// What one applied event changed, so a view model updates only what it must.
public struct GameChange: Hashable, Sendable {
    /// The event that was applied.
    public let event: GameEvent
    /// The move that was made, voided (undo) or restored (redo), if any.
    public let move: MoveRecord?
    /// Whether the game's finished state flipped (won, or reopened by an undo).
    public let finishedChanged: Bool

    /// Creates a change.
    public init(event: GameEvent, move: MoveRecord?, finishedChanged: Bool) {
        self.event = event
        self.move = move
        self.finishedChanged = finishedChanged
    }
}
