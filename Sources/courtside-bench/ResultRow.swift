/// One line of the results table.
struct ResultRow: Encodable {
    /// Which group of targets it belongs to (1 bytes, 2 views, 3 CPU, 4 latency, 5 core, 6 live
    /// view, 7 exports, 8 corrections, 9 listing, 10 start-up).
    let section: Int
    /// What was measured.
    let measure: String
    /// courtside as shipped (partial redraw), or the only figure for core rows.
    let partial: String
    /// The same with `COURTSIDE_REDRAW=full` ("" when it does not apply).
    var full = ""
    /// The figure the target compares with ("" when none): the cursor-address baseline of an
    /// update, `head -qn1` for a listing.
    var baseline = ""
    /// partial ÷ baseline and full ÷ baseline ("" when none).
    var ratios = ""
    /// Its target ("" when none).
    var target = ""
    /// "met", "NOT met", or "" when the row has no target.
    var result = ""

    /// The same row with the terminal size it was measured at ending its measure ("…, 80×24").
    func at(_ size: String) -> ResultRow {
        var row = ResultRow(section: section, measure: measure + ", " + size, partial: partial)
        row.full = full
        row.baseline = baseline
        row.ratios = ratios
        row.target = target
        row.result = result
        return row
    }

    /// Rows measured at several sizes, side by side: the first row of every size, then the second
    /// of every size, and so on (each size gives the same rows in the same order).
    static func sideBySide(_ perSize: [[ResultRow]]) -> [ResultRow] {
        let count = perSize.map(\.count).max() ?? 0
        var rows: [ResultRow] = []
        for index in 0..<count {
            for sizeRows in perSize where index < sizeRows.count { rows.append(sizeRows[index]) }
        }
        return rows
    }
}
