/// A terminal screen as a grid of cells (character and rendition), built from
/// `tmux capture-pane -p -e -N` output.
struct ScreenCells: Equatable {
    /// One cell: what is shown and how.
    struct Cell: Equatable {
        /// The character (a space for an empty cell).
        var text: String
        /// Its rendition.
        var style: CellStyle
    }

    /// Rows of exactly `columns` cells each.
    private(set) var rows: [[Cell]]
    /// Width in cells.
    let columns: Int

    /// A blank screen: what the terminal shows before the first frame.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = Array(repeating: Array(repeating: Cell(text: " ", style: CellStyle()), count: columns), count: rows)
    }

    /// Parses a capture: text with SGR sequences, one line per row. The rendition carries over
    /// from row to row as tmux emits it. A wide character fills two cells (the second holds "").
    init(capture: String, columns: Int, rows rowCount: Int) {
        self.init(columns: columns, rows: rowCount)
        var style = CellStyle()
        let lines = capture.split(separator: "\n", omittingEmptySubsequences: false)
        for (row, line) in lines.prefix(rowCount).enumerated() {
            var column = 0
            var scalars = Array(line.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                if scalar == "\u{1B}" {
                    Self.consumeEscape(&scalars, style: &style)
                    continue
                }
                guard column < columns else { continue }
                if scalar.properties.generalCategory == .nonspacingMark
                    || scalar.properties.generalCategory == .enclosingMark || scalar == "\u{200D}"
                    || scalar.properties.generalCategory == .format
                {
                    // A combining mark joins the previous cell.
                    if column > 0 { rows[row][column - 1].text.unicodeScalars.append(scalar) }
                    continue
                }
                rows[row][column] = Cell(text: String(scalar), style: style)
                column += 1
                if Self.isWide(scalar), column < columns {
                    rows[row][column] = Cell(text: "", style: style)
                    column += 1
                }
            }
        }
    }

    /// How many cells differ from `other` (a screen of the same size).
    func differingCells(from other: ScreenCells) -> Int {
        zip(rows, other.rows).reduce(0) { total, pair in total + zip(pair.0, pair.1).filter { $0 != $1 }.count }
    }

    /// The cells of `row`.
    subscript(row: Int) -> [Cell] { rows[row] }

    /// Reads one escape sequence after its ESC: SGR updates `style`; anything else is skipped.
    private static func consumeEscape(_ scalars: inout ArraySlice<Unicode.Scalar>, style: inout CellStyle) {
        guard let introducer = scalars.popFirst() else { return }
        switch introducer {
        case "[":
            var parameters = ""
            while let next = scalars.popFirst() {
                if next.value >= 0x40 && next.value <= 0x7E {
                    if next == "m" { style.apply(parameters) }
                    return
                }
                parameters.unicodeScalars.append(next)
            }
        case "]", "P", "_":
            // OSC / DCS / APC: up to BEL or ST (ESC \).
            while let next = scalars.popFirst() {
                if next == "\u{07}" { return }
                if next == "\u{1B}", scalars.first == "\\" {
                    scalars.removeFirst()
                    return
                }
            }
        case "(", ")":
            _ = scalars.popFirst()
        default:
            return
        }
    }

    /// East Asian wide and emoji ranges (terminals draw these two cells wide).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
