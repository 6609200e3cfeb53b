/// A stored game the library could not read, listed beside the good ones so one bad file
/// hides nothing else.
public struct LibraryProblem: Equatable, Sendable, CustomStringConvertible {
    /// The game the file belongs to, from its name.
    public let id: GameID
    /// Where the game is kept (the file's path).
    public let location: String
    /// What is wrong with it.
    public let error: LibraryError

    /// Creates a problem report.
    public init(id: GameID, location: String, error: LibraryError) {
        self.id = id
        self.location = location
        self.error = error
    }

    /// The error's message.
    public var description: String { error.description }
}
