/// A table any screen can show: columns, rows grouped into sections by one of several groupings,
/// sorted by any column with one key, and a selected row.
///
/// The rows come from a source that makes them for a grouping (a player's totals per month are
/// other rows than their totals overall), so `g` asks the source again and `s` only re-sorts.
/// The table knows nothing of players: the players, leaders and player-page view models feed it.
/// With ``showsRank`` the first column is the rank, worked out here after sorting, within each
/// section, ties sharing a rank.
@MainActor
public final class TableViewModel {
    /// The columns (the rank's first when ranked).
    public let columns: [TableColumn]
    /// The groupings `g` steps through; the first is the one shown at first.
    public let groupings: [TableGrouping]
    /// Whether column 0 is the rank.
    public let showsRank: Bool
    /// Loading, empty, loaded or failed.
    public let state: Dynamic<TableState>
    /// The column sorted by, and which way.
    public let sort: Dynamic<TableSort>
    /// The column under the cursor, which `s` sorts by.
    public let focusedColumn: Dynamic<Int>
    /// The grouping in force, as an index into ``groupings``.
    public let grouping: Dynamic<Int>
    /// The selected row.
    public let selection: Dynamic<TablePosition?>

    private let emptyMessage: String
    private var source: ((TableGrouping) -> [TableRowViewModel])?

    /// A table of `columns` (ranked: the first is the rank, which the rows leave out), sorted by
    /// `sort` at first; `emptyMessage` is what an empty table says.
    public init(
        columns: [TableColumn], groupings: [TableGrouping], sort: TableSort, showsRank: Bool = false,
        emptyMessage: String
    ) {
        precondition(!columns.isEmpty && !groupings.isEmpty)
        self.columns = columns
        self.groupings = groupings
        self.showsRank = showsRank
        self.emptyMessage = emptyMessage
        state = Dynamic(.loading)
        self.sort = Dynamic(sort)
        focusedColumn = Dynamic(sort.column)
        grouping = Dynamic(0)
        selection = Dynamic(nil)
    }

    /// The grouping in force.
    public var currentGrouping: TableGrouping { groupings[grouping.value] }

    /// The selected row.
    public var selectedRow: TableRowViewModel? {
        guard let position = selection.value else { return nil }
        return row(at: position)
    }

    /// The row at `position`, if there is one.
    public func row(at position: TablePosition) -> TableRowViewModel? {
        let sections = state.value.sections
        guard sections.indices.contains(position.section),
            sections[position.section].rows.indices.contains(position.row)
        else { return nil }
        return sections[position.section].rows[position.row]
    }

    /// Shows the rows `source` makes for each grouping, keeping the selection on the same row.
    public func show(_ source: @escaping (TableGrouping) -> [TableRowViewModel]) {
        self.source = source
        lay()
    }

    /// Shows why there is nothing to show.
    public func fail(_ message: String) {
        source = nil
        selection.value = nil
        state.value = .failed(message)
    }

    /// Performs a table intent and says what it did for the status line; nil for the intents a
    /// table does not handle (open, back, help).
    public func perform(_ intent: TableIntent) -> String? {
        switch intent {
        case .moveSelection(let step):
            move(step)
            return ""
        case .moveColumn(let delta):
            let lowest = showsRank ? 1 : 0
            focusedColumn.value = min(max(focusedColumn.value + delta, lowest), columns.count - 1)
            return "column \(columns[focusedColumn.value].title): s sorts by it"
        case .sort:
            let column = focusedColumn.value
            let current = sort.value
            let descending =
                current.column == column ? !current.descending : defaultDescending(column)
            sort.value = TableSort(column: column, descending: descending)
            lay()
            return "sorted by \(columns[column].title), \(sortWords)"
        case .group:
            grouping.value = (grouping.value + 1) % groupings.count
            lay()
            return currentGrouping.label == TableGrouping.none.label
                ? "not grouped" : "grouped \(currentGrouping.label)"
        case .open, .back, .showHelp:
            return nil
        }
    }

    /// "highest first", "lowest first", "A to Z" or "Z to A", for the sort in force.
    public var sortWords: String {
        let numeric = defaultDescending(sort.value.column)
        switch (numeric, sort.value.descending) {
        case (true, true): return "highest first"
        case (true, false): return "lowest first"
        case (false, false): return "A to Z"
        case (false, true): return "Z to A"
        }
    }

