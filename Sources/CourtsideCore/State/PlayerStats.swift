/// One player's counters, folded from the log.
public struct PlayerStats: Hashable, Sendable {
    /// Made 1-point shots.
    public private(set) var onePoint = 0
    /// Made 2-point shots.
    public private(set) var twoPoints = 0
    /// Assists that stand: assist plays, and assists linked to a teammate's basket.
    public private(set) var assists = 0
    /// Rebounds of every kind: the plain ones of older files, offensive and defensive.
    public private(set) var rebounds = 0
    /// Offensive rebounds (also counted in ``rebounds``).
    public private(set) var offensiveRebounds = 0
    /// Defensive rebounds (also counted in ``rebounds``).
    public private(set) var defensiveRebounds = 0
    /// Turnovers: possessions this player lost.
    public private(set) var turnovers = 0
    /// Steals: the ball taken from the other team.
    public private(set) var steals = 0
    /// Shots of the other team this player blocked.
    public private(set) var blocks = 0
    /// Made free throws (not field goals).
    public private(set) var freeThrows = 0
    /// Missed free throws: no field-goal attempt (``fieldGoalsAttempted`` leaves them out).
    public private(set) var freeThrowMisses = 0
    /// Personal fouls committed (they also count toward the team's fouls).
    public private(set) var fouls = 0
    /// Missed 1-point attempts.
    public private(set) var onePointMisses = 0
    /// Missed 2-point attempts.
    public private(set) var twoPointMisses = 0

    /// Every counter at zero: a player before their first move. Only the fold adds to it, and takes
    /// away as moves are undone or deleted.
    public init() {}

    /// Points scored, at the shot values of the game's rules.
    public private(set) var points = 0

    /// Shots made of a value (1 or 2; 0 for any other value).
    public func made(_ value: Int) -> Int {
        switch value {
        case 1: onePoint
        case 2: twoPoints
        default: 0
        }
    }

    /// Shots attempted of a value (1 or 2): made plus missed.
    public func attempted(_ value: Int) -> Int {
        switch value {
        case 1: onePoint + onePointMisses
        case 2: twoPoints + twoPointMisses
        default: 0
        }
    }

    /// Field goals made, every shot value together.
    public var fieldGoalsMade: Int { onePoint + twoPoints }

    /// Field goals attempted, every shot value together.
    public var fieldGoalsAttempted: Int { fieldGoalsMade + onePointMisses + twoPointMisses }

    /// Free throws attempted: made plus missed.
    public var freeThrowsAttempted: Int { freeThrows + freeThrowMisses }

    /// The counter for a move (for a missed shot, the misses; for ``Move/rebound``, every rebound).
    public func count(of move: Move) -> Int {
        switch move {
        case .onePoint: onePoint
        case .twoPoints: twoPoints
        case .assist: assists
        case .rebound: rebounds
        case .foul: fouls
        case .onePointMiss: onePointMisses
        case .twoPointMiss: twoPointMisses
        case .turnover: turnovers
        case .steal: steals
        case .block: blocks
        case .offensiveRebound: offensiveRebounds
        case .defensiveRebound: defensiveRebounds
        case .freeThrow: freeThrows
        case .freeThrowMiss: freeThrowMisses
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
        case .onePointMiss: onePointMisses += delta
        case .twoPointMiss: twoPointMisses += delta
        case .turnover: turnovers += delta
        case .steal: steals += delta
        case .block: blocks += delta
        case .offensiveRebound:
            offensiveRebounds += delta
            rebounds += delta
        case .defensiveRebound:
            defensiveRebounds += delta
            rebounds += delta
        case .freeThrow: freeThrows += delta
        case .freeThrowMiss: freeThrowMisses += delta
        }
    }
}
