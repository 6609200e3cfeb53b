/// The one place a CSV cell is made, for every CSV courtside writes: the three CSV exports and
/// `export --all`, the `players`, `leaders` and `player` tables, and `run export`. Headers go
/// through it too.
///
/// A cell is quoted per RFC 4180 (`"…"` with `"` doubled) when it holds a comma, a double quote, a
/// line break, or starts or ends with a space. A cell a spreadsheet would run as a formula (its first
/// character, after any spaces, is `=`, `+`, `-`, `@`, a tab, a carriage return or a line feed) gets
/// a leading `'` unless it is a plain number (`-2`, `+3`, `-0.5`), as OWASP advises against CSV
/// injection: `=HYPERLINK(…)` is written `'=HYPERLINK(…)`, `-2+3` `'-2+3`, the heading `+/-`
/// `'+/-`, while a plus/minus of `-2` stays a number for pandas and spreadsheets.
///
/// The streaming exporters write numbers and their own words (`home`, `2pt`, `true`) straight
/// into the buffer: none can start a formula, and escaping them per row would cost every event.
/// Names, and any other text from a user or a file, are made here, once per game.
public enum CSVCell {
    /// `text` as a cell: neutralised when it would be a formula, then quoted when it needs quotes.
    public static func escaped(_ text: String) -> String {
        quoted(neutralised(text))
    }

    /// The cells escaped, joined by commas, and the line end.
    public static func row(_ cells: [String]) -> String {
        cells.map(escaped).joined(separator: ",") + "\n"
    }

    /// `text` with a leading `'` when a spreadsheet would read it as a formula.
    static func neutralised(_ text: String) -> String {
        guard let first = text.unicodeScalars.first(where: { $0 != " " }), startsFormula(first),
            !isPlainNumber(text)
        else { return text }
        return "'" + text
    }

    /// Whether a cell's first character makes a spreadsheet read it as a formula (or, tab and line
    /// breaks, lets one that trims them see the next as the first).
    private static func startsFormula(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "=", "+", "-", "@", "\t", "\r", "\n": true
        default: false
        }
    }

    /// Whether `text` is a plain number, an optional sign, ASCII digits and an optional decimal part
    /// (`-2`, `+3`, `-0.5`): what a spreadsheet reads as that number and nothing more.
    static func isPlainNumber(_ text: String) -> Bool {
        var scalars = text.unicodeScalars[...]
        if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
        let whole = scalars.prefix { ("0"..."9").contains($0) }
        guard !whole.isEmpty else { return false }
        scalars.removeFirst(whole.count)
        guard let dot = scalars.first else { return true }
        scalars.removeFirst()
        return dot == "." && !scalars.isEmpty && scalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// `text` in double quotes, its quotes doubled, when it holds a comma, a quote, a line break or
    /// edge spaces; else as it is.
    private static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0.isNewline } || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}
