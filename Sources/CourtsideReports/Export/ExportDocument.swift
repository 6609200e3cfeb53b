import CourtsideCore

/// The JSON export's object, written field by field so absent values are explicit `null`s and the
/// keys are exactly the documented ones (docs/file-format.md, "Export").
struct ExportDocument: Encodable {
    let box: BoxScore
    let plays: PlayByPlay

    private enum Key: String, CodingKey {
        case id, status, winner, clock, home, away, plays
        case name, score, players
        case points, onePoint, twoPoints, assists, rebounds, fouls
        case seq, team, player, move, homeScore, awayScore, voided, type
    }

    func encode(to encoder: any Encoder) throws {
        var root = encoder.container(keyedBy: Key.self)
        try root.encode(box.id.rawValue, forKey: .id)
        try root.encode(box.status.rawValue, forKey: .status)
        try root.encode(box.winner?.rawValue, forKey: .winner)
        try root.encode(Self.seconds(box.clockMs), forKey: .clock)
        for team in box.teams {
            var object = root.nestedContainer(keyedBy: Key.self, forKey: team.side == .home ? .home : .away)
            try object.encode(team.name, forKey: .name)
            try object.encode(team.score, forKey: .score)
            var players = object.nestedUnkeyedContainer(forKey: .players)
            for line in team.players {
                var player = players.nestedContainer(keyedBy: Key.self)
                try player.encode(line.name, forKey: .name)
                try player.encode(line.points, forKey: .points)
                try player.encode(line.onePoint, forKey: .onePoint)
                try player.encode(line.twoPoints, forKey: .twoPoints)
                try player.encode(line.assists, forKey: .assists)
                try player.encode(line.rebounds, forKey: .rebounds)
                try player.encode(line.fouls, forKey: .fouls)
            }
        }
        var list = root.nestedUnkeyedContainer(forKey: .plays)
        for entry in plays.entries {
            var play = list.nestedContainer(keyedBy: Key.self)
            try play.encode(entry.sequence, forKey: .seq)
            try play.encode(entry.type, forKey: .type)
            try play.encode(Self.seconds(entry.clockMs), forKey: .clock)
            // Encoding an Optional through `encode` (not `encodeIfPresent`) writes an explicit null.
            try play.encode(entry.player?.side.rawValue, forKey: .team)
            try play.encode(entry.playerName, forKey: .player)
            try play.encode(entry.move?.rawValue, forKey: .move)
            try play.encode(entry.homeScore, forKey: .homeScore)
            try play.encode(entry.awayScore, forKey: .awayScore)
            try play.encode(entry.isVoided, forKey: .voided)
        }
    }

    /// Milliseconds as seconds; exact to the millisecond, since thousandths print without binary noise.
    static func seconds(_ ms: Int64) -> Double { Double(ms) / 1000 }
}
