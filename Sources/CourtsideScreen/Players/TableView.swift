import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// A ``TableViewModel`` drawn: the headings (the sorted column marked ▼ or ▲, the column under
/// the cursor underlined), the sections with their rows, and a bottom line saying the sort and
/// how much more there is above, below and to the sides; or the loading, empty and failed states.
///
/// The selected row is in reverse video with a ▶, as in the game list, and the table scrolls as
/// little as keeps it in sight. The players, leaders and player-page screens all draw with it.
@MainActor
final class TableView: BoundView {
    private let table: TableViewModel
    /// Columns that always show, left of the ones that scroll sideways.
    private let pinned: Int
    private var state = TableState.loading
    private var selection: TablePosition?
    private var sort: TableSort
    private var focus: Int
    private var scroll = ListScroll()

    /// A view of `table`, its first `pinned` columns never scrolled away.
    init(table: TableViewModel, pinned: Int, id: String = "table") {
        self.table = table
        self.pinned = pinned
        sort = table.sort.value
        focus = table.focusedColumn.value
        super.init(id: id)
        tokens = [
            table.state.bindAndFire { [weak self] in self?.update(\.state, $0) },
            table.selection.bindAndFire { [weak self] in self?.update(\.selection, $0) },
            table.sort.bind { [weak self] in self?.update(\.sort, $0) },
            table.focusedColumn.bind { [weak self] in self?.update(\.focus, $0) },
        ]
    }

    override func draw(on canvas: Canvas) {
        switch state {
        case .loading:
            canvas.centredLines(["reading the library…"], margin: 1)
        case .empty(let message):
            canvas.centredLines([message], margin: 1)
        case .failed(let message):
            canvas.libraryUnreadable(message)
        case .loaded(let sections):
            drawTable(sections, on: canvas)
        }
    }

    private func drawTable(_ sections: [TableSection], on canvas: Canvas) {
        let columns = table.columns
        let layout = TableColumnLayout(
            columns: columns, rows: sections.flatMap(\.rows), pinned: pinned, focus: focus, width: canvas.width - 1)
        let lines = TableLine.lines(for: sections)
        let visible = max(1, canvas.height - 2)
        let selected = selection.flatMap { position in lines.firstIndex { $0.position == position } }
        scroll.show(selected, of: lines.count, visible: visible) { lines[$0].isSection }
        let scrollTop = scroll.top

        for place in layout.placed {
            let column = columns[place.index]
            var title = column.title
            if sort.column == place.index { title += sort.descending ? "▼" : "▲" }
            let attributes: TextAttributes = place.index == focus ? [.bold, .underline] : [.dim]
            canvas.text(
                title, row: 0, column: place.x, width: place.width,
                alignment: column.alignsRight ? .trailing : .leading, style: TextStyle(attributes))
        }
        if layout.hidesLeft { canvas.text("◀", row: 0, column: 0, style: TextStyle(.bold)) }
        if layout.hidesRight { canvas.text("▶", row: 0, column: canvas.width - 1, style: TextStyle(.bold)) }
        for (offset, line) in lines.dropFirst(scrollTop).prefix(visible).enumerated() {
            draw(line, row: 1 + offset, isSelected: scrollTop + offset == selected, layout: layout, on: canvas)
        }
        drawBottom(above: scrollTop, below: lines.count - scrollTop - visible, on: canvas)
    }

    private func draw(_ line: TableLine, row: Int, isSelected: Bool, layout: TableColumnLayout, on canvas: Canvas) {
        switch line {
        case .gap:
            break
        case .section(let title):
            canvas.text(title, row: row, column: 1, width: canvas.width - 2, style: TextStyle([.bold, .underline]))
        case .row(let cells, _):
            let attributes: TextAttributes = isSelected ? [.reverse] : []
            if isSelected {
                canvas.text("", row: row, column: 0, width: canvas.width, style: TextStyle(attributes), pad: true)
                canvas.text("▶", row: row, column: 0, style: TextStyle([.reverse, .bold]))
            }
            for place in layout.placed {
                let cell = cells.cells[place.index]
                var style = attributes
                if place.index == sort.column { style.insert(.bold) }
                canvas.text(
                    cell.text, row: row, column: place.x, width: place.width,
                    alignment: cell.alignsRight ? .trailing : .leading, style: TextStyle(style))
            }
        }
    }

    /// The bottom line: the sort in words, and how many lines are above and below.
    private func drawBottom(above: Int, below: Int, on canvas: Canvas) {
        let row = canvas.height - 1
        guard row > 0 else { return }
        let more = [above > 0 ? "▲ \(above) more" : nil, below > 0 ? "▼ \(below) more" : nil].compactMap { $0 }
            .joined(separator: "  ")
        let room = canvas.width - 2 - (more.isEmpty ? 0 : DisplayWidth.of(more) + 2)
        let sorted = "sorted by \(table.columns[sort.column].title), \(table.sortWords)"
        canvas.text(sorted, row: row, column: 1, width: room, style: TextStyle(.dim))
        if !more.isEmpty {
            canvas.text(
                more, row: row, column: 0, width: canvas.width - 1, alignment: .trailing, style: TextStyle(.bold))
        }
    }
}
