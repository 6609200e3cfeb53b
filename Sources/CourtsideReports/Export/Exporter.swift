import CourtsideCore

/// The one entry point for exports: a game in, a format's bytes out, streamed into a sink.
public enum Exporter {
    /// Width of the worm chart in the text export.
    public static let chartWidth = TextExporter.chartWidth
    /// Height of the worm chart in the text export.
    public static let chartHeight = TextExporter.chartHeight

    /// Writes the game in a format into `sink`, through a buffer of ``ExportWriter/defaultCapacity``
    /// bytes: O(events) time, and memory for the game's state and the buffer, however long the
    /// game (the events are walked through ``GameLog/forEachEvent(_:)``, once, never held here).
    /// Throws what the sink or the log throws; what was written before stays written.
    public static func write(_ game: some GameLog, format: ExportFormat, to sink: any ExportSink) throws {
        var writer = ExportWriter(sink: sink)
        let box = BoxScore(game: game)
        switch format {
        case .text: try TextExporter.write(game, box: box, to: &writer)
        case .csv: try CSVExporter.write(game, box: box, to: &writer)
        case .playsCSV: try PlaysCSVExporter.write(game, box: box, to: &writer)
        case .json: try JSONExporter.write(game, box: box, to: &writer)
        case .md: try MarkdownExporter.write(game, box: box, to: &writer)
        case .events: try EventsTextExporter.write(game, box: box, to: &writer)
        case .eventsCSV: try EventsCSVExporter.write(game, box: box, to: &writer)
        case .eventsJSON: try JSONExporter.write(game, box: box, events: true, to: &writer)
        case .eventsMD: try MarkdownExporter.write(game, box: box, events: true, to: &writer)
        case .livestatsJSON: try LiveStatsExporter.write(game, box: box, to: &writer)
        }
        try writer.flush()
    }

    /// The game in a format, as one string: the same bytes ``write(_:format:to:)`` streams, held in
    /// memory, for tests and small games.
    public static func export(_ game: some GameLog, format: ExportFormat) -> String {
        let sink = MemorySink()
        do {
            try write(game, format: format, to: sink)
        } catch {
            // A memory sink never throws.
            preconditionFailure("an export into memory failed: \(error)")
        }
        return sink.text
    }
}