    /// Numbers sort highest first at first, text A to Z.
    private func defaultDescending(_ column: Int) -> Bool { columns[column].alignsRight }

    // MARK: Laying out

    /// Makes the sections for the grouping and sort in force, keeping the selected row where it
    /// can: the same row id (in the same section if it is still there), else the same place.
    private func lay() {
        guard let source else { return }
        let previous = selection.value
        let previousRow = selectedRow
        let sectionsBefore = state.value.sections
        let previousTitle = previous.flatMap { position in
            sectionsBefore.indices.contains(position.section)
                ? Self.baseTitle(sectionsBefore[position.section].title) : nil
        }
        let rows = source(currentGrouping)
        guard !rows.isEmpty else {
            selection.value = nil
            state.value = .empty(emptyMessage)
            return
        }
        var sections: [(group: TableGroup?, rows: [TableRowViewModel])] = []
        var index: [TableGroup?: Int] = [:]
        for row in rows {
            if let at = index[row.group] {
                sections[at].rows.append(row)
            } else {
                index[row.group] = sections.count
                sections.append((row.group, [row]))
            }
        }
        sections.sort { ($0.group?.order ?? 0, $0.group?.title ?? "") < ($1.group?.order ?? 0, $1.group?.title ?? "") }
        let laid = sections.map { section in
            TableSection(
                title: section.group.map { "\($0.title) (\(section.rows.count))" }, rows: ranked(sorted(section.rows)))
        }
        state.value = .loaded(laid)
        selection.value = pick(in: laid, previous: previous, id: previousRow?.id, title: previousTitle)
    }

    /// Stable: rows that compare equal keep the source's order (names A to Z).
    private func sorted(_ rows: [TableRowViewModel]) -> [TableRowViewModel] {
        let column = sort.value.column - (showsRank ? 1 : 0)
        let descending = sort.value.descending
        guard column >= 0 else { return rows }
        return rows.enumerated().sorted { lhs, rhs in
            let a = lhs.element.cells[column].sortValue
            let b = rhs.element.cells[column].sortValue
            if a != b { return descending ? b < a : a < b }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The rank cell put first, when ranked: 1, 2, 2, 4 (ties on the sorted column share one).
    private func ranked(_ rows: [TableRowViewModel]) -> [TableRowViewModel] {
        guard showsRank else { return rows }
        let column = sort.value.column - 1
        var result: [TableRowViewModel] = []
        var rank = 0
        for (offset, row) in rows.enumerated() {
            if offset == 0 || column < 0 || row.cells[column].sortValue != rows[offset - 1].cells[column].sortValue {
                rank = offset + 1
            }
            let cell = TableCellViewModel(text: String(rank), sortValue: .number(Double(rank)), alignsRight: true)
            result.append(TableRowViewModel(id: row.id, cells: [cell] + row.cells, group: row.group))
        }
        return result
    }

    private func pick(
        in sections: [TableSection], previous: TablePosition?, id: String?, title: String?
    ) -> TablePosition? {
        let positions = sections.enumerated().flatMap { sectionIndex, section in
            section.rows.indices.map { TablePosition(section: sectionIndex, row: $0) }
        }
        guard let first = positions.first else { return nil }
        guard let id else { return first }
        let matching = positions.filter { sections[$0.section].rows[$0.row].id == id }
        if let title, let same = matching.first(where: { Self.baseTitle(sections[$0.section].title) == title }) {
            return same
        }
        if let found = matching.first { return found }
        guard let previous else { return first }
        let flat = positions.firstIndex { ($0.section, $0.row) >= (previous.section, previous.row) }
        return positions[min(flat ?? positions.count - 1, positions.count - 1)]
    }

    /// A section title without its count: "2025-11 (4)" is "2025-11".
    private static func baseTitle(_ title: String?) -> String? {
        guard let title, let open = title.lastIndex(of: "(") else { return title }
        return String(title[..<open].dropLast())
    }

    private func move(_ step: GameListStep) {
        let sections = state.value.sections
        let positions = sections.enumerated().flatMap { sectionIndex, section in
            section.rows.indices.map { TablePosition(section: sectionIndex, row: $0) }
        }
        guard !positions.isEmpty else { return }
        let current = selection.value.flatMap { positions.firstIndex(of: $0) } ?? 0
        selection.value = positions[step.index(from: current, of: positions.count)]
    }
}
