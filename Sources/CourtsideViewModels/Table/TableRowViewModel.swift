/// One row of a table: an id that says what it is about (a player, a game), a cell per column
/// (the rank's cell included once the table has ranked it), and its section under the grouping
/// it was made for (nil: the one untitled section).
public struct TableRowViewModel: Hashable, Sendable {
    /// What the row is about; Enter opens it.
    public let id: String
    /// A cell per column.
    public let cells: [TableCellViewModel]
    /// Its section under the grouping it was made for; nil: the one untitled section.
    public let group: TableGroup?

    /// A row about `id`, a cell per column, in section `group` (nil: the one untitled section).
    public init(id: String, cells: [TableCellViewModel], group: TableGroup? = nil) {
        self.id = id
        self.cells = cells
        self.group = group
    }
}
