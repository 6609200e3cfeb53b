import CourtsideCore
import CourtsideText

/// The tables of `courtside players`, `leaders` and `player NAME`: every column in CSV and JSON,
/// the ones that fit a terminal in the text table.
public enum PlayerTables {
    /// A player's row: every column of ``rowColumns``.
    /// A player's row from their standing: every column of ``rowColumns``.
    public static func row(_ standing: PlayerStanding) -> [StatsCell] {
        let totals = standing.totals
        var number = ""
        if case .registered(let id) = standing.identity { number = "#\(id)" }
        return [
            .text(standing.name), .text(number), .integer(totals.games), .integer(totals.wins), .integer(totals.losses),
            .text("\(totals.wins)-\(totals.losses)"), .integer(totals.points),
            .decimal(totals.pointsPerGame, places: 1), .integer(totals.rebounds),
            .decimal(totals.reboundsPerGame, places: 1), .integer(totals.assists),
            .decimal(totals.assistsPerGame, places: 1), .integer(totals.fieldGoalsMade),
            .integer(totals.fieldGoalsAttempted), .percent(totals.fieldGoalRatio), .integer(totals.offensiveRebounds),
            .integer(totals.defensiveRebounds), .integer(totals.freeThrowsMade), .integer(totals.freeThrowsAttempted),
            .percent(totals.freeThrowRatio), .integer(totals.steals), .decimal(totals.stealsPerGame, places: 1),
            .integer(totals.blocks), .decimal(totals.blocksPerGame, places: 1), .integer(totals.turnovers),
            .decimal(totals.turnoversPerGame, places: 1), .signed(totals.plusMinus),
            .decimal(standing.rating, places: 0),
        ]
    }

    /// A player's row over some of their games (a month's, say): every column of ``rowColumns``.
    public static func row(_ entry: PlayerDirectory.Entry, games: [PlayerGame]) -> [StatsCell] {
        row(PlayerStanding(entry, games: games))
    }

    /// The columns of a player's row.
    public static let rowColumns: [StatsTable.Column] = [
        .init("player", "PLAYER"), .init("number", "#"), .init("games", "GP"), .init("wins", "W"),
        .init("losses", "L"), .init("record", "W-L"), .init("points", "PTS"), .init("ppg", "PTS/G"),
        .init("rebounds", "REB"), .init("rpg", "REB/G"), .init("assists", "AST"), .init("apg", "AST/G"),
        .init("fgm", "FGM"), .init("fga", "FGA"), .init("fg_pct", "FG%"), .init("oreb", "OREB"),
        .init("dreb", "DREB"), .init("ftm", "FTM"), .init("fta", "FTA"), .init("ft_pct", "FT%"),
        .init("steals", "STL"), .init("spg", "STL/G"), .init("blocks", "BLK"), .init("bpg", "BLK/G"),
        .init("turnovers", "TO"), .init("tpg", "TO/G"), .init("plus_minus", "+/-"), .init("rating", "RATING"),
    ]

    /// What a rating is, said under a table that shows one (`players`, `leaders`, their screens): it
    /// moves with results alone, so a bench player who never scored but was on court for wins ranks
    /// high, and this says why.
    public static let ratingNote =
        "RATING: Elo from results of games on court (GP, W-L, margin), not points"

    /// The columns the text table shows (a terminal's width: the stat sheet's as three narrow
    /// totals); CSV and JSON have all but `record`.
    public static let textColumns = [
        "player", "games", "record", "ppg", "rpg", "apg", "fg_pct", "steals", "blocks", "turnovers", "plus_minus",
        "rating",
    ]

    /// The keys `leaders --by` takes: every numeric column (the most first, turnovers too).
    public static let sortKeys = [
        "games", "wins", "losses", "points", "ppg", "rebounds", "rpg", "assists", "apg", "fgm", "fga", "fg_pct",
        "oreb", "dreb", "ftm", "fta", "ft_pct", "steals", "spg", "blocks", "bpg", "turnovers", "tpg", "plus_minus",
        "rating",
    ]

    /// Every player, by name.
    public static func players(_ directory: PlayerDirectory) -> StatsTable {
        players(directory.sortedByName.map { PlayerStanding($0, games: $0.games) })
    }

    /// Every standing, by name: `players` from sums (a league's season).
    public static func players(_ standings: [PlayerStanding]) -> StatsTable {
        StatsTable(columns: rowColumns, rows: standings.sorted(by: PlayerStanding.byName).map { row($0) })
    }

    /// The players with at least `minGames` games (since `sinceMs`, when given), best first by
    /// `key` (one of ``sortKeys``), then by name; with a rank column first.
    public static func leaders(
        _ directory: PlayerDirectory, by key: String, minGames: Int, sinceMs: Int64?
    ) -> StatsTable {
        leaders(
            directory.sortedByName.map { entry in
                PlayerStanding(entry, games: entry.games.filter { sinceMs == nil || $0.summary.createdMs >= sinceMs! })
            }, by: key, minGames: minGames)
    }

