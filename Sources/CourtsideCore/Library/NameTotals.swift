/// One spelling of a player's name added up over a library's finished games, as the index sums
/// it in SQL (`courtside leaders` with the index warm): the box score's counters, games and wins,
/// and when the first and last of those games were created (to match the name to the registry).
@dynamicMemberLookup
public struct NameTotals: Hashable, Sendable {
    /// The name as the games spell it.
    public let name: String
    /// Finished games the name played in (unfinished ones count nothing).
    public let games: Int
    /// Of them, won.
    public let wins: Int
    /// The box score's counters summed over the games (`sums.points` reads one).
    public let counts: BoxCounts
    /// The creation time of the first of the games.
    public let firstCreatedMs: Int64
    /// The creation time of the last of the games.
    public let lastCreatedMs: Int64
    /// The last activity (last event, else creation) of the newest of the games: the spelling of
    /// the newest game is the name an unregistered player goes by.
    public let lastActivityMs: Int64

    /// Totals from their parts.
    public init(
        name: String, games: Int, wins: Int, counts: BoxCounts, firstCreatedMs: Int64, lastCreatedMs: Int64,
        lastActivityMs: Int64
    ) {
        self.name = name
        self.games = games
        self.wins = wins
        self.counts = counts
        self.firstCreatedMs = firstCreatedMs
        self.lastCreatedMs = lastCreatedMs
        self.lastActivityMs = lastActivityMs
    }

    /// A counter of ``counts``, read as the line's own (`line.points`).
    public subscript<Value>(dynamicMember counter: KeyPath<BoxCounts, Value>) -> Value { counts[keyPath: counter] }
}
