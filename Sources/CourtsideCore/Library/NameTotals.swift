/// One spelling of a player's name added up over a library's finished games, as the index sums
/// it in SQL (`courtside leaders` with the index warm): the box score's counters, games and wins,
/// and when the first and last of those games were created (to match the name to the registry).
public struct NameTotals: Hashable, Sendable {
    /// The name as the games spell it.
    public let name: String
    /// Finished games.
    public let games: Int
    /// Of them, won.
    public let wins: Int
    /// Points.
    public let points: Int
    /// Made and missed shots of each value.
    public let lowMade: Int
    public let lowMissed: Int
    public let highMade: Int
    public let highMissed: Int
    /// Assists, rebounds, fouls.
    public let assists: Int
    public let rebounds: Int
    public let fouls: Int
    /// Plus/minus, summed.
    public let plusMinus: Int
    /// The creation time of the first and the last of the games.
    public let firstCreatedMs: Int64
    public let lastCreatedMs: Int64
    /// The last activity (last event, else creation) of the newest of the games: the spelling of
    /// the newest game is the name an unregistered player goes by.
    public let lastActivityMs: Int64

    /// Totals from their parts.
    public init(
        name: String, games: Int, wins: Int, points: Int, lowMade: Int, lowMissed: Int, highMade: Int,
        highMissed: Int, assists: Int, rebounds: Int, fouls: Int, plusMinus: Int, firstCreatedMs: Int64,
        lastCreatedMs: Int64, lastActivityMs: Int64
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
    }
}
