import CourtsideViewModels
import Testing

/// The generic table: sorting by any column with one key, grouping, ranking, keeping the selection.
@MainActor
@Suite("Table view model")
struct TableViewModelTests {
    static let columns = [
        TableColumn(key: "name", title: "NAME", alignsRight: false),
        TableColumn(key: "pts", title: "PTS", alignsRight: true),
    ]

    /// Rows of (name, points, team); grouped by team when the grouping says so.
    static func rows(_ data: [(String, Int, String)], grouping: TableGrouping) -> [TableRowViewModel] {
        data.map { name, points, team in
            TableRowViewModel(
                id: name,
                cells: [
                    TableCellViewModel(text: name, sortValue: .text(name.lowercased()), alignsRight: false),
                    TableCellViewModel(text: String(points), sortValue: .number(Double(points)), alignsRight: true),
                ],
                group: grouping.key == "team" ? TableGroup(title: team, order: team == "Zed" ? 0 : 1) : nil)
        }
    }

    static let data = [("Ann", 9, "Ace"), ("Bob", 12, "Zed"), ("Cy", 9, "Ace"), ("Dee", 3, "Zed")]
    static let byTeam = TableGrouping(key: "team", label: "by team")

    static func names(_ table: TableViewModel, column: Int = 0) -> [[String]] {
        table.state.value.sections.map { $0.rows.map { $0.cells[column].text } }
    }

    @Test("s sorts by the column under the cursor, numbers highest first; s again reverses; the selection stays")
    func sorting() throws {
        let table = TableViewModel(
            columns: Self.columns, groupings: [.none], sort: TableSort(column: 0, descending: false),
            emptyMessage: "none")
        table.show { Self.rows(Self.data, grouping: $0) }
        #expect(Self.names(table) == [["Ann", "Bob", "Cy", "Dee"]])
        _ = table.perform(.moveSelection(.down))
        #expect(table.selectedRow?.id == "Bob")
        #expect(table.perform(.moveColumn(1)) == "column PTS: s sorts by it")
        #expect(table.perform(.moveColumn(1)) != nil)
        #expect(table.focusedColumn.value == 1, "the cursor stops at the last column")
        #expect(table.perform(.sort) == "sorted by PTS, highest first")
        // Ties keep the source's order (Ann before Cy).
        #expect(Self.names(table) == [["Bob", "Ann", "Cy", "Dee"]])
        #expect(table.selectedRow?.id == "Bob", "the selection follows its row")
        #expect(table.perform(.sort) == "sorted by PTS, lowest first")
        #expect(Self.names(table) == [["Dee", "Ann", "Cy", "Bob"]])
        _ = table.perform(.moveColumn(-1))
        #expect(table.perform(.sort) == "sorted by NAME, A to Z")
        #expect(table.perform(.sort) == "sorted by NAME, Z to A")
        #expect(Self.names(table) == [["Dee", "Cy", "Bob", "Ann"]])
    }

    @Test(
        "g steps through the groupings; sections in their order with counts, each sorted; the selection keeps its row")
    func grouping() throws {
        let table = TableViewModel(
            columns: Self.columns, groupings: [.none, Self.byTeam], sort: TableSort(column: 1, descending: true),
            emptyMessage: "none")
        table.show { Self.rows(Self.data, grouping: $0) }
        _ = table.perform(.moveSelection(.last))
        #expect(table.selectedRow?.id == "Dee")
        #expect(table.perform(.group) == "grouped by team")
        let sections = table.state.value.sections
        #expect(sections.map(\.title) == ["Zed (2)", "Ace (2)"])
        #expect(Self.names(table) == [["Bob", "Dee"], ["Ann", "Cy"]])
        #expect(table.selectedRow?.id == "Dee")
        #expect(table.selection.value == TablePosition(section: 0, row: 1))
        _ = table.perform(.moveSelection(.down))
        #expect(table.selectedRow?.id == "Ann", "down crosses into the next section")
        #expect(table.perform(.group) == "not grouped")
        #expect(table.state.value.sections.map(\.title) == [nil])
    }

    @Test(
        "a ranked table ranks after sorting, ties sharing a rank, within each section; the rank column is not sortable")
    func ranking() throws {
        let rank = TableColumn(key: "rank", title: "#", alignsRight: true)
        let table = TableViewModel(
            columns: [rank] + Self.columns, groupings: [.none, Self.byTeam],
            sort: TableSort(column: 2, descending: true),
            showsRank: true, emptyMessage: "none")
        table.show { Self.rows(Self.data, grouping: $0) }
        #expect(Self.names(table, column: 0) == [["1", "2", "2", "4"]])
        #expect(Self.names(table, column: 1) == [["Bob", "Ann", "Cy", "Dee"]])
        _ = table.perform(.group)
        #expect(Self.names(table, column: 0) == [["1", "2"], ["1", "1"]])
        _ = table.perform(.moveColumn(-5))
        #expect(table.focusedColumn.value == 1, "the cursor never rests on the rank")
    }

    @Test("no rows: the empty message, and keys do nothing; a failure shows its reason")
    func emptyAndFailed() {
        let table = TableViewModel(
            columns: Self.columns, groupings: [.none], sort: TableSort(column: 0, descending: false),
            emptyMessage: "nothing yet")
        #expect(table.state.value == .loading)
        table.show { _ in [] }
        #expect(table.state.value == .empty("nothing yet"))
        _ = table.perform(.moveSelection(.down))
        _ = table.perform(.sort)
        #expect(table.selection.value == nil)
        table.fail("the folder is gone")
        #expect(table.state.value == .failed("the folder is gone"))
    }

    @Test("a name from a file is shown in display form: no control characters reach the screen")
    func cellsAreSanitized() {
        let cell = TableCellViewModel(text: "Ann\u{1B}[31m\u{202E}", sortValue: .text("ann"), alignsRight: false)
        #expect(!cell.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }
}
