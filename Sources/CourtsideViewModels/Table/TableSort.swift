/// The column a table is sorted by, and which way.
public struct TableSort: Hashable, Sendable {
    /// The column's index.
    public let column: Int
    /// Highest (or last in the alphabet) first.
    public let descending: Bool

    /// A sort on column `column` (its index), descending or ascending.
    public init(column: Int, descending: Bool) {
        self.column = column
        self.descending = descending
    }
}
