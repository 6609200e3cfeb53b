import CourtsideCore

/// A game the league refused: its database holds a different event at `seq` than this library's
/// file (two devices scored one game id, or a row was forged), or the game is another court's.
/// The sender stops sending that game; the row it refused is kept in the `conflicts` table.
public struct LeagueConflict: Equatable, Sendable, CustomStringConvertible {
    /// The game.
    public let game: GameID
    /// The first event that differs.
    public let seq: Int
    /// What differs, in words.
    public let reason: String

    public init(game: GameID, seq: Int, reason: String) {
        self.game = game
        self.seq = seq
        self.reason = reason
    }

    public var description: String { "game \(game), event \(seq): \(reason)" }
}
