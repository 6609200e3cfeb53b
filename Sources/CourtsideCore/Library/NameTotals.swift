/// One spelling of a player's name added up over a library's finished games, as the index sums
/// it in SQL (`courtside leaders` with the index warm): the box score's counters, games and wins,
/// and when the first and last of those games were created (to match the name to the registry).
public struct NameTotals: Hashable, Sendable {
    /// The name as the games spell it.
    public let name: String
    /// Finished games the name played in (unfinished ones count nothing).
    public let games: Int
    /// Of them, won.
    public let wins: Int
    /// Points, at each game's own shot values.
    public let points: Int
    /// Made shots of the lower value (1 or 2 points).
    public let lowMade: Int
    /// Missed shots of the lower value.
    public let lowMissed: Int
    /// Made shots of the higher value (2 or 3 points).
    public let highMade: Int
    /// Missed shots of the higher value.
    public let highMissed: Int
    /// Assists, linked ones included.
    public let assists: Int
    /// Rebounds of every kind (offensive, defensive and plain).
    public let rebounds: Int
    /// Personal fouls, summed over the name's games.
    public let fouls: Int
    /// Offensive rebounds (also in ``rebounds``).
    public let offensiveRebounds: Int
    /// Defensive rebounds (also in ``rebounds``).
    public let defensiveRebounds: Int
    /// Made free throws (a point each, in ``points``).
    public let freeThrowsMade: Int
    /// Missed free throws.
    public let freeThrowsMissed: Int
    /// Turnovers.
    public let turnovers: Int
    /// Steals.
    public let steals: Int
    /// Blocked shots.
    public let blocks: Int
    /// Plus/minus summed over the games: the points the player's team scored less those it let in,
    /// while the player was on court.
    public let plusMinus: Int
    /// The creation time of the first of the games.
    public let firstCreatedMs: Int64
    /// The creation time of the last of the games.
    public let lastCreatedMs: Int64
    /// The last activity (last event, else creation) of the newest of the games: the spelling of
    /// the newest game is the name an unregistered player goes by.
    public let lastActivityMs: Int64

    /// Totals from their parts; the stat sheet's counters are 0 unless given.
    public init(
        name: String, games: Int, wins: Int, points: Int, lowMade: Int, lowMissed: Int, highMade: Int,
        highMissed: Int, assists: Int, rebounds: Int, fouls: Int, plusMinus: Int, firstCreatedMs: Int64,
        lastCreatedMs: Int64, lastActivityMs: Int64, offensiveRebounds: Int = 0, defensiveRebounds: Int = 0,
        freeThrowsMade: Int = 0, freeThrowsMissed: Int = 0, turnovers: Int = 0, steals: Int = 0, blocks: Int = 0
    ) {
        self.name = name
        self.games = games
        self.wins = wins
        self.points = points
        self.lowMade = lowMade
        self.lowMissed = lowMissed
        self.highMade = highMade
        self.highMissed = highMissed
        self.assists = assists
        self.rebounds = rebounds
        self.fouls = fouls
        self.plusMinus = plusMinus
        self.firstCreatedMs = firstCreatedMs
        self.lastCreatedMs = lastCreatedMs
        self.lastActivityMs = lastActivityMs
        self.offensiveRebounds = offensiveRebounds
        self.defensiveRebounds = defensiveRebounds
        self.freeThrowsMade = freeThrowsMade
        self.freeThrowsMissed = freeThrowsMissed
        self.turnovers = turnovers
        self.steals = steals
        self.blocks = blocks
    }
}
