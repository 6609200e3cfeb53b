import CourtsideCore

/// The event log as text (`--format events`): the result and the game's facts as the text export
/// starts, then every event of the log in order — plays as entered and marked with what became of
/// them, corrections, undos, redos and the clock — for audits and disputes.
public enum EventsTextExporter {
    /// Writes the text, ending with a line end.
    public static func write(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        try TextExporter.writeHeading(box, to: &writer)
        try writer.write("\nEvent log\n")
        guard game.state.eventCount > 0 else { return try writer.write("  no events yet\n") }
        let state = game.state
        let table = TextPlayTable(
            header: game.header, state: state, lastNumber: state.eventCount, clockMs: state.clockMs,
            highest: game.highestScores)
        try table.writeHeader(to: &writer)
        try PlayByPlay.forEachEntry(of: game) { entry in
            try table.writeLine(
                number: entry.sequence, clockMs: entry.clockMs, player: entry.player, home: entry.homeScore,
                away: entry.awayScore, to: &writer)
            try PlayByPlayWords.write(entry, names: table.names, to: &writer)
            try writer.write(byte: UInt8(ascii: "\n"))
        }
    }
}
