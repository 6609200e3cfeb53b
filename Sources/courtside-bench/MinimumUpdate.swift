/// The fewest bytes that could update a terminal from one screen to the next, by the issue's
/// rule: for every run of changed cells on a row, one cursor address `ESC[row;colH` plus the run's
/// characters in UTF-8. Renditions cost nothing here (no SGR bytes), so this is a lower bound.
struct MinimumUpdate {
    /// Cells whose character or rendition changed.
    let changedCells: Int
    /// Runs of adjacent changed cells.
    let runs: Int
    /// The bytes of those cursor addresses and characters.
    let bytes: Int

    /// Compares two screens of the same size.
    init(from before: ScreenCells, to after: ScreenCells) {
        var changed = 0
        var runs = 0
        var bytes = 0
        for row in 0..<after.rows.count {
            let old = before[row]
            let new = after[row]
            var column = 0
            while column < new.count {
                guard old[column] != new[column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < new.count && old[column] != new[column] {
                    // The second half of a wide character is sent with its first half.
                    bytes += new[column].text.utf8.count
                    changed += 1
                    column += 1
                }
                runs += 1
                bytes += "\u{1B}[\(row + 1);\(start + 1)H".utf8.count
            }
        }
        changedCells = changed
        self.runs = runs
        self.bytes = bytes
    }
}

extension MinimumUpdate {
    /// The changed runs as text, one `row:column "before" → "after"` per run (for
    /// `COURTSIDE_BENCH_DEBUG=1`, to check what the minimum counted).
    static func describe(from before: ScreenCells, to after: ScreenCells) -> [String] {
        var lines: [String] = []
        for row in 0..<after.rows.count {
            let old = before[row]
            let new = after[row]
            var column = 0
            while column < new.count {
                guard old[column] != new[column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < new.count && old[column] != new[column] { column += 1 }
                let was = old[start..<column].map(\.text).joined()
                let now = new[start..<column].map(\.text).joined()
                let styled = zip(old[start..<column], new[start..<column]).contains { $0.style != $1.style }
                lines.append("\(row + 1):\(start + 1) \"\(was)\" → \"\(now)\"\(styled ? " (rendition)" : "")")
            }
        }
        return lines
    }
}
