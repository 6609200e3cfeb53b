/// Who did what: a play's player and move, as a correction changes them.
public struct PlayerMove: Hashable, Sendable {
    /// Who made the move.
    public let player: PlayerID
    /// What the move was.
    public let move: Move

    /// Creates a player's move.
    public init(player: PlayerID, move: Move) {
        self.player = player
        self.move = move
    }
}
