import CourtsideCore

/// The box score as CSV (RFC 4180 quoting, `\n` line ends), after the game's facts.
///
/// Two tables, each with its own header row, separated by one empty line: the facts (`key,value`,
/// always the same 15 keys in the same order, so the box score always starts on line 18), then the
/// box score: per team one row per player and a total row whose player field is empty (no player
/// can have an empty name). After the counters come the shooting figures: attempts per shot
/// value, FGM, FGA and the percentages (empty with no attempt).
public enum CSVExporter {
    /// The box score's header row's fields.
    public static let header = ["team", "player"] + BoxLine.countLabels + BoxLine.shootingLabels

    /// The facts' keys, in order, under the header row `key,value`.
    public static let factKeys = [
        "id", "status", "winner", "home", "away", "homeScore", "awayScore", "target", "winBy", "clock", "clockMs",
        "created", "createdMs", "lastEvent", "lastEventMs", "rules", "cap", "timeLimitMs", "overtime", "shots",
        "bonus",
    ]

    /// Lines before a data table's header row: the facts' header, its rows and the empty line.
    public static let factLines = factKeys.count + 2

    /// Writes the facts, then the box score, ending with a line end.
    public static func write(_ box: BoxScore, to writer: inout ExportWriter) throws {
        try writeFacts(box, to: &writer)
        try writeRow(header, to: &writer)
        for team in box.teams {
            for player in team.players {
                try writeRow(
                    [team.name, player.name] + player.counts.map(String.init) + player.shooting.map(\.csvField),
                    to: &writer)
            }
            try writeRow(
                [team.name, ""] + team.total.counts.map(String.init) + team.total.shooting.map(\.csvField), to: &writer)
        }
    }

    /// The facts table and the empty line after it, which every CSV export starts with.
    static func writeFacts(_ box: BoxScore, to writer: inout ExportWriter) throws {
        let rules = box.rules
        let ruleValues: [String] = [
            box.rulesText, rules.cap.map { String($0) } ?? "", rules.timeLimitMs.map { String($0) } ?? "",
            String(rules.overtime), rules.shots.rawValue, rules.bonusFouls.map { String($0) }.joined(separator: ","),
        ]
        let values: [String] =
            [
                box.id.rawValue, box.status.rawValue, box.winner?.rawValue ?? "", box.home.name, box.away.name,
                String(box.home.score), String(box.away.score), String(box.rules.target), String(box.rules.winBy),
                seconds(box.clockMs), String(box.clockMs), TimestampFormat.iso8601(ms: box.createdMs),
                String(box.createdMs), box.lastEventMs.map(TimestampFormat.iso8601) ?? "",
                box.lastEventMs.map { String($0) } ?? "",
            ] + ruleValues
        try writeRow(["key", "value"], to: &writer)
        for (key, value) in zip(factKeys, values) { try writeRow([key, value], to: &writer) }
        try writer.write(byte: UInt8(ascii: "\n"))
    }

    /// Milliseconds as seconds, as JSON and CSV write a clock reading.
    static func seconds(_ ms: Int64) -> String {
        let sink = MemorySink()
        var writer = ExportWriter(sink: sink)
        try? writer.write(secondsFromMs: ms)
        try? writer.flush()
        return sink.text
    }

    private static func writeRow(_ fields: [String], to writer: inout ExportWriter) throws {
        try writer.write(fields.map(field).joined(separator: ","))
        try writer.write(byte: UInt8(ascii: "\n"))
    }

    /// A field, quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled.
    public static func field(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0.isNewline } || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// Every `target` character replaced (no Foundation needed for this).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
