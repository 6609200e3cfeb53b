import CourtsideCore

/// One court as the league database has it, for the desk: its newest game folded by the core's
/// fold. The app makes it from the league's court (the view models know no database).
public struct DeskCourt: Sendable {
    /// The court's name, as its laptop sent it (not sanitized: the table's cells are).
    public let court: String
    /// Who plays, to what.
    public let header: GameHeader
    /// The state after the events the league holds.
    public let state: GameState
    /// When the league last received an event of this game (Unix ms, the database's clock).
    public let lastHeardMs: Int64
    /// How many of the court's games the league refused (two devices, one game id).
    public let refused: Int

    public init(court: String, header: GameHeader, state: GameState, lastHeardMs: Int64, refused: Int) {
        self.court = court
        self.header = header
        self.state = state
        self.lastHeardMs = lastHeardMs
        self.refused = refused
    }
}
