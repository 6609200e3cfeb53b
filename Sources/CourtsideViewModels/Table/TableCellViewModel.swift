import CourtsideCore
import CourtsideReports

/// One cell of a table as the screen shows it: its text (display form, so a name from a file
/// cannot move the cursor), what it sorts by, and which way it sits.
public struct TableCellViewModel: Hashable, Sendable {
    /// The text shown.
    public let text: String
    /// What sorting by its column compares.
    public let sortValue: TableSortValue
    /// Whether it sits right (numbers).
    public let alignsRight: Bool

    /// A cell showing `text` (sanitized for display), sorted by `sortValue`.
    public init(text: String, sortValue: TableSortValue, alignsRight: Bool) {
        self.text = TextSanitizer.displayForm(text)
        self.sortValue = sortValue
        self.alignsRight = alignsRight
    }

    /// A stats table's cell: rounded as the text table rounds it, sorted by its value.
    public init(_ cell: StatsCell) {
        switch cell {
        case .text(let text):
            self.init(text: text, sortValue: .text(text.lowercased()), alignsRight: false)
        default:
            self.init(text: cell.text, sortValue: .number(cell.number), alignsRight: true)
        }
    }
}
