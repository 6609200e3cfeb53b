import CourtsideCore

/// A stored game that could not be read: listed so one bad file hides nothing, never opened.
public struct GameListProblemRow: Hashable, Sendable {
    /// The game's id, from its file name.
    public let id: GameID
    /// Where it is kept (the file's path).
    public let location: String
    /// What is wrong, naming the file and line ("…/ab12cd34.jsonl:7: corrupt line: …").
    public let message: String

    /// Formats a problem.
    public init(problem: LibraryProblem) {
        id = problem.id
        location = problem.location
        message = problem.description
    }
}
