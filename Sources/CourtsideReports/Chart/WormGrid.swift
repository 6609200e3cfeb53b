import CourtsideCore

/// The worm chart's plot area: the home line's braille dots and the away area's shading, per cell.
struct WormGrid {
    let columns: Int
    let rows: Int
    /// Braille dot bits per cell, row-major from the top.
    private var dots: [UInt8]
    /// Whether the away area covers a cell, row-major from the top.
    private var shaded: [Bool]

    /// Braille bit for (dot column 0…1, dot row 0…3 from the top) within a cell.
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    init(points: [ScorePoint], columns: Int, rows: Int, topScore: Int, durationMs: Int64) {
        self.columns = columns
        self.rows = rows
        dots = Array(repeating: 0, count: columns * rows)
        shaded = Array(repeating: false, count: columns * rows)
        let dotColumns = 2 * columns
        let dotRows = 4 * rows
        // The score at the end of each dot column's slice of game time: later points overwrite
        // earlier ones in the same slice, then empty slices carry the score before them.
        var home = Array(repeating: -1, count: dotColumns)
        var away = Array(repeating: -1, count: dotColumns)
        for point in points {
            let x = Self.column(of: point.clockMs, in: dotColumns, durationMs: durationMs)
            home[x] = point.home
            away[x] = point.away
        }
        var last = (home: 0, away: 0)
        for x in 0..<dotColumns {
            if home[x] < 0 {
                home[x] = last.home
                away[x] = last.away
            } else {
                last = (home[x], away[x])
            }
        }
        func dotRow(_ score: Int) -> Int { (max(0, score) * (dotRows - 1) + topScore / 2) / topScore }
        var previous = dotRow(home[0])
        for x in 0..<dotColumns {
            let y = dotRow(home[x])
            // Join the step from the previous column so the line has no gaps.
            for dy in min(previous, y)...max(previous, y) { setDot(x: x, yFromBottom: dy) }
            previous = y
        }
        for column in 0..<columns {
            let score = away[2 * column + 1]
            guard score > 0 else { continue }
            let y = dotRow(score)
            for rowFromBottom in 0..<rows where y >= rowFromBottom * 4 {
                shaded[(rows - 1 - rowFromBottom) * columns + column] = true
            }
        }
    }

    /// The dot column of a time: its share of the duration, in full-width arithmetic so no clock
    /// can overflow it, kept within the grid.
    static func column(of clockMs: Int64, in dotColumns: Int, durationMs: Int64) -> Int {
        guard durationMs > 0, clockMs > 0 else { return 0 }
        let clock = UInt64(min(clockMs, durationMs))
        let product = clock.multipliedFullWidth(by: UInt64(dotColumns))
        // clock ≤ duration, so the quotient is at most dotColumns and cannot overflow.
        let quotient = UInt64(durationMs).dividingFullWidth(product).quotient
        return Int(min(quotient, UInt64(dotColumns - 1)))
    }

    private mutating func setDot(x: Int, yFromBottom y: Int) {
        let row = rows - 1 - y / 4
        dots[row * columns + x / 2] |= Self.bits[x % 2][3 - y % 4]
    }

    /// One row of the plot, `columns` cells wide.
    func line(_ row: Int) -> String {
        var text = ""
        text.unicodeScalars.reserveCapacity(columns)
        for column in 0..<columns {
            let cell = row * columns + column
            if dots[cell] != 0 {
                text.unicodeScalars.append(Unicode.Scalar(0x2800 + UInt32(dots[cell]))!)
            } else {
                text += shaded[cell] ? WormChart.awayGlyph : " "
            }
        }
        return text
    }
}
