/// A cell of the terminal where the hardware cursor is left, for a screen reader to read from.
public struct CursorPosition: Hashable, Sendable {
    /// The row, from 0 at the top.
    public let row: Int
    /// The column, from 0 at the left.
    public let column: Int

    /// The cell at `row`, `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
