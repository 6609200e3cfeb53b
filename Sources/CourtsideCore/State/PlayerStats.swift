/// One player's counters, folded from the log.
public struct PlayerStats: Hashable, Sendable {
    /// Made 1-point shots.
    public internal(set) var onePoint = 0
    /// Made 2-point shots.
    public internal(set) var twoPoints = 0
    /// Assists.
    public internal(set) var assists = 0
    /// Rebounds.
    public internal(set) var rebounds = 0
    /// Fouls.
    public internal(set) var fouls = 0

    /// Creates zeroed counters.
    public init() {}

    /// Points scored, at the shot values of the game's rules.
    public internal(set) var points = 0

    /// The counter for a move.
    public func count(of move: Move) -> Int {
        switch move {
        case .onePoint: onePoint
        case .twoPoints: twoPoints
        case .assist: assists
        case .rebound: rebounds
        case .foul: fouls
        }
    }

    /// Adds `delta` (+1 or -1) to the counter for a move, and `points` (already signed) to the
    /// points scored.
    mutating func add(_ move: Move, _ delta: Int, points: Int) {
        self.points += points
        switch move {
        case .onePoint: onePoint += delta
        case .twoPoints: twoPoints += delta
        case .assist: assists += delta
        case .rebound: rebounds += delta
        case .foul: fouls += delta
        }
    }
}
