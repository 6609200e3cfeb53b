import CourtsideText
import CourtsideViewModels

/// One row of the game list as drawn: a section header, a game, a line of an unreadable game's
/// message, or the gap between sections.
enum GameListLine: Hashable {
    /// A section's title.
    case section(String, GameListSectionKind)
    /// A readable game at a position (the selection is a position).
    case game(GameListRow, GameListPosition)
    /// An unreadable game: its id on the first line of its message, nothing on the others; the
    /// message starts `indent` columns in.
    case problem(id: String?, text: String, indent: Int)
    /// A blank row between sections.
    case gap

    /// The lines for `sections`, with problem messages wrapped to `width` columns (at most three lines each).
    static func lines(for sections: [GameListSection], width: Int) -> [GameListLine] {
        var lines: [GameListLine] = []
        for (sectionIndex, section) in sections.enumerated() {
            if sectionIndex > 0 { lines.append(.gap) }
            lines.append(.section(section.title, section.kind))
            for (itemIndex, item) in section.items.enumerated() {
                switch item {
                case .game(let row):
                    lines.append(.game(row, GameListPosition(section: sectionIndex, item: itemIndex)))
                case .problem(let problem):
                    let indent = GameListColumns.markWidth + DisplayWidth.of(problem.id.rawValue) + 2
                    let wrapped = TextWrapper.lines(problem.message, width: max(1, width - indent), maxLines: 3)
                    for (index, text) in wrapped.enumerated() {
                        lines.append(.problem(id: index == 0 ? problem.id.rawValue : nil, text: text, indent: indent))
                    }
                }
            }
        }
        return lines
    }

    /// The position, for a game line.
    var position: GameListPosition? {
        if case .game(_, let position) = self { return position }
        return nil
    }

    /// Whether it is a section header.
    var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}
