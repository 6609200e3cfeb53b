/// A stored game the library could not read, listed beside the good ones so one bad file
/// hides nothing else.
public struct LibraryProblem: Equatable, Sendable, CustomStringConvertible {
    /// The game the file belongs to, from its name.
    public let id: GameID
    /// Where the game is kept (the file's path).
    public let location: String
    /// Why the file could not be read; its ``description`` is what the list's Unreadable section shows.
    public let error: LibraryError

    /// Made by the library when reading a game's file fails, so the listing can carry it beside the
    /// games it could read.
    public init(id: GameID, location: String, error: LibraryError) {
        self.id = id
        self.location = location
        self.error = error
    }

    /// The error's message.
    public var description: String { error.description }
}
