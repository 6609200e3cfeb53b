import CourtsideCore

/// Both scores at one moment of game time: one point of the worm chart.
public struct ScorePoint: Hashable, Sendable {
    /// The game clock, in milliseconds.
    public let clockMs: Int64
    /// The home team's score then.
    public let home: Int
    /// The away team's score then.
    public let away: Int

    /// Creates a point.
    public init(clockMs: Int64, home: Int, away: Int) {
        self.clockMs = clockMs
        self.home = home
        self.away = away
    }
}
