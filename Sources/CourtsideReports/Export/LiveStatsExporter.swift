import CourtsideCore

/// The game as it stands in the FIBA LiveStats vocabulary (`--format livestats-json`): one JSON
/// object with the game and both teams, then `actions`, one ``LiveStatsMessage`` per play that
/// counts, in game-clock order with running scores (``StandingPlays``), one a line, streamed.
public enum LiveStatsExporter {
    /// Writes the JSON text, ending with a line end.
    public static func write(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        let header = game.header
        try writer.write("{\"livestats\": \(LiveStatsMessage.version), \"game\": ")
        try writer.write(JSONText.quoted(header.id.rawValue))
        try writer.write(", \"rules\": ")
        try writer.write(JSONText.quoted(box.rulesText))
        try writer.write(", \"status\": ")
        try writer.write(JSONText.quoted(box.status.rawValue))
        for team in box.teams {
            try writer.write(team.side == .home ? ",\n  \"home\": {\"name\": " : ",\n  \"away\": {\"name\": ")
            try writer.write(JSONText.quoted(team.name))
            try writer.write(", \"score\": ")
            try writer.write(team.score)
            try writer.write(", \"side\": ")
            try writer.write(JSONText.quoted(team.side.rawValue))
            try writer.write(team.side == .home ? ", \"teamNumber\": 1}" : ", \"teamNumber\": 2}")
        }
        try writer.write(",\n  \"actions\": [")
        var first = true
        let state = game.state
        try StandingPlays.forEach(in: state) { line in
            // A play's action; a team's violation has no play, and no action of its own here.
            guard let play = state.plays[line.play] else { return }
            let message = LiveStatsMessage(
                number: nil, kind: .action, gameID: header.id, play: play, scoreHome: line.homeScore,
                scoreAway: line.awayScore, wallMs: nil)
            try writer.write(first ? "\n    " : ",\n    ")
            first = false
            try writer.write(String(message.json(header: header, state: state).dropLast()))
        }
        try writer.write(first ? "]\n}\n" : "\n  ]\n}\n")
    }
}
