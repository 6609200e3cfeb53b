import CourtsideCore
import CourtsideFileFormat
import CourtsideText
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of `courtside feed`: an event and the game's state right after it, as one JSON object
/// (docs/feed.md, schema version ``version``).
///
/// Every line stands alone, so a script can read any one of them without the others: the teams'
/// names and scores, the clock, whether it runs, the status and winner, the play in words and the
/// players whose lines the event changed. Keys are written `"feed"` first, then in alphabetical
/// order; names are JSON-escaped by the encoder like any string.
///
/// It is also `Encodable` (the same object, `"feed"` among the sorted keys), so `courtside serve`
/// embeds it in its state document and sends it as its events' data: one JSON type for a game's
/// event wherever courtside writes one.
public struct FeedLine: Sendable, Encodable {
    /// The schema version, the `"feed"` field: a change that could break a reader bumps it.
    public static let version = 2

    /// The game's id.
    public let gameID: GameID
    /// What the event changed (the event itself is in it).
    public let change: GameChange
    /// The state right after the event.
    public let state: GameState
    /// The words for the game's plays.
    public let words: PlayWords

    /// The line for `change`, which led to `state`, with the players named by `words` (see
    /// ``FeedLineMaker``, which keeps them named as each play had them). The `"event"` field is
    /// `change.event` as the game file writes it (``EventLine``): its keys are written in one place.
    public init(gameID: GameID, change: GameChange, state: GameState, words: PlayWords) {
        self.gameID = gameID
        self.change = change
        self.state = state
        self.words = words
    }

    /// The JSON object, `"feed"` first, with its newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let object: Data
        do {
            object = try encoder.encode(Document(line: self))
        } catch {
            // Only strings, integers, booleans and nulls are written: nothing can fail.
            preconditionFailure("a feed line did not encode: \(error)")
        }
        return "{\"feed\":\(Self.version)," + String(decoding: object.dropFirst(), as: UTF8.self) + "\n"
    }

    /// The object with `"feed"` among its keys, for embedding in another document.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: VersionKey.self)
        try container.encode(Self.version, forKey: .feed)
        try Document(line: self).encode(to: encoder)
    }

    private enum VersionKey: String, CodingKey {
        case feed
    }

    /// "running", "paused" or "final" (won, even before the clock's automatic pause is read).
    public var status: String {
        if state.isFinished { return "final" }
        return state.isClockRunning ? "running" : "paused"
    }

    /// The object's fields, written one by one so absent values are explicit nulls and the keys are
    /// exactly the documented ones.
    private struct Document: Encodable {
        let line: FeedLine

        private enum Key: String, CodingKey {
            case game, seq, event, clockMs, clockText, wall, running, status, confirmed, winner, home, away, play, text
            case players
            case rules, side, name, score, gamePoint, teamFouls, bonus, timeouts, timeoutsLeft, teamTurnovers
            case possession
            case id, team, points, onePoint, twoPoints, assists, rebounds, fouls, onePointAttempts, twoPointAttempts
            case offensiveRebounds, defensiveRebounds, turnovers, steals, blocks, freeThrows, freeThrowAttempts
        }

        func encode(to encoder: any Encoder) throws {
            let state = line.state
            let words = line.words
            var root = encoder.container(keyedBy: Key.self)
            try root.encode(line.gameID.rawValue, forKey: .game)
            try root.encode(line.change.event.sequence, forKey: .seq)
            try EventLine(line.change.event).encode(to: root.superEncoder(forKey: .event))
            try root.encode(state.clockMs, forKey: .clockMs)
            try root.encode(
                ClockFormat.string(ms: state.clockMs, countingDownFrom: ClockFormat.countdownLimitMs(state.rules)),
                forKey: .clockText)
            try root.encode(TimestampFormat.iso8601(ms: line.change.event.wallMs), forKey: .wall)
            try root.encode(state.isClockRunning, forKey: .running)
            try root.encode(line.status, forKey: .status)
            // Whether both sides confirmed the final score as it stands (a confirm is the last event).
            try root.encode(state.isConfirmed, forKey: .confirmed)
            try root.encode(state.rules.summary, forKey: .rules)
            // `encode` of an Optional (not `encodeIfPresent`) writes an explicit null.
            try root.encode(state.winner?.rawValue, forKey: .winner)
            try root.encode(state.possession?.rawValue, forKey: .possession)
            for side in Side.allCases {
                var team = root.nestedContainer(keyedBy: Key.self, forKey: side == .home ? .home : .away)
                try team.encode(side.rawValue, forKey: .side)
                try team.encode(words.name(of: side), forKey: .name)
                try team.encode(state.score(side), forKey: .score)
                try team.encode(state.isGamePoint(for: side), forKey: .gamePoint)
                try team.encode(state.teamFouls(side), forKey: .teamFouls)
                // The bonus this team shoots, from the other team's fouls (the board's BONUS).
                try team.encode(
                    state.rules.bonusLevel(teamFouls: state.teamFouls(side.opponent)), forKey: .bonus)
                try team.encode(state.timeoutsTaken(side), forKey: .timeouts)
                try team.encode(state.timeoutsLeft(side), forKey: .timeoutsLeft)
                try team.encode(state.violations(side), forKey: .teamTurnovers)
            }
            try root.encode(words.play(for: line.change), forKey: .play)
            try root.encode(words.statusText(for: line.change, state: state), forKey: .text)
            var players = root.nestedUnkeyedContainer(forKey: .players)
            for id in line.change.touchedPlayers {
                let stats = state.stats(for: id)
                var player = players.nestedContainer(keyedBy: Key.self)
                try player.encode(id.rawValue, forKey: .id)
                try player.encode(id.side.rawValue, forKey: .side)
                try player.encode(words.name(of: id.side), forKey: .team)
                try player.encode(words.name(of: id), forKey: .name)
                try player.encode(stats.points, forKey: .points)
                try player.encode(stats.onePoint, forKey: .onePoint)
                try player.encode(stats.twoPoints, forKey: .twoPoints)
                try player.encode(stats.assists, forKey: .assists)
                try player.encode(stats.rebounds, forKey: .rebounds)
                try player.encode(stats.fouls, forKey: .fouls)
                try player.encode(stats.attempted(1), forKey: .onePointAttempts)
                try player.encode(stats.attempted(2), forKey: .twoPointAttempts)
                try player.encode(stats.offensiveRebounds, forKey: .offensiveRebounds)
                try player.encode(stats.defensiveRebounds, forKey: .defensiveRebounds)
                try player.encode(stats.turnovers, forKey: .turnovers)
                try player.encode(stats.steals, forKey: .steals)
                try player.encode(stats.blocks, forKey: .blocks)
                try player.encode(stats.freeThrows, forKey: .freeThrows)
                try player.encode(stats.freeThrowsAttempted, forKey: .freeThrowAttempts)
            }
        }
    }
}
