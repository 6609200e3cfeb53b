import CourtsideCore

/// A step of the selection across the panels, which sit home on the top row, away below.
public enum SelectionMove: Hashable, Sendable {
    /// One panel left on the same row (wraps).
    case left
    /// One panel right on the same row (wraps).
    case right
    /// To the other row, same column.
    case up
    /// To the other row, same column.
    case down
    /// The next of all six, home 1 … away 3, wrapping (Tab).
    case next
    /// The previous of all six (Shift-Tab).
    case previous

    /// The player this step selects from `player`.
    func target(from player: PlayerID) -> PlayerID {
        let size = Team.size
        switch self {
        case .left: return PlayerID(side: player.side, number: (player.number + size - 2) % size + 1)
        case .right: return PlayerID(side: player.side, number: player.number % size + 1)
        case .up, .down: return PlayerID(side: player.side.opponent, number: player.number)
        case .next: return PlayerID.all[(player.index + 1) % PlayerID.all.count]
        case .previous: return PlayerID.all[(player.index + PlayerID.all.count - 1) % PlayerID.all.count]
        }
    }
}
