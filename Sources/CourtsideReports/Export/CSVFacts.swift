import CourtsideCore
import CourtsideText

/// The game's facts as the first columns of every row of every CSV export, so each file is one
/// table with one header row, and the files of many games concatenate into one table
/// (docs/file-format.md, "CSV").
///
/// Game clock readings are milliseconds with their text (`gameClockMs`, `gameClockText`), times of
/// day ISO 8601 in UTC (`created`, `lastEvent`), and the teams by side (`home`, `away` columns hold
/// their names), as in every machine output.
public struct CSVFacts: Sendable {
    /// The facts' column names, in order.
    public static let header = [
        "game", "created", "lastEvent", "status", "confirmed", "winner", "rules", "target", "winBy", "cap",
        "timeLimitMs",
        "overtime", "shots", "bonus", "home", "away", "gameHomeScore", "gameAwayScore", "gameClockMs",
        "gameClockText",
    ]

    /// The facts' fields, each through ``CSVCell``, joined by commas and followed by one: a row
    /// starts with these bytes.
    public let prefix: [UInt8]

    /// The facts of the game `box` describes.
    public init(box: BoxScore) {
        let rules = box.rules
        let values: [String] = [
            box.id.rawValue, TimestampFormat.iso8601(ms: box.createdMs),
            box.lastEventMs.map(TimestampFormat.iso8601) ?? "", box.status.rawValue, box.confirmed ? "true" : "false",
            box.winner?.rawValue ?? "",
            box.rulesText, String(rules.target), String(rules.winBy), rules.cap.map { String($0) } ?? "",
            rules.timeLimitMs.map { String($0) } ?? "", String(rules.overtime), rules.shots.rawValue,
            rules.bonusFouls.map { String($0) }.joined(separator: ","), box.home.name, box.away.name,
            String(box.home.score), String(box.away.score), String(box.clockMs), ClockFormat.string(ms: box.clockMs),
        ]
        prefix = Array((values.map(CSVCell.escaped).joined(separator: ",") + ",").utf8)
    }

    /// Writes the header row: the facts' columns, then `columns`, each through ``CSVCell``.
    static func writeHeader(_ columns: [String], to writer: inout ExportWriter) throws {
        try writer.write(CSVCell.row(header + columns))
    }
}
