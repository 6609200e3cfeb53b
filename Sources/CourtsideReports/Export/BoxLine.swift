import CourtsideCore

/// One row of a box score: a player's counters, or a team's totals.
public struct BoxLine: Hashable, Sendable {
    /// The player's name, or the team's name on a total row.
    public let name: String
    /// Points (1 per 1PT, 2 per 2PT).
    public let points: Int
    /// Made 1-point shots.
    public let onePoint: Int
    /// Made 2-point shots.
    public let twoPoints: Int
    /// Assists.
    public let assists: Int
    /// Rebounds.
    public let rebounds: Int
    /// Fouls.
    public let fouls: Int

    /// A player's row from the counters the game folded.
    public init(name: String, stats: PlayerStats) {
        self.init(
            name: name, onePoint: stats.onePoint, twoPoints: stats.twoPoints, assists: stats.assists,
            rebounds: stats.rebounds, fouls: stats.fouls)
    }

    /// A row from its counters; points are derived, so they always agree with the shots.
    public init(name: String, onePoint: Int, twoPoints: Int, assists: Int, rebounds: Int, fouls: Int) {
        self.name = name
        self.onePoint = onePoint
        self.twoPoints = twoPoints
        self.assists = assists
        self.rebounds = rebounds
        self.fouls = fouls
        points = onePoint + 2 * twoPoints
    }

    /// The counters in box-score column order: PTS, 1PT, 2PT, AST, REB, FOUL.
    public var counts: [Int] { [points, onePoint, twoPoints, assists, rebounds, fouls] }

    /// The box-score column headings, in the order of ``counts``.
    public static let countLabels = ["PTS"] + [Move.onePoint, .twoPoints, .assist, .rebound, .foul].map(\.label)
}
