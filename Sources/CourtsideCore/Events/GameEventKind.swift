/// What happened: a move, a clock change, or an undo/redo of a move.
public enum GameEventKind: Hashable, Sendable {
    /// A player made a move.
    case move(PlayerID, Move)
    /// The clock started (or resumed).
    case clockStarted
    /// The clock paused; also recorded by itself when a move wins the game.
    case clockPaused
    /// Voids the latest move that is not voided yet.
    case undo
    /// Restores the move voided last, if no new move happened since.
    case redo

    /// The `type` word used in files and exports.
    public var typeName: String {
        switch self {
        case .move: "move"
        case .clockStarted: "start"
        case .clockPaused: "pause"
        case .undo: "undo"
        case .redo: "redo"
        }
    }
}
