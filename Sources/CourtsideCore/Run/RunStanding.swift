/// One player's night so far: games, wins, losses and points.
public struct RunStanding: Hashable, Sendable {
    /// The name: as first typed, or as last renamed (``RunEntry/Kind/rename(from:to:)``).
    public let name: String
    /// The run's finished games this player played in.
    public internal(set) var games = 0
    /// Of them, won by this player's team.
    public internal(set) var wins = 0
    /// Of them, lost.
    public internal(set) var losses = 0
    /// Points this player scored in them.
    public internal(set) var points = 0

    /// A player with nothing played yet.
    public init(name: String) {
        self.name = name
    }
}
