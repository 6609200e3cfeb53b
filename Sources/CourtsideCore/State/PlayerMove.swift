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

    /// `assist` if this move takes it: a made field goal (a free throw has none) and a teammate
    /// who is not the shooter; else nil. A correction of the basket keeps its linked passer, and
    /// this says whether the assist still counts (carried) or not (dropped).
    public func credits(_ assist: PlayerID?) -> PlayerID? {
        guard let assist, move == .onePoint || move == .twoPoints, assist.side == player.side, assist != player
        else { return nil }
        return assist
    }
}
