/// One player's night so far: games, wins, losses and points.
public struct RunStanding: Hashable, Sendable {
    /// The name: as first typed, or as last renamed (``RunEntry/Kind/rename(from:to:)``).
    public let name: String
    /// The run's finished games this player played in.
    public private(set) var games = 0
    /// Of them, won by this player's team.
    public private(set) var wins = 0
    /// Of them, lost.
    public private(set) var losses = 0
    /// Points this player scored in them.
    public private(set) var points = 0

    /// A player with nothing played yet.
    public init(name: String) {
        self.name = name
    }

    /// `was`'s night under the name `name` (a rename).
    init(name: String, keeping was: RunStanding) {
        self.name = name
        (games, wins, losses, points) = (was.games, was.wins, was.losses, was.points)
    }

    /// Counts a finished game: `scored` points and, when the player `played` (not on the bench all
    /// game), a game won or lost. False, changing nothing, when the points would overflow.
    mutating func count(scored: Int, played: Bool, won: Bool) -> Bool {
        let (sum, overflow) = points.addingReportingOverflow(scored)
        guard !overflow else { return false }
        points = sum
        guard played else { return true }
        games += 1
        if won { wins += 1 } else { losses += 1 }
        return true
    }
}
