import CourtsideCore
import CourtsideText
import FoundationEssentials

/// One game in `courtside list --json` and in `courtside serve`'s `/api/games`, in the machine
/// outputs' conventions (docs/file-format.md, "Machine outputs"): the clock in milliseconds and as
/// text, times ISO 8601 UTC, the teams' names under their sides.
public struct ListEntry: Encodable, Sendable {
    let id: String
    let path: String
    let home: String
    let away: String
    let homeScore: Int
    let awayScore: Int
    let status: String
    /// Whether both sides confirmed the final score (`FINAL ✓`).
    let confirmed: Bool
    let winner: String?
    let events: Int
    let clockMs: Int64
    let clockText: String
    let created: String
    let lastPlayed: String?
    let rules: String

    /// The entry for `summary`; `path` is the file's location unless given (the server gives the
    /// file's name alone: its clients have no business with the library's folder).
    public init(_ summary: GameSummary, path: String? = nil) {
        id = summary.id.rawValue
        self.path = path ?? summary.location
        home = summary.homeName
        away = summary.awayName
        homeScore = summary.homeScore
        awayScore = summary.awayScore
        status = summary.status == .finished ? "finished" : "in-progress"
        confirmed = summary.confirmed
        winner = summary.winner?.rawValue
        events = summary.eventCount
        clockMs = summary.clockMs
        clockText = ClockFormat.string(ms: summary.clockMs)
        created = TimestampFormat.iso8601(ms: summary.createdMs)
        lastPlayed = summary.lastPlayedMs.map(TimestampFormat.iso8601(ms:))
        rules = summary.rules.summary
    }

    private enum CodingKeys: String, CodingKey {
        case id, path, home, away, homeScore, awayScore, status, confirmed, winner, events, clockMs, clockText, created
        case lastPlayed, rules
    }

    /// Every key for every game: `winner` and `lastPlayed` are null when there is none, rather than
    /// missing, so a reader can rely on the documented keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(path, forKey: .path)
        try container.encode(home, forKey: .home)
        try container.encode(away, forKey: .away)
        try container.encode(homeScore, forKey: .homeScore)
        try container.encode(awayScore, forKey: .awayScore)
        try container.encode(status, forKey: .status)
        try container.encode(confirmed, forKey: .confirmed)
        try container.encode(winner, forKey: .winner)
        try container.encode(events, forKey: .events)
        try container.encode(clockMs, forKey: .clockMs)
        try container.encode(clockText, forKey: .clockText)
        try container.encode(created, forKey: .created)
        try container.encode(lastPlayed, forKey: .lastPlayed)
        try container.encode(rules, forKey: .rules)
    }

    /// The whole array, pretty-printed with sorted keys so output is stable.
    public static func json(_ summaries: [GameSummary]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(summaries.map { ListEntry($0) }), as: UTF8.self)
    }
}
