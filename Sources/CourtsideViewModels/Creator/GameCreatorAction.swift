import CourtsideCore

/// What the creator asks the run loop to do next.
public enum GameCreatorAction {
    /// The game is stored and open for scoring: show its scoreboard. The session holds the game's
    /// lock until its recorder is closed or freed.
    case created(ScoringSession)
    /// The scorer left the form; nothing was created.
    case cancelled

    /// The created game's id, if one was created.
    public var gameID: GameID? {
        if case .created(let session) = self { return session.game.header.id }
        return nil
    }
}
