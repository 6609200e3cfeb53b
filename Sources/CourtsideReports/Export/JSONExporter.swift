import CourtsideCore

/// The JSON export: one object with the game's facts, the box score and the play-by-play.
///
/// Written by hand, field by field, straight into the sink, so a game of any length is exported in
/// constant memory: keys sorted, two-space indents, each player and each play one object on its own
/// line, absent values an explicit `null` (docs/file-format.md, "json").
public enum JSONExporter {
    /// Writes the JSON text, ending with a line end.
    public static func write(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        let header = game.header
        try writer.write("{\n  \"away\": ")
        try writeTeam(box.away, to: &writer)
        try writer.write(",\n  \"clock\": ")
        try writer.write(secondsFromMs: box.clockMs)
        try writer.write(",\n  \"clockMs\": ")
        try writer.write(box.clockMs)
        try writer.write(",\n  \"created\": ")
        try writer.write(JSONText.quoted(TimestampFormat.iso8601(ms: box.createdMs)))
        try writer.write(",\n  \"createdMs\": ")
        try writer.write(box.createdMs)
        try writer.write(",\n  \"home\": ")
        try writeTeam(box.home, to: &writer)
        try writer.write(",\n  \"id\": ")
        try writer.write(JSONText.quoted(box.id.rawValue))
        try writer.write(",\n  \"lastEvent\": ")
        if let last = box.lastEventMs {
            try writer.write(JSONText.quoted(TimestampFormat.iso8601(ms: last)))
            try writer.write(",\n  \"lastEventMs\": ")
            try writer.write(last)
        } else {
            try writer.write("null,\n  \"lastEventMs\": null")
        }
        try writer.write(",\n  \"plays\": [")
        let rows = PlayRows(header: header)
        var first = true
        try PlayByPlay.forEachEntry(of: game) { entry in
            try writer.write(first ? Keys.firstPlay : Keys.nextPlay)
            first = false
            try rows.write(entry, to: &writer)
        }
        try writer.write(first ? "]" : "\n  ]")
        try writer.write(",\n  \"rules\": {\"bonus\": [")
        try writer.write(box.rules.bonusFouls.map { String($0) }.joined(separator: ", "))
        try writer.write("], \"cap\": ")
        if let cap = box.rules.cap { try writer.write(cap) } else { try writer.write(Keys.null) }
        try writer.write(", \"overtime\": ")
        try writer.write(box.rules.overtime)
        try writer.write(", \"shots\": ")
        try writer.write(JSONText.quoted(box.rules.shots.rawValue))
        try writer.write(", \"summary\": ")
        try writer.write(JSONText.quoted(box.rulesText))
        try writer.write(", \"target\": ")
        try writer.write(box.rules.target)
        try writer.write(", \"timeLimitMs\": ")
        if let limit = box.rules.timeLimitMs { try writer.write(limit) } else { try writer.write(Keys.null) }
        try writer.write(", \"winBy\": ")
        try writer.write(box.rules.winBy)
        try writer.write("},\n  \"status\": ")
        try writer.write(JSONText.quoted(box.status.rawValue))
        try writer.write(",\n  \"winner\": ")
        try writer.write(box.winner.map { JSONText.quoted($0.rawValue) } ?? Keys.null)
        try writer.write("\n}\n")
    }

    private static func writeTeam(_ team: TeamBox, to writer: inout ExportWriter) throws {
        try writer.write("{\n    \"name\": ")
        try writer.write(JSONText.quoted(team.name))
        try writer.write(",\n    \"players\": [")
        for (offset, line) in team.players.enumerated() {
            try writer.write(offset == 0 ? "\n      " : ",\n      ")
            try writeLine(line, to: &writer)
        }
        try writer.write(team.players.isEmpty ? "]" : "\n    ]")
        try writer.write(",\n    \"score\": ")
        try writer.write(team.score)
        try writer.write(",\n    \"total\": ")
        try writeLine(team.total, to: &writer)
        try writer.write("\n  }")
    }

