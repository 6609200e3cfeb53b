/// A player's box-score counters: in one game (``GamePlayerLine``), or summed over a library's
/// finished games (``NameTotals``, as the index sums them). The stat sheet's counters (split
/// rebounds, free throws, turnovers, steals, blocks) are 0 in a game of an older file.
public struct BoxCounts: Hashable, Sendable {
    /// Points, at each game's own shot values.
    public let points: Int
    /// Made shots of the lower value (1 or 2 points; `1pt` in files).
    public let lowMade: Int
    /// Missed shots of the lower value.
    public let lowMissed: Int
    /// Made shots of the higher value (2 or 3 points; `2pt` in files).
    public let highMade: Int
    /// Missed shots of the higher value.
    public let highMissed: Int
    /// Assists, linked ones included.
    public let assists: Int
    /// Rebounds of every kind (offensive, defensive and plain).
    public let rebounds: Int
    /// Personal fouls (the `foul` move).
    public let fouls: Int
    /// Offensive rebounds (also counted in ``rebounds``).
    public let offensiveRebounds: Int
    /// Defensive rebounds (also counted in ``rebounds``).
    public let defensiveRebounds: Int
    /// Made free throws: a point each (in ``points``), and no field goal.
    public let freeThrowsMade: Int
    /// Missed free throws.
    public let freeThrowsMissed: Int
    /// Turnovers: possessions the player lost.
    public let turnovers: Int
    /// Steals.
    public let steals: Int
    /// Shots of the other team the player blocked.
    public let blocks: Int
    /// Plus/minus: the points the player's team scored less those it let in while the player was on court (without a bench, every player is on court the whole game).
    public let plusMinus: Int

    /// Counters from their parts; the stat sheet's are 0 unless given.
    public init(
        points: Int, lowMade: Int, lowMissed: Int, highMade: Int, highMissed: Int, assists: Int, rebounds: Int,
        fouls: Int, plusMinus: Int, offensiveRebounds: Int = 0, defensiveRebounds: Int = 0, freeThrowsMade: Int = 0,
        freeThrowsMissed: Int = 0, turnovers: Int = 0, steals: Int = 0, blocks: Int = 0
    ) {
        self.points = points
        self.lowMade = lowMade
        self.lowMissed = lowMissed
        self.highMade = highMade
        self.highMissed = highMissed
        self.assists = assists
        self.rebounds = rebounds
        self.fouls = fouls
        self.offensiveRebounds = offensiveRebounds
        self.defensiveRebounds = defensiveRebounds
        self.freeThrowsMade = freeThrowsMade
        self.freeThrowsMissed = freeThrowsMissed
        self.turnovers = turnovers
        self.steals = steals
        self.blocks = blocks
        self.plusMinus = plusMinus
    }

    /// Field goals made, both shot values together.
    public var fieldGoalsMade: Int { lowMade + highMade }
    /// Field goals attempted, both shot values together.
    public var fieldGoalsAttempted: Int { lowMade + lowMissed + highMade + highMissed }
    /// Free throws attempted, made and missed.
    public var freeThrowsAttempted: Int { freeThrowsMade + freeThrowsMissed }
}
