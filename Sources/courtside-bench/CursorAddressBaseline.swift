/// A yardstick for the bytes of an update from one screen to the next: for every run of changed
/// cells on a row, one cursor address `ESC[row;colH` plus the run's characters in UTF-8.
///
/// It is a baseline, not a lower bound: it charges nothing for renditions (SGR), but a full cursor
/// address for every run, even across one unchanged space, and one byte for every cell that
/// becomes blank, where a terminal can rewrite a short gap, move relatively (a backspace) or
/// erase to the end of the line. So ncurses can send fewer bytes than it.
struct CursorAddressBaseline {
    /// Cells whose character or rendition changed.
    let changedCells: Int
    /// Runs of adjacent changed cells.
    let runs: Int
    /// The bytes of those cursor addresses and characters.
    let bytes: Int

    /// Compares two screens of the same size.
    init(from before: ScreenCells, to after: ScreenCells) {
        let runs = Self.changedRuns(from: before, to: after)
        var bytes = 0
        for (row, columns) in runs {
            // The second half of a wide character is sent with its first half.
            bytes += after[row][columns].reduce(0) { $0 + $1.text.utf8.count }
            bytes += "\u{1B}[\(row + 1);\(columns.lowerBound + 1)H".utf8.count
        }
        changedCells = runs.reduce(0) { $0 + $1.columns.count }
        self.runs = runs.count
        self.bytes = bytes
    }

    /// Every run of adjacent changed cells: its row and its columns.
    static func changedRuns(from before: ScreenCells, to after: ScreenCells) -> [(row: Int, columns: Range<Int>)] {
        var runs: [(row: Int, columns: Range<Int>)] = []
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
                runs.append((row, start..<column))
            }
        }
        return runs
    }
}

extension CursorAddressBaseline {
    /// The changed runs as text, one `row:column "before" → "after"` per run (for
    /// `COURTSIDE_BENCH_DEBUG=1`, to check what the baseline counted).
    static func describe(from before: ScreenCells, to after: ScreenCells) -> [String] {
        changedRuns(from: before, to: after).map { row, columns in
            let old = before[row][columns]
            let new = after[row][columns]
            let styled = zip(old, new).contains { $0.style != $1.style }
            return "\(row + 1):\(columns.lowerBound + 1) \"\(old.map(\.text).joined())\" → "
                + "\"\(new.map(\.text).joined())\"\(styled ? " (rendition)" : "")"
        }
    }
}
