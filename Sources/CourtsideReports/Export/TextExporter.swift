import CourtsideCore
import CourtsideText

/// The plain-text export: the result, the game's facts, one box-score table per team with its
/// total row (time on court and plus/minus last, as in the CSV), the play-by-play and the worm
/// chart. Columns are padded by terminal width, so names in any script line up in a monospaced
/// font; no line ends in spaces.
public enum TextExporter {
    /// Width of the worm chart, in cells: the game clock from 0:00 to its end runs across it.
    public static let chartWidth = 72
    /// Height of the worm chart, in lines, its axis and legend included.
    public static let chartHeight = 14

    /// Writes the text, ending with a line end.
    public static func write(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        try writeHeading(box, to: &writer)
        let nameWidth = max(
            DisplayWidth.of("Total"),
            box.teams.flatMap { [$0.name] + $0.players.map(\.name) }.map(DisplayWidth.of).max() ?? 0)
        let sheet = box.showsStatSheet
        let labels = BoxLine.tableLabels(statSheet: sheet)
        let tables = box.teams.map { team in
            (
                team.name,
                team.players.map { ("  " + $0.name, $0.tableCells(statSheet: sheet)) }
                    + [("  Total", team.total.tableCells(statSheet: sheet))]
            )
        }
        // Each column as wide as its widest cell in both tables (its heading included) and a
        // space, at least 5, and 6 for a percentage (room for 100.0, two spaces before 33.3): a
        // pickup game's table, MIN and +/- included, keeps to 80 columns with names of up to
        // twelve characters, and the two teams' columns line up.
        var widths = labels.map { max($0.hasSuffix("%") ? 6 : 5, $0.count + 1) }
        for (_, rows) in tables {
            for (_, cells) in rows {
                for (column, cell) in cells.enumerated() { widths[column] = max(widths[column], cell.count + 1) }
            }
        }
        for (name, rows) in tables {
            try writer.write(byte: UInt8(ascii: "\n"))
            try writeTableRow(name, labels, widths: widths, nameWidth: nameWidth, to: &writer)
            for (name, cells) in rows {
                try writeTableRow(name, cells, widths: widths, nameWidth: nameWidth, to: &writer)
            }
        }
        try writer.write("\nPlay-by-play\n")
        if game.state.plays.isEmpty && game.state.callsInForce.isEmpty {
            try writer.write("  no plays yet\n")
        } else {
            try writePlays(game, to: &writer)
        }
        try writer.write("\nScore progression\n")
        let chart = WormChart.lines(
            of: game.state, homeName: box.home.name, awayName: box.away.name, width: chartWidth, height: chartHeight)
        for line in chart { try writer.write(trimmingTrailingSpaces(line) + "\n") }
    }

    /// The result line, the headline and the facts, as every text export starts.
    static func writeHeading(_ box: BoxScore, to writer: inout ExportWriter) throws {
        try writer.write(
            "\(box.home.name) \(ScoreFormat.string(home: box.home.score, away: box.away.score)) \(box.away.name)\n")
        try writer.write(box.headline + "\n\n")
        let facts: [(String, String)] = [
            ("game", box.id.rawValue), ("status", box.statusText), ("rules", box.rulesText),
            ("clock", ClockFormat.string(ms: box.clockMs)), ("created", TimestampFormat.iso8601(ms: box.createdMs)),
            ("last event", box.lastEventMs.map(TimestampFormat.iso8601) ?? "none"),
        ]
        for (key, value) in facts { try writer.write(DisplayWidth.padded(key, to: 12) + value + "\n") }
    }

    private static func writeTableRow(
        _ name: String, _ cells: [String], widths: [Int], nameWidth: Int, to writer: inout ExportWriter
    ) throws {
        var line = DisplayWidth.padded(name, to: nameWidth + 2)
        for (cell, width) in zip(cells, widths) { line += DisplayWidth.padded(cell, to: width, alignRight: true) }
        try writer.write(trimmingTrailingSpaces(line) + "\n")
    }

    /// `#  CLOCK  TEAM  PLAYER  SCORE  PLAY`, one line per play as the game stands, and per call,
    /// substitution and name change that stands (``StandingPlays``, `withCalls`). Every column
    /// but the last has a width known before the first line: the numbers from the log's length and
    /// last clock, the names from the header, the scores from the final score (the running score
    /// only goes up).
    private static func writePlays(_ game: some GameLog, to writer: inout ExportWriter) throws {
        let state = game.state
        let table = TextPlayTable(
            header: game.header, state: state, lastNumber: state.eventCount, clockMs: state.clockMs,
            highest: (state.homeScore, state.awayScore))
        try table.writeHeader(to: &writer)
        try StandingPlays.forEach(in: state, withCalls: true) { line in
            try table.writeLine(
                number: line.play, clockMs: line.clockMs, player: line.player, team: line.team,
                home: line.homeScore, away: line.awayScore, to: &writer)
            try PlayByPlayWords.write(line, names: table.names, to: &writer)
            try writer.write(byte: UInt8(ascii: "\n"))
        }
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
