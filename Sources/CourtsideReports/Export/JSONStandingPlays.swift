import CourtsideCore
import CourtsideText

/// Writes the JSON export's play objects, one line each: a play as the game stands
/// (docs/file-format.md, "json"), keys in alphabetical order, every name, side, id and move quoted once.
struct JSONStandingPlays {
    private let players: [[UInt8]]
    private let ids: [[UInt8]]
    private let teams: [[UInt8]]
    private let sides: [[UInt8]]
    private let moves: [[UInt8]]
    /// The limit the game's clock counts down from (nil: up): `clockText` is the board's time.
    private let countdownMs: Int64?

    /// The writer for the game `header` names, its players named as `state` has them.
    init(header: GameHeader, state: GameState) {
        players = state.playerNames.map(JSONText.quoted)
        ids = PlayerID.roster.map { JSONText.quoted($0.rawValue) }
        teams = [JSONText.quoted(header.home.name), JSONText.quoted(header.away.name)]
        sides = [JSONText.quoted(Side.home.rawValue), JSONText.quoted(Side.away.rawValue)]
        moves = Move.allCases.map { JSONText.quoted($0.rawValue) }
        countdownMs = ClockFormat.countdownLimitMs(header.rules)
    }

    /// `{"awayScore": 0, "clockMs": 5000, "clockText": "00:05.0", "corrected": false, …}`.
    func write(_ line: StandingPlay, to writer: inout ExportWriter) throws {
        try writer.write("{\"assist\": ")
        if let passer = line.assist {
            try writer.write("{\"player\": ")
            try writer.write(players[passer.index])
            try writer.write(", \"playerId\": ")
            try writer.write(ids[passer.index])
            try writer.write(byte: UInt8(ascii: "}"))
        } else {
            try writer.write("null")
        }
        try writer.write(", \"awayScore\": ")
        try writer.write(line.awayScore)
        try writer.write(", \"clockMs\": ")
        try writer.write(line.clockMs)
        try writer.write(", \"clockText\": \"")
        try writer.write(clockMs: line.clockMs, countingDownFrom: countdownMs)
        try writer.write(line.entered == nil ? "\", \"corrected\": false" : "\", \"corrected\": true")
        try writer.write(", \"homeScore\": ")
        try writer.write(line.homeScore)
        try writer.write(", \"insertedBefore\": ")
        if let before = line.insertedBefore { try writer.write(before) } else { try writer.write("null") }
        // JSON's lines are plays and violations, which always name a team.
        let side = line.team == .away ? 1 : 0
        try writer.write(", \"move\": ")
        if let move = line.move {
            try writer.write(moves[Move.allCases.firstIndex(of: move) ?? 0])
        } else {
            try writer.write("\"violation\"")
        }
        try writer.write(", \"play\": ")
        try writer.write(line.play)
        if let player = line.player {
            try writer.write(", \"player\": ")
            try writer.write(players[player.index])
            try writer.write(", \"playerId\": ")
            try writer.write(ids[player.index])
        } else {
            try writer.write(", \"player\": null, \"playerId\": null")
        }
        try writer.write(", \"points\": ")
        try writer.write(line.points)
        try writer.write(", \"side\": ")
        try writer.write(sides[side])
        try writer.write(", \"team\": ")
        try writer.write(teams[side])
        try writer.write(", \"was\": ")
        if let entered = line.entered {
            try writer.write(byte: UInt8(ascii: "{"))
            try writePlayer(entered, to: &writer)
            try writer.write(byte: UInt8(ascii: "}"))
        } else {
            try writer.write("null")
        }
        try writer.write(byte: UInt8(ascii: "}"))
    }

    /// `"move": "2pt", "player": "Shaq", "playerId": "home.1", "side": "home", "team": "Ballerz"`.
    private func writePlayer(_ line: PlayerMove, to writer: inout ExportWriter) throws {
        let side = line.player.side == .home ? 0 : 1
        try writer.write("\"move\": ")
        try writer.write(moves[Move.allCases.firstIndex(of: line.move) ?? 0])
        try writer.write(", \"player\": ")
        try writer.write(players[line.player.index])
        try writer.write(", \"playerId\": ")
        try writer.write(ids[line.player.index])
        try writer.write(", \"side\": ")
        try writer.write(sides[side])
        try writer.write(", \"team\": ")
        try writer.write(teams[side])
    }
}
