import CourtsideReports

/// The leaders table's players as its source reads them: their standings alone when the library
/// can say them without reading every game (its index's sums), else every player with their games.
public enum LeadersSnapshot: Sendable {
    /// Each player's standing over every game, without the games: grouping the table or opening
    /// a player's page reads the players then (``PlayerStatsSource/read()``).
    case standings([PlayerStanding])
    /// Every player read with their games, as the players table reads them.
    case players(PlayersSnapshot)
}
