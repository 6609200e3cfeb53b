import CourtsideText
import CourtsideViewModels

/// Where each shown column of a table goes: every column as wide as its heading (with room for
/// the sort mark) and its widest cell, text cut at ``maxTextWidth``, two columns apart. The first
/// `pinned` columns (the rank and the name) always show; the rest scroll sideways as little as
/// keeps the column under the cursor in view.
struct TableColumnLayout {
    /// One shown column.
    struct Placed: Hashable {
        /// The column's index in the table.
        let index: Int
        /// Its first screen column.
        let x: Int
        /// How many screen columns it takes, the gap after it not included.
        let width: Int
    }

    /// The widest a text column gets.
    static let maxTextWidth = 20
    /// The columns left of the first (the selection's ▶).
    static let margin = 2

    /// The columns shown, left to right.
    let placed: [Placed]
    /// Whether columns were left out on the left or the right.
    let hidesLeft: Bool
    let hidesRight: Bool

    /// The layout of `columns` over `rows` in `width` screen columns, keeping `focus` in view.
    init(columns: [TableColumn], rows: [TableRowViewModel], pinned: Int, focus: Int, width: Int) {
        let widths = columns.indices.map { index in
            let cells = rows.lazy.map { DisplayWidth.of($0.cells[index].text) }.max() ?? 0
            let natural = max(DisplayWidth.of(columns[index].title) + 1, cells)
            return columns[index].alignsRight ? natural : min(natural, Self.maxTextWidth)
        }
        let pinned = min(pinned, columns.count)
        var x = Self.margin
        var placed: [Placed] = []
        for index in 0..<pinned {
            placed.append(Placed(index: index, x: x, width: widths[index]))
            x += widths[index] + 2
        }
        // The first scrolled column: as far left as still shows `focus`.
        var first = pinned
        if focus >= pinned {
            while first < focus, x + widths[first...focus].reduce(0, +) + 2 * (focus - first) > width { first += 1 }
        }
        var index = first
        while index < columns.count, x + widths[index] <= width {
            placed.append(Placed(index: index, x: x, width: widths[index]))
            x += widths[index] + 2
            index += 1
        }
        self.placed = placed
        hidesLeft = first > pinned
        hidesRight = index < columns.count
    }
}
