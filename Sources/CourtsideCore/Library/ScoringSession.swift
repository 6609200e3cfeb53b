/// A game open for live scoring: the game as stored, and the recorder that holds its lock.
///
/// A class, so the board that scores the game can take the game over (``takeGame()``): a session
/// that kept its copy while the board appended to the other would hold a long game twice (the
/// first change copies a shared value whole).
public final class ScoringSession {
    /// The game, folded from its log; the clock comes back paused at ``GameState/clockMs``. After
    /// ``takeGame()``, the header with no events.
    public private(set) var game: Game
    /// Keeps each new event; close it (or let it go) to release the lock.
    public let recorder: any ScoringRecorder
    /// Where the game is kept (the file's path).
    public let location: String
    /// Recoverable oddities met while reading (a torn last line, removed on the next save).
    public let warnings: [LibraryWarning]

    /// A session over `game`, whose lock `recorder` already holds (``GameLibrary/openForScoring(_:)``
    /// and ``GameLibrary/create(_:)`` take it before they make one).
    public init(game: Game, recorder: any ScoringRecorder, location: String, warnings: [LibraryWarning] = []) {
        self.game = game
        self.recorder = recorder
        self.location = location
        self.warnings = warnings
    }

    /// Hands the game over to the board that scores it, keeping only its header here, so the
    /// board's copy is the only one and its first event copies nothing.
    public func takeGame() -> Game {
        let taken = game
        game = Game(header: taken.header)
        return taken
    }
}
