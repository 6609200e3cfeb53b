import CourtsideViewModels

/// One row of a table as drawn: a section's title, a row at its position, or the gap between
/// sections.
enum TableLine: Hashable {
    /// A section's title.
    case section(String)
    /// A row at a position (the selection is a position).
    case row(TableRowViewModel, TablePosition)
    /// A blank row between sections.
    case gap

    /// The lines for `sections`: a titled section is preceded by a gap (but the first) and its title.
    static func lines(for sections: [TableSection]) -> [TableLine] {
        var lines: [TableLine] = []
        for (sectionIndex, section) in sections.enumerated() {
            if let title = section.title {
                if sectionIndex > 0 { lines.append(.gap) }
                lines.append(.section(title))
            }
            for (rowIndex, row) in section.rows.enumerated() {
                lines.append(.row(row, TablePosition(section: sectionIndex, row: rowIndex)))
            }
        }
        return lines
    }

    /// The position of a row line.
    var position: TablePosition? {
        if case .row(_, let position) = self { return position }
        return nil
    }

    /// Whether it is a section's title.
    var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}
