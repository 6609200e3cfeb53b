import CourtsideCore
import CourtsideText
import FoundationEssentials

/// The JSON export: one object with the game's facts, the box score and the play-by-play as the
/// game stands (`plays`), or (`events-json`) the event log (`events`).
///
/// The facts and the box score are a ``BoxScoreDocument`` through `JSONEncoder` (pretty-printed,
/// keys sorted); `plays` or `events` comes after them, the object's last key, streamed into the
/// sink one object a line, so a game of any length is exported in constant memory and a reader has
/// the box score before the long list (docs/file-format.md, "json").
public enum JSONExporter {
    /// Writes the JSON text, ending with a line end: the plays as the game stands, or with
    /// `events` the event log.
    public static func write(_ game: some GameLog, box: BoxScore, events: Bool = false, to writer: inout ExportWriter)
        throws
    {
        try writer.write(try document(box))
        var first = true
        if events {
            try writer.write(",\n  \"events\" : [")
            let rows = PlayRows(header: game.header, state: game.state)
            try PlayByPlay.forEachEntry(of: game) { entry in
                try writer.write(first ? Keys.firstPlay : Keys.nextPlay)
                first = false
                try rows.write(entry, to: &writer)
            }
        } else {
            try writer.write(",\n  \"plays\" : [")
            let rows = JSONStandingPlays(header: game.header, state: game.state)
            try StandingPlays.forEach(in: game.state) { line in
                try writer.write(first ? Keys.firstLine : Keys.nextLine)
                first = false
                try rows.write(line, to: &writer)
            }
        }
        try writer.write(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// The encoded box-score object without its closing `\n}`, so `plays` can follow as its last key.
    ///
    /// The encoder writes U+FEFF as its raw bytes; a parser may drop those at the start of a string
    /// as a byte-order mark, so they are written `\ufeff` as ``JSONText`` writes them in the plays.
    /// (Outside strings the encoder writes ASCII only, so the bytes can stand for nothing else.)
    static func document(_ box: BoxScore) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes = Array(try encoder.encode(BoxScoreDocument(box: box)))
        precondition(bytes.suffix(2) == Array("\n}".utf8), "a pretty-printed object ends with a line and a brace")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count - 2 {
            if bytes[index] == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                out += Array("\\ufeff".utf8)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// The fixed bytes of a play object, encoded once.
    private enum Keys {
        static let null = Array("null".utf8)
        static let firstLine = Array("\n    ".utf8)
        static let nextLine = Array(",\n    ".utf8)
        static let firstPlay = Array("\n    {\"action\": ".utf8)
        static let nextPlay = Array(",\n    {\"action\": ".utf8)
        static let awayScore = Array(", \"awayScore\": ".utf8)
        static let before = Array(", \"before\": ".utf8)
        static let clockMs = Array(", \"clockMs\": ".utf8)
        static let clockText = Array(", \"clockText\": \"".utf8)
        static let corrected = Array(", \"corrected\": ".utf8)
        static let deleted = Array(", \"deleted\": ".utf8)
        static let homeScore = Array(", \"homeScore\": ".utf8)
        static let move = Array(", \"move\": ".utf8)
        static let now = Array(", \"now\": ".utf8)
        static let play = Array(", \"play\": ".utf8)
        static let player = Array(", \"player\": ".utf8)
        static let seq = Array(", \"seq\": ".utf8)
        static let side = Array(", \"side\": ".utf8)
        static let team = Array(", \"team\": ".utf8)
        static let type = Array(", \"type\": ".utf8)
        static let voided = Array(", \"voided\": ".utf8)
        static let was = Array(", \"was\": ".utf8)
        static let `true` = Array("true".utf8)
        static let `false` = Array("false".utf8)
        static let teamOpen = Array("{\"move\": ".utf8)
    }

    /// Writes play objects, with every name, side, move and type quoted once.
    private struct PlayRows {
        let players: [[UInt8]]
        let teams: [[UInt8]]
        let sides: [[UInt8]]
        let moves: [[UInt8]]
        let actions: [[UInt8]]
        /// The limit the game's clock counts down from (nil: up): `clockText` is the board's time.
        let countdownMs: Int64?

        init(header: GameHeader, state: GameState) {
            countdownMs = ClockFormat.countdownLimitMs(header.rules)
            players = state.playerNames.map(JSONText.quoted)
            teams = [JSONText.quoted(header.home.name), JSONText.quoted(header.away.name)]
            sides = [JSONText.quoted(Side.home.rawValue), JSONText.quoted(Side.away.rawValue)]
            moves = Move.allCases.map {
                JSONText.quoted($0.rawValue)
            }
            actions = ["play", "correction", "deletion", "clock", "assist", "call", "substitution", "join", "rename"]
                .map(JSONText.quoted)
        }

        func write(_ entry: PlayByPlayEntry, to writer: inout ExportWriter) throws {
            switch entry.action {
            case .enter: try writer.write(actions[0])
            case .amend: try writer.write(actions[1])
            case .delete: try writer.write(actions[2])
            case .setClock: try writer.write(actions[3])
            case .credit: try writer.write(actions[4])
            case .timeout, .possession, .shotClockReset, .violation: try writer.write(actions[5])
            case .substitution: try writer.write(actions[6])
            case .join: try writer.write(actions[7])
            case .rename: try writer.write(actions[8])
            case nil: try writer.write(Keys.null)
            }
            try writer.write(Keys.awayScore)
            try writer.write(entry.awayScore)
            try writer.write(Keys.before)
            try writeNumber(entry.insertedBefore, to: &writer)
            try writer.write(Keys.clockMs)
            try writer.write(entry.clockMs)
            try writer.write(Keys.clockText)
            try writer.write(clockMs: entry.clockMs, countingDownFrom: countdownMs)
            try writer.write(byte: UInt8(ascii: "\""))
            try writer.write(Keys.corrected)
            try writer.write(entry.isCorrected ? Keys.true : Keys.false)
            try writer.write(Keys.deleted)
            try writer.write(entry.isDeleted ? Keys.true : Keys.false)
            try writer.write(Keys.homeScore)
            try writer.write(entry.homeScore)
            try writer.write(Keys.move)
            try writer.write(entry.move.map(moveBytes) ?? Keys.null)
            try writer.write(Keys.now)
            try writeLine(entry.now, to: &writer)
            try writer.write(Keys.play)
            try writeNumber(entry.play, to: &writer)
            try writer.write(Keys.player)
            try writer.write(entry.player.map { players[$0.index] } ?? Keys.null)
            try writer.write(Keys.seq)
            try writer.write(entry.sequence)
            try writer.write(Keys.side)
            try writer.write(entry.player.map { sides[$0.side == .home ? 0 : 1] } ?? Keys.null)
            try writer.write(Keys.team)
            try writer.write(entry.player.map { teams[$0.side == .home ? 0 : 1] } ?? Keys.null)
            try writer.write(Keys.type)
            try writer.write(byte: UInt8(ascii: "\""))
            try writer.write(entry.type)
            try writer.write(byte: UInt8(ascii: "\""))
            try writer.write(Keys.voided)
            try writer.write(entry.isVoided ? Keys.true : Keys.false)
            try writer.write(Keys.was)
            try writeLine(entry.was, to: &writer)
            try writer.write(byte: UInt8(ascii: "}"))
        }

        /// `{"move": "2pt", "player": "Shaq", "side": "home", "team": "Ballerz"}`, or `null`.
        private func writeLine(_ line: PlayerMove?, to writer: inout ExportWriter) throws {
            guard let line else { return try writer.write(Keys.null) }
            try writer.write(Keys.teamOpen)
            try writer.write(moveBytes(line.move))
            try writer.write(Keys.player)
            try writer.write(players[line.player.index])
            try writer.write(Keys.side)
            try writer.write(sides[line.player.side == .home ? 0 : 1])
            try writer.write(Keys.team)
            try writer.write(teams[line.player.side == .home ? 0 : 1])
            try writer.write(byte: UInt8(ascii: "}"))
        }

        private func writeNumber(_ value: Int?, to writer: inout ExportWriter) throws {
            if let value { try writer.write(value) } else { try writer.write(Keys.null) }
        }

        private func moveBytes(_ move: Move) -> [UInt8] {
            moves[move.ordinal]
        }
    }
}
