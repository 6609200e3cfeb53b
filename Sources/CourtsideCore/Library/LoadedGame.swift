/// A saved game read without the lock, for viewing, export and replay.
public struct LoadedGame: Sendable {
    /// The game, folded from its log.
    public let game: Game
    /// Where it is kept (the file's path).
    public let location: String
    /// Recoverable oddities met while reading (a torn last line).
    public let warnings: [LibraryWarning]

    /// A game read from `location`, with what was odd about reading it (none for a game that was
    /// never torn).
    public init(game: Game, location: String, warnings: [LibraryWarning] = []) {
        self.game = game
        self.location = location
        self.warnings = warnings
    }
}
