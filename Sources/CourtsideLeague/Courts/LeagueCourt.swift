import CourtsideCore

/// One court's game as the league database has it: the newest game the court sent, folded from
/// its events by the core's fold, for `/courts`.
public struct LeagueCourt: Sendable {
    /// The court's name, as its laptop sent it (not sanitized: whoever prints it does).
    public let court: String
    /// Who plays, to what (from `games.header`).
    public let header: GameHeader
    /// The state after the events the league holds of it.
    public let state: GameState
    /// The last event's sequence number the league holds (0 before the first).
    public let seq: Int
    /// When the league last received an event of this game (Unix ms, the database's clock).
    public let lastHeardMs: Int64
    /// How many of the court's games the league refused (the `conflicts` table's rows: another
    /// device's event at a taken seq, or another court's game id), for the desk.
    public let refused: Int
}