    /// A box-score row as one object, keys sorted: the counters, the attempts, FGM and FGA, and
    /// the percentages (a number with one decimal, or null with no attempt).
    private static func writeLine(_ line: BoxLine, to writer: inout ExportWriter) throws {
        func percent(_ value: String?) throws {
            if let value { try writer.write(value) } else { try writer.write(Keys.null) }
        }
        try writer.write("{\"assists\": ")
        try writer.write(line.assists)
        try writer.write(", \"fieldGoalPct\": ")
        try percent(BoxLine.percent(line.fieldGoalsMade, of: line.fieldGoalsAttempted))
        try writer.write(", \"fieldGoalsAttempted\": ")
        try writer.write(line.fieldGoalsAttempted)
        try writer.write(", \"fieldGoalsMade\": ")
        try writer.write(line.fieldGoalsMade)
        try writer.write(", \"fouls\": ")
        try writer.write(line.fouls)
        try writer.write(", \"name\": ")
        try writer.write(JSONText.quoted(line.name))
        try writer.write(", \"onePoint\": ")
        try writer.write(line.onePoint)
        try writer.write(", \"onePointAttempts\": ")
        try writer.write(line.onePointAttempts)
        try writer.write(", \"onePointPct\": ")
        try percent(BoxLine.percent(line.onePoint, of: line.onePointAttempts))
        try writer.write(", \"points\": ")
        try writer.write(line.points)
        try writer.write(", \"rebounds\": ")
        try writer.write(line.rebounds)
        try writer.write(", \"twoPointAttempts\": ")
        try writer.write(line.twoPointAttempts)
        try writer.write(", \"twoPointPct\": ")
        try percent(BoxLine.percent(line.twoPoints, of: line.twoPointAttempts))
        try writer.write(", \"twoPoints\": ")
        try writer.write(line.twoPoints)
        try writer.write(byte: UInt8(ascii: "}"))
    }

    /// The fixed bytes of a play object, encoded once.
    private enum Keys {
        static let null = Array("null".utf8)
        static let firstPlay = Array("\n    {\"action\": ".utf8)
        static let nextPlay = Array(",\n    {\"action\": ".utf8)
        static let awayScore = Array(", \"awayScore\": ".utf8)
        static let before = Array(", \"before\": ".utf8)
        static let clock = Array(", \"clock\": ".utf8)
        static let corrected = Array(", \"corrected\": ".utf8)
        static let deleted = Array(", \"deleted\": ".utf8)
        static let homeScore = Array(", \"homeScore\": ".utf8)
        static let move = Array(", \"move\": ".utf8)
        static let now = Array(", \"now\": ".utf8)
        static let play = Array(", \"play\": ".utf8)
        static let player = Array(", \"player\": ".utf8)
        static let seq = Array(", \"seq\": ".utf8)
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
        let sides: [[UInt8]]
        let moves: [[UInt8]]
        let actions: [[UInt8]]

        init(header: GameHeader) {
            players = PlayerID.all.map { JSONText.quoted(header.player($0).name) }
            sides = [JSONText.quoted(Side.home.rawValue), JSONText.quoted(Side.away.rawValue)]
            moves = [Move.onePoint, .twoPoints, .assist, .rebound, .foul, .onePointMiss, .twoPointMiss].map {
                JSONText.quoted($0.rawValue)
            }
            actions = ["play", "correction", "deletion", "clock"].map(JSONText.quoted)
        }

        func write(_ entry: PlayByPlayEntry, to writer: inout ExportWriter) throws {
            switch entry.action {
            case .enter: try writer.write(actions[0])
            case .amend: try writer.write(actions[1])
            case .delete: try writer.write(actions[2])
            case .setClock: try writer.write(actions[3])
            case nil: try writer.write(Keys.null)
            }
            try writer.write(Keys.awayScore)
            try writer.write(entry.awayScore)
            try writer.write(Keys.before)
            try writeNumber(entry.insertedBefore, to: &writer)
            try writer.write(Keys.clock)
            try writer.write(secondsFromMs: entry.clockMs)
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
            try writer.write(Keys.team)
            try writer.write(entry.player.map { sides[$0.side == .home ? 0 : 1] } ?? Keys.null)
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

        /// `{"move": "2pt", "player": "Shaq", "team": "home"}`, or `null`.
        private func writeLine(_ line: PlayerMove?, to writer: inout ExportWriter) throws {
            guard let line else { return try writer.write(Keys.null) }
            try writer.write(Keys.teamOpen)
            try writer.write(moveBytes(line.move))
            try writer.write(Keys.player)
            try writer.write(players[line.player.index])
            try writer.write(Keys.team)
            try writer.write(sides[line.player.side == .home ? 0 : 1])
            try writer.write(byte: UInt8(ascii: "}"))
        }

        private func writeNumber(_ value: Int?, to writer: inout ExportWriter) throws {
            if let value { try writer.write(value) } else { try writer.write(Keys.null) }
        }

        private func moveBytes(_ move: Move) -> [UInt8] {
            switch move {
            case .onePoint: moves[0]
            case .twoPoints: moves[1]
            case .assist: moves[2]
            case .rebound: moves[3]
            case .foul: moves[4]
            case .onePointMiss: moves[5]
            case .twoPointMiss: moves[6]
            }
        }
    }
}
