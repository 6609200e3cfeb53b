import CourtsideCore

/// What a section of the game list gathers, so the screen can style it.
public enum GameListSectionKind: Hashable, Sendable {
    /// Games with this status (grouping by status).
    case status(GameStatus)
    /// Games this team played, home or away (grouping by team); the name as last used.
    case team(String)
    /// Stored games that could not be read; always last, whatever the grouping.
    case problems
}
