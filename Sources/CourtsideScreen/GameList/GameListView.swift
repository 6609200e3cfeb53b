import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The games: column headings, the sections with their rows, and a detail line about the selected
/// game; or, before and instead of them, the loading, empty and failed states.
///
/// The selected row is in reverse video with a ▶ (plain without colour). When there are more lines
/// than rows the list scrolls as little as it can to keep the selection in sight, showing a game's
/// section header with the first game under it, and says on its bottom line how much more there is
/// above and below.
@MainActor
final class GameListView: BoundView {
    private var state = GameListState.loading
    private var selection: GameListPosition?
    private var scroll = ListScroll()
    /// "r tries again · q quits", with the keys in force.
    private let failedHint: String

    init(viewModel: any GameListViewModelProtocol) {
        let keymap = viewModel.keymap
        failedHint = "\(keymap.label(for: .reload)) tries again · \(keymap.label(for: .quit)) quits"
        super.init(id: "list")
        tokens = [
            viewModel.state.bindAndFire { [weak self] in self?.update(\.state, $0) },
            viewModel.selection.bindAndFire { [weak self] in self?.update(\.selection, $0) },
        ]
    }

    override func draw(on canvas: Canvas) {
        switch state {
        case .loading:
            canvas.centredLines(["reading the library…"], margin: 1)
        case .empty(let message):
            canvas.centredLines([message], margin: 1)
        case .failed(let message):
            canvas.libraryUnreadable(message, hint: failedHint)
        case .loaded(let sections):
            drawList(sections, on: canvas)
        }
    }

    private func drawList(_ sections: [GameListSection], on canvas: Canvas) {
        let rows = sections.flatMap { $0.items.compactMap(\.game) }
        let columns = GameListColumns(rows: rows, width: canvas.width - 1)
        let lines = GameListLine.lines(for: sections, width: canvas.width - 1)
        let visible = max(1, canvas.height - 2)
        let selected = selection.flatMap { position in lines.firstIndex { $0.position == position } }
        scroll.show(selected, of: lines.count, visible: visible) { lines[$0].isSection }
        let scrollTop = scroll.top

        let headings = GameListColumns.headings
        for cell in columns.cells(
            teams: headings.teams, score: headings.score, status: headings.status, clock: headings.clock,
            date: headings.date)
        {
            canvas.text(
                cell.text, row: 0, column: cell.column, width: cell.width, alignment: cell.alignment,
                style: TextStyle(.dim))
        }
        for (offset, line) in lines.dropFirst(scrollTop).prefix(visible).enumerated() {
            draw(line, row: 1 + offset, isSelected: scrollTop + offset == selected, columns: columns, on: canvas)
        }
        let below = lines.count - scrollTop - visible
        drawDetail(selected.map { lines[$0] }, above: scrollTop, below: below, on: canvas)
    }

    private func draw(_ line: GameListLine, row: Int, isSelected: Bool, columns: GameListColumns, on canvas: Canvas) {
        switch line {
        case .gap:
            break
        case .section(let title, let kind):
            let style =
                kind == .problems ? TextStyle([.bold, .underline], color: .warning) : TextStyle([.bold, .underline])
            canvas.text(title, row: row, column: 1, width: canvas.width - 2, style: style)
        case .problem(let id, let text, let indent):
            if let id {
                canvas.text("!", row: row, column: 1, style: TextStyle(.bold, color: .warning))
                canvas.text(id, row: row, column: GameListColumns.markWidth, style: TextStyle(.dim))
            }
            canvas.text(text, row: row, column: indent, style: TextStyle(color: .warning))
        case .game(let game, _):
            var attributes: TextAttributes = isSelected ? [.reverse] : []
            if isSelected {
                canvas.text("", row: row, column: 0, width: canvas.width, style: TextStyle(attributes), pad: true)
                canvas.text("▶", row: row, column: 0, style: TextStyle([.reverse, .bold]))
            }
            if !game.warnings.isEmpty {
                canvas.text("!", row: row, column: 1, style: TextStyle(attributes.union(.bold), color: .warning))
            }
            let teams = GameListColumns.teams(home: game.homeName, away: game.awayName, width: columns.teams)
            let cells = columns.cells(
                teams: teams, score: game.score, status: game.statusText, clock: game.clock, date: game.date)
            for (index, cell) in cells.enumerated() {
                // The score stands out; an in-progress status too, since Enter resumes it.
                let bold = index == 1 || (index == 2 && game.status == .inProgress)
                attributes = isSelected ? [.reverse] : []
                if bold { attributes.insert(.bold) }
                canvas.text(
                    cell.text, row: row, column: cell.column, width: cell.width, alignment: cell.alignment,
                    style: TextStyle(attributes))
            }
        }
    }

    /// The bottom line: the selected game's id (what `courtside resume`, `export` and `replay` take),
    /// its rules ("to 15 · win by 2": the list has no room for a column of them at 80 columns) and
    /// any warning about its file; and how many lines are above and below. Both counts sit
    /// here, never on the headings' row, so no heading is ever covered.
    private func drawDetail(_ line: GameListLine?, above: Int, below: Int, on canvas: Canvas) {
        let row = canvas.height - 1
        guard row > 0 else { return }
        let more = [above > 0 ? "▲ \(above) more" : nil, below > 0 ? "▼ \(below) more" : nil].compactMap { $0 }
            .joined(separator: "  ")
        let room = canvas.width - 2 - (more.isEmpty ? 0 : DisplayWidth.of(more) + 2)
        if case .game(let game, _) = line {
            let id = "game \(game.id) · \(TextSanitizer.displayForm(game.rules))"
            canvas.text(id, row: row, column: 1, width: room, style: TextStyle(.dim))
            if !game.warnings.isEmpty {
                let column = 1 + DisplayWidth.of(id) + 2
                canvas.text(
                    "! " + game.warnings.joined(separator: "; "), row: row, column: column,
                    width: max(0, room - column + 1), style: TextStyle(color: .warning))
            }
        }
        if !more.isEmpty {
            canvas.text(
                more, row: row, column: 0, width: canvas.width - 1, alignment: .trailing, style: TextStyle(.bold))
        }
    }
}
