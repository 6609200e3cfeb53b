import CourtsideCore

/// The plain-text export: the result, the game's facts, one box-score table per team with its
/// total row, the play-by-play and the worm chart. Columns are padded by terminal width, so names
/// in any script line up in a monospaced font; no line ends in spaces.
public enum TextExporter {
    /// Width of the worm chart.
    public static let chartWidth = 72
    /// Height of the worm chart.
    public static let chartHeight = 14

    /// Writes the text, ending with a line end.
    public static func write(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        try writer.write(
            "\(box.home.name) \(ScoreFormat.string(home: box.home.score, away: box.away.score)) \(box.away.name)\n")
        try writer.write(box.headline + "\n\n")
        let facts: [(String, String)] = [
            ("game", box.id.rawValue), ("status", box.status.rawValue), ("rules", box.rulesText),
            ("clock", ClockFormat.string(ms: box.clockMs)), ("created", TimestampFormat.iso8601(ms: box.createdMs)),
            ("last event", box.lastEventMs.map(TimestampFormat.iso8601) ?? "none"),
        ]
        for (key, value) in facts { try writer.write(DisplayWidth.padded(key, to: 12) + value + "\n") }
        let nameWidth = max(
            DisplayWidth.of("Total"),
            box.teams.flatMap { [$0.name] + $0.players.map(\.name) }.map(DisplayWidth.of).max() ?? 0)
        for team in box.teams {
            try writer.write(byte: UInt8(ascii: "\n"))
            try writeTableRow(team.name, BoxLine.countLabels, nameWidth: nameWidth, to: &writer)
            for player in team.players {
                try writeTableRow("  " + player.name, player.counts.map(String.init), nameWidth: nameWidth, to: &writer)
            }
            try writeTableRow("  Total", team.total.counts.map(String.init), nameWidth: nameWidth, to: &writer)
        }
        try writer.write("\nPlay-by-play\n")
        if game.state.eventCount == 0 {
            try writer.write("  no events yet\n")
        } else {
            try writePlays(game, to: &writer)
        }
        try writer.write("\nScore progression\n")
        let chart = WormChart.lines(
            of: game.state, homeName: box.home.name, awayName: box.away.name, width: chartWidth, height: chartHeight)
        for line in chart { try writer.write(trimmingTrailingSpaces(line) + "\n") }
    }

    private static func writeTableRow(_ name: String, _ cells: [String], nameWidth: Int, to writer: inout ExportWriter)
        throws
    {
        var line = DisplayWidth.padded(name, to: nameWidth + 2)
        for cell in cells { line += DisplayWidth.padded(cell, to: max(6, cell.count), alignRight: true) }
        try writer.write(trimmingTrailingSpaces(line) + "\n")
    }

    /// `#  CLOCK  TEAM  PLAYER  SCORE  PLAY`, one line per event. Every column but the last has a
    /// width known before the first line: the names from the header, the numbers from the log's
    /// length and last clock, the scores from the highest score reached (``GameLog/highestScores``).
    private static func writePlays(_ game: some GameLog, to writer: inout ExportWriter) throws {
        let header = game.header
        let numberWidth = max(1, ExportWriter.digitCount(UInt64(game.state.eventCount)))
        let clockWidth = max(7, ClockFormat.string(ms: game.state.clockMs).count)
        let teams = [header.home, header.away]
        let teamWidth = max(4, teams.map { DisplayWidth.of($0.name) }.max() ?? 0)
        let playerWidth = max(6, teams.flatMap(\.players).map { DisplayWidth.of($0.name) }.max() ?? 0)
        let highest = game.highestScores
        let homeWidth = ExportWriter.digitCount(UInt64(highest.home))
        let awayWidth = ExportWriter.digitCount(UInt64(highest.away))
        let scoreWidth = max(5, homeWidth + 3 + awayWidth)
        let names = PlayerNames(header: header, escape: { $0 })
        // Each player's team and name cells, padded once: a line copies them.
        let cells: [[UInt8]] = PlayerID.all.map { id in
            Array(
                (DisplayWidth.padded(header.team(id.side).name, to: teamWidth) + "  "
                    + DisplayWidth.padded(header.player(id).name, to: playerWidth) + "  ").utf8)
        }
        let noPlayer = Array(String(repeating: " ", count: teamWidth + 2 + playerWidth + 2).utf8)
        let separator = Array("  ".utf8)
        let dash = Array(" - ".utf8)

        try writer.write(DisplayWidth.padded("#", to: numberWidth, alignRight: true) + "  ")
        try writer.write(DisplayWidth.padded("CLOCK", to: clockWidth, alignRight: true) + "  ")
        try writer.write(
            DisplayWidth.padded("TEAM", to: teamWidth) + "  " + DisplayWidth.padded("PLAYER", to: playerWidth))
        try writer.write("  " + DisplayWidth.padded("SCORE", to: scoreWidth) + "  PLAY\n")
        let scorePadding = scoreWidth - (homeWidth + 3 + awayWidth)
        try PlayByPlay.forEachEntry(of: game) { entry in
            try writer.write(entry.sequence, width: numberWidth)
            try writer.write(separator)
            try writer.write(clockMs: entry.clockMs, width: clockWidth)
            try writer.write(separator)
            try writer.write(entry.player.map { cells[$0.index] } ?? noPlayer)
            try writer.write(entry.homeScore, width: homeWidth)
            try writer.write(dash)
            try writer.write(entry.awayScore)
            try writer.write(
                spaces: awayWidth - ExportWriter.digitCount(UInt64(entry.awayScore)) + scorePadding + 2)
            try PlayByPlayWords.write(entry, names: names, to: &writer)
            try writer.write(byte: UInt8(ascii: "\n"))
        }
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
