import CourtsideCore

/// A game's result and its players' lines after its first `seq` events, as the core's fold has
/// them, in the league's `games` result columns and `player_lines` (schema version 2): what the
/// season's stats sum, so no query folds a game again.
///
/// The sender writes them in the transaction that inserts the events they fold, so the lines
/// never say more or less than the events the league holds (`folded_seq` = `last_seq`).
enum LeagueFoldedGame {
    /// Folds `game`'s first `seq` events and writes the result and every line in place of what
    /// the league had for the game.
    static func write(_ game: Game, through seq: Int, on connection: LeagueConnection) throws(LeagueError) {
        let id = game.header.id
        let folded: Game
        if seq == game.events.count {
            folded = game
        } else {
            do {
                folded = try Game(header: game.header, events: Array(game.events.prefix(seq)))
            } catch {
                throw .refused("game \(id): event \(error)")
            }
        }
        let record = GameRecord(game: folded, location: "")
        let summary = record.summary
        try connection.query(
            """
            UPDATE games SET folded_seq = $2, winner = $3, home_score = $4, away_score = $5, clock_ms = $6,
                last_played_ms = $7
            WHERE id = $1
            """,
            [
                id.rawValue, "\(seq)", summary.winner?.rawValue, "\(summary.homeScore)", "\(summary.awayScore)",
                "\(summary.clockMs)", summary.lastPlayedMs.map { "\($0)" },
            ])
        try connection.query("DELETE FROM player_lines WHERE game_id = $1", [id.rawValue])
        guard !record.lines.isEmpty else { return }
        let keys = record.lines.map { $0.name.lowercased() }
        // A name twice in one game (both teams): the directory leaves it out of that player's stats.
        let repeated = keys.map { key in keys.lazy.filter { $0 == key }.count > 1 }
        let lines = record.lines
        func numbers(_ value: (GamePlayerLine) -> Int) -> String? {
            LeagueSender.arrayLiteral(lines.map { "\(value($0))" })
        }
        try connection.query(
            """
            INSERT INTO player_lines (game_id, position, player, side, name, name_key, played, repeated, points,
                low_made, low_missed, high_made, high_missed, assists, rebounds, fouls, plus_minus, oreb, dreb,
                ft_made, ft_missed, turnovers, steals, blocks)
            SELECT $1, t.* FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[],
                $8::boolean[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::int[],
                $16::int[], $17::int[], $18::int[], $19::int[], $20::int[], $21::int[], $22::int[], $23::int[],
                $24::int[]) AS t
            """,
            [
                id.rawValue, LeagueSender.arrayLiteral(lines.indices.map { "\($0)" }),
                LeagueSender.arrayLiteral(lines.map(\.player.description)),
                LeagueSender.arrayLiteral(lines.map(\.player.side.rawValue)),
                LeagueSender.arrayLiteral(lines.map(\.name)),
                LeagueSender.arrayLiteral(keys), LeagueSender.arrayLiteral(lines.map { $0.played ? "t" : "f" }),
                LeagueSender.arrayLiteral(repeated.map { $0 ? "t" : "f" }), numbers(\.points), numbers(\.lowMade),
                numbers(\.lowMissed), numbers(\.highMade), numbers(\.highMissed), numbers(\.assists),
                numbers(\.rebounds), numbers(\.fouls), numbers(\.plusMinus), numbers(\.offensiveRebounds),
                numbers(\.defensiveRebounds), numbers(\.freeThrowsMade), numbers(\.freeThrowsMissed),
                numbers(\.turnovers), numbers(\.steals), numbers(\.blocks),
            ])
    }
}
