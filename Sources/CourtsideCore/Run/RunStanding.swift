/// One player's night so far: games, wins, losses and points.
public struct RunStanding: Hashable, Sendable {
    /// The name: as first typed, or as last renamed (``RunEntry/Kind/rename(from:to:)``).
    public let name: String
    /// Games finished.
    public internal(set) var games = 0
    /// Wins.
    public internal(set) var wins = 0
    /// Losses.
    public internal(set) var losses = 0
    /// Points scored.
    public internal(set) var points = 0

    /// A player with nothing played yet.
    public init(name: String) {
        self.name = name
    }
}
