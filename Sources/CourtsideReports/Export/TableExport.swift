import CourtsideCore

/// Many games as one CSV table (`courtside export --all`): the header row once, then each game's
/// rows, the same columns as one game's export, so a season is one file for a spreadsheet or
/// `pandas.read_csv`. Streamed like every export: one game's state at a time and the buffer.
public struct TableExport {
    private var writer: ExportWriter
    private let table: any CSVTable.Type

    /// Starts the table in `format` (a CSV format: ``ExportFormat/isCSV``) and writes its header
    /// row into `sink`.
    public init(format: ExportFormat, sink: any ExportSink) throws {
        guard let table = format.csvTable else { preconditionFailure("only a CSV format is one table") }
        self.table = table
        writer = ExportWriter(sink: sink)
        try CSVFacts.writeHeader(table.columns, to: &writer)
    }

    /// Adds one game's rows.
    public mutating func add(_ game: some GameLog) throws {
        let box = BoxScore(game: game)
        try table.writeRows(game, box: box, to: &writer)
    }

    /// Writes out what is buffered.
    public mutating func finish() throws {
        try writer.flush()
    }
}
