import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

/// The season's stats from the league database, over every court: what `players`, `player` and
/// `leaders` read when a league is configured, in the shapes the local library gives them.
///
/// Every query reads the result columns and `player_lines` that the sender wrote from the core's
/// fold (``LeagueFoldedGame``), never the events: a game counts once it is won and its lines fold
/// every event the league holds of it (`folded_seq = last_seq`). Players are matched by name
/// without regard to case, as a library with no registry matches them: the registry's merges and
/// renames are a library's own.
public struct LeagueSeason {
    private let connection: LeagueConnection

    /// The season of the league `connection` reaches; its schema is checked first.
    public init(connection: LeagueConnection) throws(LeagueError) {
        try LeagueSchema.check(connection)
        self.connection = connection
    }

    /// The games counted: won, and folded through every event the league holds.
    private static let counted = "g.winner IS NOT NULL AND g.folded_seq = g.last_seq"
    /// A game's creation in milliseconds (`created_at` keeps the header's, to the microsecond).
    private static let createdMs = "(extract(epoch FROM g.created_at) * 1000)::bigint"
    /// A game's last activity in milliseconds, as ``GameSummary/lastActivityMs`` says it: its last
    /// event, or its creation when that is later (a wall clock set back) or there is no event.
    private static let lastActivityMs = "greatest(coalesce(g.last_played_ms, \(createdMs)), \(createdMs))"

    /// Every name's totals over the won games created at or after `sinceMs` (all when nil),
    /// summed in SQL over the lines of players who played; a name twice in one game is left out
    /// of that game, as the directory leaves it out.
    public func nameTotals(sinceMs: Int64?) throws(LeagueError) -> [NameTotals] {
        let rows = try connection.query(
            """
            SELECT p.name, count(*), count(*) FILTER (WHERE p.side = g.winner), sum(p.points), sum(p.low_made),
                sum(p.low_missed), sum(p.high_made), sum(p.high_missed), sum(p.assists), sum(p.rebounds),
                sum(p.fouls), sum(p.oreb), sum(p.dreb), sum(p.ft_made), sum(p.ft_missed), sum(p.turnovers),
                sum(p.steals), sum(p.blocks), sum(p.plus_minus), min(\(Self.createdMs)), max(\(Self.createdMs)),
                max(\(Self.lastActivityMs))
            FROM games g JOIN player_lines p ON p.game_id = g.id
            WHERE \(Self.counted) AND p.played AND NOT p.repeated
                AND ($1::bigint IS NULL OR g.created_at >= to_timestamp($1::double precision / 1000))
            GROUP BY p.name
            """, [sinceMs.map { "\($0)" }])
        return try rows.map { row throws(LeagueError) in
            let numbers = try (1...21).map { column throws(LeagueError) in try Self.integer(row, column) }
            return NameTotals(
                name: row[0] ?? "", games: Int(numbers[0]), wins: Int(numbers[1]),
                counts: BoxCounts(
                    points: Int(numbers[2]), lowMade: Int(numbers[3]), lowMissed: Int(numbers[4]),
                    highMade: Int(numbers[5]), highMissed: Int(numbers[6]), assists: Int(numbers[7]),
                    rebounds: Int(numbers[8]), fouls: Int(numbers[9]), plusMinus: Int(numbers[17]),
                    offensiveRebounds: Int(numbers[10]), defensiveRebounds: Int(numbers[11]),
                    freeThrowsMade: Int(numbers[12]), freeThrowsMissed: Int(numbers[13]), turnovers: Int(numbers[14]),
                    steals: Int(numbers[15]), blocks: Int(numbers[16])),
                firstCreatedMs: numbers[18], lastCreatedMs: numbers[19], lastActivityMs: numbers[20])
        }
    }

    /// Every won game's result with who played on each side, for the ratings (learned from every
    /// game, whatever a `since` says).
    public func results() throws(LeagueError) -> [LeagueResult] {
        let rows = try connection.query(
            """
            SELECT g.id, \(Self.createdMs), g.winner, g.home_score - g.away_score, p.side, p.name
            FROM games g LEFT JOIN player_lines p ON p.game_id = g.id AND p.played AND NOT p.repeated
            WHERE \(Self.counted)
            ORDER BY g.id, p.position
            """)
        var results: [LeagueResult] = []
        for row in rows {
            guard let id = row[0].flatMap(GameID.init(rawValue:)), let winner = row[2].flatMap(Side.init(rawValue:))
            else { throw .refused("a game row the season cannot read") }
            if results.last?.id != id {
                results.append(
                    LeagueResult(
                        id: id, createdMs: try Self.integer(row, 1), winner: winner,
                        margin: Int(try Self.integer(row, 3))))
            }
            guard let side = row[4].flatMap(Side.init(rawValue:)), let key = row[5] else { continue }
            if side == .home {
                results[results.count - 1].home.append(key)
            } else {
                results[results.count - 1].away.append(key)
            }
        }
        return results
    }

