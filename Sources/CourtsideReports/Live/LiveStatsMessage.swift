import CourtsideCore
import CourtsideText
import FoundationEssentials

/// One message in the FIBA LiveStats style of play-by-play (`courtside feed --livestats`, and each
/// action of `export --format livestats-json`): a new action, an update of one, or its deletion,
/// named by its `actionNumber` (docs/feed.md, "LiveStats", has the mapping table).
///
/// One JSON object, `"livestats"` (the schema version) first, the other keys in alphabetical
/// order, every key always there (`null` where it says nothing). Produced by this one type so
/// every output that speaks the vocabulary writes the same bytes.
public struct LiveStatsMessage: Sendable, Hashable {
    /// The schema version, the `"livestats"` field.
    public static let version = 1

    /// What the message does to the action it names.
    public enum Kind: String, Sendable, Hashable {
        /// A new action, or one that counts again (an undone play redone, a deletion undone).
        case action
        /// An action whose player or move changed (a correction, or its undo or redo).
        case update
        /// An action that no longer counts (deleted, or undone).
        case delete
    }

    /// The message's number, from 1, in the order the feed sends them (nil in an export).
    public let number: Int?
    /// What it does.
    public let kind: Kind
    /// The game's id.
    public let gameID: GameID
    /// The action: its number (the play's), clock, player and move as they stand.
    public let play: Play
    /// The score after the message.
    public let scoreHome: Int
    /// The score after the message.
    public let scoreAway: Int
    /// The wall time of the event that made the message, ms since 1970 (nil in an export).
    public let wallMs: Int64?

    /// A message about `play`.
    public init(
        number: Int?, kind: Kind, gameID: GameID, play: Play, scoreHome: Int, scoreAway: Int, wallMs: Int64?
    ) {
        self.number = number
        self.kind = kind
        self.gameID = gameID
        self.play = play
        self.scoreHome = scoreHome
        self.scoreAway = scoreAway
        self.wallMs = wallMs
    }

    /// LiveStats' `actionType` for a move under `rules`: a made or missed shot by its value
    /// (`1pt` for 1 point, as FIBA 3x3's LiveStats counts one-pointers; `2pt`; `3pt`), then
    /// `assist`, `rebound` (offensive and defensive as its `subType`), `foul`, `turnover`, `steal`,
    /// `block`; a free throw kept apart from the field goals is `freethrow` under every rule set.
    public static func actionType(_ move: Move, rules: Rules) -> String {
        switch move {
        case .onePoint, .onePointMiss, .twoPoints, .twoPointMiss:
            let made: Move = move == .onePointMiss ? .onePoint : move == .twoPointMiss ? .twoPoints : move
            switch rules.points(for: made) {
            case 1: return "1pt"
            case 3: return "3pt"
            default: return "2pt"
            }
        case .freeThrow, .freeThrowMiss: return "freethrow"
        case .assist: return "assist"
        case .rebound, .offensiveRebound, .defensiveRebound: return "rebound"
        case .foul: return "foul"
        case .turnover: return "turnover"
        case .steal: return "steal"
        case .block: return "block"
        }
    }

    /// The message as one JSON line, with its newline; the players named as `state` has them (a
    /// late arrival, a new name), or as the header does when nil.
    public func json(header: GameHeader, state: GameState? = nil) -> String {
        let names = state?.playerNames ?? GameState(header: header).playerNames
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let object: Data
        do {
            object = try encoder.encode(Document(message: self, header: header, names: names))
        } catch {
            // Only strings, integers and nulls are written: nothing can fail.
            preconditionFailure("a LiveStats message did not encode: \(error)")
        }
        return "{\"livestats\":\(Self.version)," + String(decoding: object.dropFirst(), as: UTF8.self) + "\n"
    }

    /// The object's fields, written one by one so absent values are explicit nulls.
    private struct Document: Encodable {
        let message: LiveStatsMessage
        let header: GameHeader
        /// The players' names by ``PlayerID/index``.
        let names: [String]

        private enum Key: String, CodingKey {
            case msgNumber, msgType, game, actionNumber, actionType, subType, success, scoring, clock, clockMs, period
            case periodType, teamNumber, side, team, pno, playerId, player, scoreHome, scoreAway, wall, insertedBefore
            case assistPlayerId, assistPlayer
        }

        func encode(to encoder: any Encoder) throws {
            let play = message.play
            let rules = header.rules
            let deleted = message.kind == .delete
            var root = encoder.container(keyedBy: Key.self)
            try root.encode(message.number, forKey: .msgNumber)
            try root.encode(message.kind.rawValue, forKey: .msgType)
            try root.encode(message.gameID.rawValue, forKey: .game)
            try root.encode(play.sequence, forKey: .actionNumber)
            try root.encode(message.scoreHome, forKey: .scoreHome)
            try root.encode(message.scoreAway, forKey: .scoreAway)
            try root.encode(message.wallMs.map(TimestampFormat.iso8601(ms:)), forKey: .wall)
            let move = deleted ? nil : play.move
            let isShot = move.map { $0.shotValue != nil || $0.isFreeThrow } ?? false
            let made = move == .onePoint || move == .twoPoints || move == .freeThrow
            try root.encode(move.map { LiveStatsMessage.actionType($0, rules: rules) }, forKey: .actionType)
            try root.encode(move.map(Self.subType), forKey: .subType)
            try root.encode(isShot ? (made ? 1 : 0) : nil as Int?, forKey: .success)
            try root.encode(move.map { _ in isShot ? 1 : 0 }, forKey: .scoring)
            try root.encode(
                deleted
                    ? nil : ClockFormat.string(ms: play.clockMs, countingDownFrom: ClockFormat.countdownLimitMs(rules)),
                forKey: .clock)
            try root.encode(deleted ? nil : play.clockMs, forKey: .clockMs)
            try root.encode(deleted ? nil : 1 as Int?, forKey: .period)
            let overtime = rules.timeLimitMs.map { play.clockMs >= $0 } ?? false
            try root.encode(deleted ? nil : overtime ? "OVERTIME" : "REGULAR", forKey: .periodType)
            let player = deleted ? nil : play.player
            try root.encode(player.map { $0.side == .home ? 1 : 2 }, forKey: .teamNumber)
            try root.encode(player?.side.rawValue, forKey: .side)
            try root.encode(player.map { header.team($0.side).name }, forKey: .team)
            try root.encode(player?.number, forKey: .pno)
            try root.encode(player?.rawValue, forKey: .playerId)
            try root.encode(player.map { names[$0.index] }, forKey: .player)
            try root.encode(deleted ? nil : play.insertedBefore, forKey: .insertedBefore)
            let passer = deleted ? nil : play.creditedAssist
            try root.encode(passer?.rawValue, forKey: .assistPlayerId)
            try root.encode(passer.map { names[$0.index] }, forKey: .assistPlayer)
        }

        /// LiveStats' `subType`: the shot's courtside move for shots, `personal` for a foul.
        private static func subType(_ move: Move) -> String? {
            switch move {
            case .onePoint, .onePointMiss: "1pt"
            case .twoPoints, .twoPointMiss: "2pt"
            case .foul: "personal"
            case .offensiveRebound: "offensive"
            case .defensiveRebound: "defensive"
            case .assist, .rebound, .turnover, .steal, .block, .freeThrow, .freeThrowMiss: nil
            }
        }
    }
}
