import CourtsideCore

/// What the game list asks the run loop to do next. The list has already done the library work,
/// so a refusal (a game locked by another scorer, a file gone bad) stays on the list's status line.
public enum GameListAction {
    /// Score this game live: the session holds its lock until its recorder is closed or freed.
    case resume(ScoringSession)
    /// Show this game read-only on the scoreboard.
    case view(LoadedGame)
    /// Replay this game.
    case replay(LoadedGame)
    /// Score a new game made from the selected one's teams and rules (a rematch): the session
    /// holds the new game's lock, as for ``resume(_:)``.
    case rematch(ScoringSession)
    /// Open the game creator.
    case create
    /// Show the players or the leaders.
    case players(PlayersTableKind)
    /// Open tonight's run (the open one, or a new one).
    case run
    /// Leave courtside (`q` by default): the list closes and the program ends.
    case quit

    /// The game the action is about, if any.
    public var gameID: GameID? {
        switch self {
        case .resume(let session), .rematch(let session): session.game.header.id
        case .view(let loaded), .replay(let loaded): loaded.game.header.id
        case .create, .players, .run, .quit: nil
        }
    }
}
