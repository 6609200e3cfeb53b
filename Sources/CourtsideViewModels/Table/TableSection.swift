/// Rows under one title (nil: the table is not grouped), sorted as the table is.
public struct TableSection: Hashable, Sendable {
    /// The title, or nil.
    public let title: String?
    /// The rows, in the table's order.
    public let rows: [TableRowViewModel]

    /// A section of `rows` under `title` (nil: the table is not grouped).
    public init(title: String?, rows: [TableRowViewModel]) {
        self.title = title
        self.rows = rows
    }
}
