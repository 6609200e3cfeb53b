import CourtsideCore

/// One won game of the league as the ratings see it: when, who won by how much, and who played
/// on each side (each player's name in that game; the directory matches players by it, case aside).
public struct LeagueResult: Equatable, Sendable {
    /// The game.
    public let id: GameID
    /// When it was created.
    public let createdMs: Int64
    /// The side that won.
    public let winner: Side
    /// The home score less the away score.
    public let margin: Int
    /// The home players who played, in slot order (a name twice in the game left out).
    public var home: [String]
    /// The away players who played, in slot order.
    public var away: [String]

    /// A result from its parts; the sides' players are added as the rows are read.
    public init(id: GameID, createdMs: Int64, winner: Side, margin: Int, home: [String] = [], away: [String] = []) {
        self.id = id
        self.createdMs = createdMs
        self.winner = winner
        self.margin = margin
        self.home = home
        self.away = away
    }
}
