import CourtsideCore
import FoundationEssentials

/// The fields of `/api/state` (docs/feed.md, "courtside serve"), apart from the feed lines it
/// embeds (`last`, `recent`), which are the feed's own objects and are written as the feed writes
/// them.
struct CourtState: Encodable {
    /// The schema version, the `"state"` field: a change that could break a reader bumps it.
    static let version = 1

    let game: String?
    let connection: String
    let seq: Int
    let clockMs: Int64
    /// The clock as the scorer's board shows it: the time left when ``countdownFromMs`` is set.
    let clockText: String
    let running: Bool
    let timeLimitMs: Int64?
    /// The limit the clock shows the time left to (a time limit with a shot clock, FIBA 3x3's
    /// way), for a page that runs the clock itself; nil when it shows the time played.
    let countdownFromMs: Int64?
    let status: String
    /// Whether both sides confirmed the final score as it stands (``GameState/isConfirmed``).
    let confirmed: Bool
    let winner: String?
    let rules: String?
    let text: String
    let home: Team?
    let away: Team?

    /// A team as the feed's team object has it.
    struct Team: Encodable {
        let name: String
        let score: Int
        let gamePoint: Bool
        let teamFouls: Int
        let bonus: Int

        init(_ side: Side, state: GameState, name: String) {
            self.name = name
            score = state.score(side)
            gamePoint = state.isGamePoint(for: side)
            teamFouls = state.teamFouls(side)
            bonus = state.rules.bonusLevel(teamFouls: state.teamFouls(side.opponent))
        }
    }

    private enum CodingKeys: String, CodingKey {
        case game, connection, seq, clockMs, clockText, running, timeLimitMs, countdownFromMs, status, confirmed
        case winner, rules, text, home, away
    }

    /// Every key always present: absent values are explicit nulls.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(game, forKey: .game)
        try container.encode(connection, forKey: .connection)
        try container.encode(seq, forKey: .seq)
        try container.encode(clockMs, forKey: .clockMs)
        try container.encode(clockText, forKey: .clockText)
        try container.encode(running, forKey: .running)
        try container.encode(timeLimitMs, forKey: .timeLimitMs)
        try container.encode(countdownFromMs, forKey: .countdownFromMs)
        try container.encode(status, forKey: .status)
        try container.encode(confirmed, forKey: .confirmed)
        try container.encode(winner, forKey: .winner)
        try container.encode(rules, forKey: .rules)
        try container.encode(text, forKey: .text)
        try container.encode(home, forKey: .home)
        try container.encode(away, forKey: .away)
    }

    /// The whole document: `"state"` first, these fields, then `last` and `recent` (feed lines,
    /// already encoded), as one line of JSON.
    func json(last: String?, recent: [String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let object: Data
        do {
            object = try encoder.encode(self)
        } catch {
            // Only strings, integers, booleans and nulls: nothing can fail.
            preconditionFailure("the state did not encode: \(error)")
        }
        let fields = String(decoding: object.dropFirst().dropLast(), as: UTF8.self)
        return "{\"state\":\(Self.version),\(fields),\"last\":\(last ?? "null"),\"recent\":["
            + recent.joined(separator: ",") + "]}"
    }
}
