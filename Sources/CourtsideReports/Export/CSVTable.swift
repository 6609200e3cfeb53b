import CourtsideCore

/// A CSV export that is one table: on every row the game's facts (``CSVFacts``), then the
/// export's own columns, so many games' rows go under one header row (`export --all`,
/// ``TableExport``). The box score, the play-by-play and the event log are each one.
public protocol CSVTable {
    /// The table's own columns, after the facts'.
    static var columns: [String] { get }
    /// Writes one game's rows, without the header row.
    static func writeRows(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws
}

extension CSVTable {
    /// The header row's fields: the facts', then the table's (as names: the file writes each
    /// through ``CSVCell``, so `+/-` reads `'+/-` there).
    public static var header: [String] { CSVFacts.header + columns }

    /// Writes the header row, then the game's rows.
    static func write(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        try CSVFacts.writeHeader(columns, to: &writer)
        try writeRows(game, box: box, to: &writer)
    }
}