    /// The `standings` with at least `minGames` games, best first by `key` (one of ``sortKeys``),
    /// then by name; with a rank column first.
    public static func leaders(_ standings: [PlayerStanding], by key: String, minGames: Int) -> StatsTable {
        let column = rowColumns.firstIndex { $0.key == key } ?? rowColumns.firstIndex { $0.key == "ppg" }!
        let ranked = standings.sorted(by: PlayerStanding.byName).compactMap { standing -> [StatsCell]? in
            guard standing.totals.games >= max(minGames, 1) else { return nil }
            return row(standing)
        }.enumerated().sorted { lhs, rhs in
            // Stable: equal values keep the name order.
            lhs.element[column].number != rhs.element[column].number
                ? lhs.element[column].number > rhs.element[column].number : lhs.offset < rhs.offset
        }.map(\.element)
        var rows: [[StatsCell]] = []
        for (offset, cells) in ranked.enumerated() {
            // Ties share a rank.
            let tied = offset > 0 && cells[column].number == ranked[offset - 1][column].number
            let rank: StatsCell = tied ? (rows.last?.first ?? .integer(offset + 1)) : .integer(offset + 1)
            rows.append([rank] + cells)
        }
        return StatsTable(columns: [.init("rank", "RANK")] + rowColumns, rows: rows)
    }

    /// One player's totals and averages: the row `players` shows for them.
    public static func summary(_ entry: PlayerDirectory.Entry) -> StatsTable {
        StatsTable(columns: rowColumns, rows: [row(PlayerStanding(entry, games: entry.games))])
    }

    /// The columns of a game log.
    public static let gameLogColumns: [StatsTable.Column] = [
        .init("date", "DATE"), .init("game", "GAME"), .init("team", "TEAM"), .init("opponent", "VS"),
        .init("result", "RESULT"), .init("team_score", "FOR"), .init("opponent_score", "AGAINST"),
        .init("points", "PTS"), .init("fg", "FG"), .init("fgm", "FGM"), .init("fga", "FGA"),
        .init("rebounds", "REB"), .init("oreb", "OREB"), .init("dreb", "DREB"), .init("assists", "AST"),
        .init("ft", "FT"), .init("ftm", "FTM"), .init("fta", "FTA"), .init("steals", "STL"), .init("blocks", "BLK"),
        .init("turnovers", "TO"), .init("fouls", "FLS"), .init("plus_minus", "+/-"),
    ]

    /// The columns a game log's text table shows.
    public static let gameLogTextColumns = [
        "date", "game", "team", "opponent", "result", "points", "fg", "rebounds", "assists", "steals", "blocks",
        "turnovers", "fouls", "plus_minus",
    ]

    /// A player's games, newest first (or `games` in their order).
    public static func gameLog(_ games: [PlayerGame], dateFormat: LocalDateFormat) -> StatsTable {
        StatsTable(
            columns: gameLogColumns,
            rows: games.map { game in
                let line = game.line
                return [
                    .text(dateFormat.string(ms: game.summary.createdMs)), .text(game.summary.id.rawValue),
                    .text(game.teamName), .text(game.opponentName),
                    .text("\(game.won ? "W" : "L") \(game.teamScore)-\(game.opponentScore)"),
                    .integer(game.teamScore), .integer(game.opponentScore), .integer(line.points),
                    .text("\(line.fieldGoalsMade)/\(line.fieldGoalsAttempted)"), .integer(line.fieldGoalsMade),
                    .integer(line.fieldGoalsAttempted), .integer(line.rebounds), .integer(line.offensiveRebounds),
                    .integer(line.defensiveRebounds), .integer(line.assists),
                    .text("\(line.freeThrowsMade)/\(line.freeThrowsAttempted)"), .integer(line.freeThrowsMade),
                    .integer(line.freeThrowsAttempted), .integer(line.steals), .integer(line.blocks),
                    .integer(line.turnovers), .integer(line.fouls), .signed(line.plusMinus),
                ]
            })
    }

    /// A player's best games: most points, then most rebounds and assists together, then newest;
    /// at most `count`.
    public static func bestGames(_ games: [PlayerGame], count: Int = 3) -> [PlayerGame] {
        Array(
            games.enumerated().sorted { lhs, rhs in
                let a = lhs.element.line
                let b = rhs.element.line
                if a.points != b.points { return a.points > b.points }
                if a.rebounds + a.assists != b.rebounds + b.assists {
                    return a.rebounds + a.assists > b.rebounds + b.assists
                }
                return lhs.offset < rhs.offset
            }.prefix(count).map(\.element))
    }
}
