import CourtsideCore
import Foundation

/// One game in `courtside list --json`.
struct ListEntry: Codable {
    let id: String
    let path: String
    let home: String
    let away: String
    let homeScore: Int
    let awayScore: Int
    let status: String
    let winner: String?
    let events: Int
    let clock: Double
    let created: String
    let lastPlayed: String?

    init(_ summary: GameSummary) {
        id = summary.id.rawValue
        path = summary.location
        home = summary.homeName
        away = summary.awayName
        homeScore = summary.homeScore
        awayScore = summary.awayScore
        status = summary.status == .finished ? "finished" : "in-progress"
        winner = summary.winner?.rawValue
        events = summary.eventCount
        clock = Double(summary.clockMs) / 1000
        created = Self.iso(summary.createdMs)
        lastPlayed = summary.lastPlayedMs.map(Self.iso)
    }

    /// The whole array, pretty-printed with sorted keys so output is stable.
    static func json(_ summaries: [GameSummary]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(summaries.map(ListEntry.init)), as: UTF8.self)
    }

    private static func iso(_ ms: Int64) -> String {
        Date(timeIntervalSince1970: Double(ms) / 1000).formatted(.iso8601)
    }
}
