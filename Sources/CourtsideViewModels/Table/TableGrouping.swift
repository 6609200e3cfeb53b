/// A way to group a table's rows, which `g` steps through: a key the row source understands and
/// a label for the title bar and the status line ("by month").
public struct TableGrouping: Hashable, Sendable {
    /// The key the rows are made for (`all`, `team`, `month`).
    public let key: String
    /// How it is named ("not grouped", "by team").
    public let label: String

    /// A grouping the rows are made for by `key`, named `label` in the title and status lines.
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }

    /// No grouping: one section without a title.
    public static let none = TableGrouping(key: "all", label: "not grouped")
}
