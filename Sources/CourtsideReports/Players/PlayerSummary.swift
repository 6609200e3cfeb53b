import CourtsideCore
import CourtsideText

/// The top of a player's page, in words, for `courtside player NAME` and the TUI's player page:
/// who (number, other names), the averages, the totals and the best games, a line each.
public struct PlayerSummary: Hashable, Sendable {
    /// "Ann (#3; also Anne)".
    public let who: String
    /// "4 games, 3-1 · 10.5 pts, 2.0 reb, 1.3 ast per game · FG 55.0% (11/20) · +/- +6 · rating 1512".
    public let averages: String
    /// "totals: 42 pts, 8 reb, 5 ast, 3 fouls".
    public let totals: String
    /// A line per best game: "2025-11-21 09:00  g1  14 pts, 3 reb, 2 ast  W 21-15 Ballerz vs Ringerz".
    public let bestGames: [String]

    /// The summary of `entry`, dates in `dates`.
    public init(_ entry: PlayerDirectory.Entry, dates: LocalDateFormat) {
        let totals = PlayerTotals(entry.games)
        var who = entry.name
        var notes: [String] = []
        if case .registered(let id) = entry.identity { notes.append("#\(id)") }
        if !entry.otherNames.isEmpty { notes.append("also \(entry.otherNames.joined(separator: ", "))") }
        if !notes.isEmpty { who += " (\(notes.joined(separator: "; ")))" }
        self.who = who
        let average = { (value: Double) in StatsCell.decimal(value, places: 1).text }
        averages =
            "\(totals.games) game\(totals.games == 1 ? "" : "s"), \(totals.wins)-\(totals.losses)"
            + " · \(average(totals.pointsPerGame)) pts, \(average(totals.reboundsPerGame)) reb,"
            + " \(average(totals.assistsPerGame)) ast per game"
            + " · FG \(StatsCell.percent(totals.fieldGoalRatio).text)%"
            + " (\(totals.fieldGoalsMade)/\(totals.fieldGoalsAttempted))"
            + " · +/- \(StatsCell.signed(totals.plusMinus).text)"
            + " · rating \(StatsCell.decimal(entry.rating, places: 0).text)"
        // One line at 80 columns: the split rebounds are in the log and the tables.
        self.totals =
            "totals: \(totals.points) pts, \(totals.rebounds) reb, \(totals.assists) ast, \(totals.steals) stl,"
            + " \(totals.blocks) blk, \(totals.turnovers) to, \(totals.fouls) fouls,"
            + " FT \(totals.freeThrowsMade)/\(totals.freeThrowsAttempted)"
        bestGames = PlayerTables.bestGames(entry.games).map { game in
            let line = game.line
            return "\(dates.string(ms: game.summary.createdMs))  \(game.summary.id)  \(line.points) pts,"
                + " \(line.rebounds) reb, \(line.assists) ast  \(game.won ? "W" : "L")"
                + " \(game.teamScore)-\(game.opponentScore) \(game.teamName) vs \(game.opponentName)"
        }
    }
}
