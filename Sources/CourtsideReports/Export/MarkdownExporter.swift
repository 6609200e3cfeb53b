import CourtsideCore
import CourtsideText

/// The box score and play-by-play as Markdown: a heading with the result, the game's facts as a
/// list, one table per team (its players and a bold total row) and a table of the play-by-play as
/// the game stands; or (`events-md`) of the event log, in which plays and corrections that no
/// longer count are struck through.
public enum MarkdownExporter {
    /// Writes the Markdown text, ending with a line end: the play-by-play as the game stands, or
    /// with `events` the event log.
    public static func write(_ game: some GameLog, box: BoxScore, events: Bool = false, to writer: inout ExportWriter)
        throws
    {
        try writer.write(
            "# \(escape(box.home.name)) \(box.home.score) - \(box.away.score) \(escape(box.away.name))\n\n")
        try writer.write(escape(box.headline) + "\n\n")
        try writer.write("- Game: `\(box.id)`\n")
        try writer.write("- Status: \(box.statusText)\n")
        try writer.write("- Rules: \(box.rulesText)\n")
        try writer.write("- Clock: \(ClockFormat.string(ms: box.clockMs))\n")
        try writer.write("- Created: \(TimestampFormat.iso8601(ms: box.createdMs))\n")
        try writer.write("- Last event: \(box.lastEventMs.map(TimestampFormat.iso8601) ?? "none")\n")
        let sheet = box.showsStatSheet
        let labels = BoxLine.tableLabels(statSheet: sheet)
        for team in box.teams {
            try writer.write("\n## \(escape(team.name))\n\n")
            try writer.write(row(["Player"] + labels))
            try writer.write(row(["---"] + Array(repeating: "---:", count: labels.count)))
            for player in team.players {
                try writer.write(row([escape(player.name)] + player.tableCells(statSheet: sheet)))
            }
            try writer.write(row(["**Total**"] + team.total.tableCells(statSheet: sheet).map { "**\($0)**" }))
        }
        if events {
            try writeEvents(game, to: &writer)
        } else {
            try writePlays(game, to: &writer)
        }
    }

    private static let open = Array("| ".utf8)
    private static let between = Array(" | ".utf8)
    private static let strike = Array("~~".utf8)
    private static let close = Array(" |\n".utf8)

    /// `## Play-by-play`: the plays as the game stands, with the calls, substitutions and name
    /// changes that stand.
    private static func writePlays(_ game: some GameLog, to writer: inout ExportWriter) throws {
        try writer.write("\n## Play-by-play\n\n")
        if game.state.plays.isEmpty && game.state.callsInForce.isEmpty {
            return try writer.write("No plays yet.\n")
        }
        try writer.write(row(["#", "Clock", "Team", "Player", "Play", "Score"]))
        try writer.write(row(["---:", "---:", "---", "---", "---", "---:"]))
        let names = PlayerNames(header: game.header, state: game.state, escape: escape)
        let countdownMs = ClockFormat.countdownLimitMs(game.header.rules)
        try StandingPlays.forEach(in: game.state, withCalls: true) { line in
            try writer.write(open)
            try writer.write(line.play)
            try writer.write(between)
            try writer.write(clockMs: line.clockMs, countingDownFrom: countdownMs)
            try writer.write(between)
            if let team = line.team { try writer.write(names.team(team)) }
            try writer.write(between)
            if let player = line.player { try writer.write(names.player(player)) }
            try writer.write(between)
            try PlayByPlayWords.write(line, names: names, to: &writer)
            try writer.write(between)
            try writer.write(line.homeScore)
            try writer.write(" - ")
            try writer.write(line.awayScore)
            try writer.write(close)
        }
    }

    /// `## Event log`: every event, what no longer counts struck through.
    private static func writeEvents(_ game: some GameLog, to writer: inout ExportWriter) throws {
        try writer.write("\n## Event log\n\n")
        if game.state.eventCount == 0 { return try writer.write("No events yet.\n") }
        try writer.write(row(["#", "Clock", "Team", "Player", "Event", "Score"]))
        try writer.write(row(["---:", "---:", "---", "---", "---", "---:"]))
        let names = PlayerNames(header: game.header, state: game.state, escape: escape)
        let countdownMs = ClockFormat.countdownLimitMs(game.header.rules)
        try PlayByPlay.forEachEntry(of: game) { entry in
            try writer.write(open)
            try writer.write(entry.sequence)
            try writer.write(between)
            try writer.write(clockMs: entry.clockMs, countingDownFrom: countdownMs)
            try writer.write(between)
            if let player = entry.player {
                try writer.write(names.team(player.side))
                try writer.write(between)
                try writer.write(names.player(player))
            } else {
                try writer.write(between)
            }
            try writer.write(between)
            let struck = entry.isVoided || entry.isDeleted
            if struck { try writer.write(strike) }
            try PlayByPlayWords.write(entry, names: names, to: &writer)
            if struck { try writer.write(strike) }
            try writer.write(between)
            try writer.write(entry.homeScore)
            try writer.write(" - ")
            try writer.write(entry.awayScore)
            try writer.write(close)
        }
    }

    /// Text made literal in a table cell: `|` would end the cell, and the others would turn into
    /// emphasis, code, links, HTML or, for `&`, an entity (`&rlm;` a right-to-left mark).
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\|*_`[]<>~#&".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }
}
