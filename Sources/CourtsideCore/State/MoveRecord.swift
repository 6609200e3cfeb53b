/// A move as the undo and redo stacks keep it: which event made it, by whom, what.
public struct MoveRecord: Hashable, Sendable {
    /// The sequence number of the move event.
    public let sequence: Int
    /// Who made the move.
    public let player: PlayerID
    /// What the move was.
    public let move: Move

    /// Creates a record.
    public init(sequence: Int, player: PlayerID, move: Move) {
        self.sequence = sequence
        self.player = player
        self.move = move
    }
}