    /// Each name that is on both teams of a counted game, with the game: newest game first (the
    /// local library's order), the spelling of the name's first line in the game. Those games are
    /// left out of that name's sums.
    public func repeatedNames() throws(LeagueError) -> [(game: GameID, name: String)] {
        try connection.query(
            """
            SELECT g.id, p.name FROM games g
            CROSS JOIN LATERAL (
                SELECT DISTINCT ON (name_key) name, position FROM player_lines
                WHERE game_id = g.id AND repeated ORDER BY name_key, position
            ) p
            WHERE \(Self.counted)
            ORDER BY \(Self.lastActivityMs) DESC,
                g.id COLLATE "C", p.position
            """
        ).compactMap { row in
            guard let id = row[0].flatMap(GameID.init(rawValue:)), let name = row[1] else { return nil }
            return (id, name)
        }
    }

    /// Every won game's record: its summary (the header as the court's file has it, the result
    /// the fold left) and every player's line, for `player NAME` (one player's games and their
    /// lookup by name among all), newest first as a library's records are. Lines are read, never
    /// folded again.
    public func records() throws(LeagueError) -> [GameRecord] {
        let games = try connection.query(
            """
            SELECT g.id, g.header, g.court, g.home_score, g.away_score, g.winner, g.last_seq, g.clock_ms,
                g.last_played_ms
            FROM games g WHERE \(Self.counted) ORDER BY g.id
            """)
        let lines = try connection.query(
            """
            SELECT p.game_id, p.player, p.name, p.played, p.points, p.low_made, p.low_missed, p.high_made,
                p.high_missed, p.assists, p.rebounds, p.fouls, p.plus_minus, p.oreb, p.dreb, p.ft_made, p.ft_missed,
                p.turnovers, p.steals, p.blocks
            FROM games g JOIN player_lines p ON p.game_id = g.id
            WHERE \(Self.counted) ORDER BY p.game_id, p.position
            """)
        var linesByGame: [String: [GamePlayerLine]] = [:]
        for row in lines {
            guard let game = row[0], let player = row[1].flatMap(PlayerID.init(rawValue:)), let name = row[2] else {
                throw .refused("a player line the season cannot read")
            }
            let n = try (4...19).map { column throws(LeagueError) in Int(try Self.integer(row, column)) }
            linesByGame[game, default: []].append(
                GamePlayerLine(
                    player: player, name: name, points: n[0], lowMade: n[1], lowMissed: n[2], highMade: n[3],
                    highMissed: n[4], assists: n[5], rebounds: n[6], fouls: n[7], plusMinus: n[8],
                    played: row[3] == "t", offensiveRebounds: n[9], defensiveRebounds: n[10], freeThrowsMade: n[11],
                    freeThrowsMissed: n[12], turnovers: n[13], steals: n[14], blocks: n[15]))
        }
        let decoder = JSONDecoder()
        let records = try games.map { row throws(LeagueError) in
            guard let idText = row[0], let id = GameID(rawValue: idText), let headerLine = row[1], let court = row[2],
                let header = try? GameFileCodec.header(
                    from: Data(headerLine.utf8), id: id, file: "the league's game \(idText)", decoder: decoder)
            else { throw .refused("game \(row[0] ?? "?"): a header the season cannot read") }
            let summary = GameSummary(
                id: id, location: "court \(court)", homeName: header.home.name, awayName: header.away.name,
                homeScore: Int(try Self.integer(row, 3)), awayScore: Int(try Self.integer(row, 4)), status: .finished,
                eventCount: Int(try Self.integer(row, 6)), createdMs: header.createdMs,
                lastPlayedMs: row[8].flatMap { Int64($0) }, clockMs: try Self.integer(row, 7),
                winner: row[5].flatMap(Side.init(rawValue:)), rules: header.rules)
            return GameRecord(summary: summary, lines: linesByGame[idText] ?? [])
        }
        return LibraryRecords(records: records).records
    }

    private static func integer(_ row: [String?], _ column: Int) throws(LeagueError) -> Int64 {
        guard column < row.count, let text = row[column], let value = Int64(text) else {
            throw .refused("a number the season cannot read")
        }
        return value
    }
}
