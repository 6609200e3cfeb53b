/// A game open for live scoring: the game as stored, and the recorder that holds its lock.
public struct ScoringSession {
    /// The game, folded from its log; the clock comes back paused at ``GameState/clockMs``.
    public let game: Game
    /// Keeps each new event; close it (or let it go) to release the lock.
    public let recorder: any ScoringRecorder
    /// Where the game is kept (the file's path).
    public let location: String
    /// Recoverable oddities met while reading (a torn last line, removed on the next save).
    public let warnings: [LibraryWarning]

    /// Creates a session.
    public init(game: Game, recorder: any ScoringRecorder, location: String, warnings: [LibraryWarning] = []) {
        self.game = game
        self.recorder = recorder
        self.location = location
        self.warnings = warnings
    }
}
