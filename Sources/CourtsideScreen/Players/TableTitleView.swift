import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The title bar of a table screen, in reverse video: courtside, the screen's title (a player's
/// name on their page), and on the right how many rows, the grouping and the sort.
@MainActor
final class TableTitleView: BoundView {
    private let title: String
    private let noun: String
    private let table: TableViewModel
    private var count: Int?
    private var grouping = ""
    private var sort: TableSort

    /// A title bar saying `title`, counting the table's distinct rows as `noun`s ("player").
    init(title: String, noun: String, table: TableViewModel) {
        self.title = TextSanitizer.displayForm(title)
        self.noun = noun
        self.table = table
        sort = table.sort.value
        super.init(id: "title")
        tokens = [
            table.state.bindAndFire { [weak self] value in
                guard let self else { return }
                let count = Self.count(value)
                guard self.count != count else { return }
                self.count = count
                self.markDirty()
            },
            table.grouping.bindAndFire { [weak self] _ in
                guard let self, self.grouping != self.table.currentGrouping.label else { return }
                self.grouping = self.table.currentGrouping.label
                self.markDirty()
            },
            table.sort.bind { [weak self] in self?.update(\.sort, $0) },
        ]
    }

    /// The rows, each id once (by month a player is in several sections); nil until loaded.
    private static func count(_ state: TableState) -> Int? {
        switch state {
        case .loading, .failed: nil
        case .empty: 0
        case .loaded(let sections): Set(sections.flatMap { $0.rows.map(\.id) }).count
        }
    }

    override func draw(on canvas: Canvas) {
        var right = "\(grouping) · by \(table.columns[sort.column].title)\(sort.descending ? "▼" : "▲")"
        if let count { right = "\(count) \(noun)\(count == 1 ? "" : "s") · " + right }
        let (column, room) = canvas.titleBar(right: right)
        guard room > 0 else { return }
        canvas.text(title, row: 0, column: column, width: room, style: TextStyle([.reverse, .bold]))
    }
}
