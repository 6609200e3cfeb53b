/// Everything in a library: the games that read well, newest first, and the ones that did not.
public struct LibraryListing: Equatable, Sendable {
    /// Readable games, newest activity first (``GameSummary/newestFirst(_:_:)``).
    public let summaries: [GameSummary]
    /// Games that could not be read, by id.
    public let problems: [LibraryProblem]

    /// Creates a listing; sorts the summaries newest first and the problems by id.
    public init(summaries: [GameSummary], problems: [LibraryProblem] = []) {
        self.summaries = summaries.sorted(by: GameSummary.newestFirst)
        self.problems = problems.sorted { $0.id < $1.id }
    }

    /// Every id in the library, readable or not, for resolving prefixes.
    public var ids: [GameID] { (summaries.map(\.id) + problems.map(\.id)).sorted() }
}
