/// Every game of a library with its players' lines (for stats across games), and the games that
/// could not be read.
public struct LibraryRecords: Equatable, Sendable {
    /// Readable games, newest activity first (``GameSummary/newestFirst(_:_:)``).
    public let records: [GameRecord]
    /// Games that could not be read, by id.
    public let problems: [LibraryProblem]

    /// Creates the records; sorts them newest first and the problems by id.
    public init(records: [GameRecord], problems: [LibraryProblem] = []) {
        self.records = records.sorted { GameSummary.newestFirst($0.summary, $1.summary) }
        self.problems = problems.sorted { $0.id < $1.id }
    }
}
