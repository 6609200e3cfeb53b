import ArgumentParser
import CourtsideCore
import CourtsideReports
import CourtsideStore

/// `courtside player NAME [--json|--csv]`: one player's game log, totals, averages, best games.
struct PlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "One player: game log, totals, averages and best games.",
        discussion:
            "NAME is a name (any case, or the start of one) or a registry number (#3); when it could be"
            + " several players, they are listed. --csv prints the game log.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The player.") var name: String
    @OptionGroup var format: TableFormatOptions

    func run() throws {
        let library = try library.open()
        let players = try LibraryPlayers(library: library, registryFile: PlayerRegistryFile(folder: library.folder))
        let entry = try players.find(name)
        let dates = LocalDateFormat()
        let log = PlayerTables.gameLog(entry.games, dateFormat: dates)
        let best = PlayerTables.bestGames(entry.games)
        let summary = PlayerTables.summary(entry).dropping(["record"])
        if format.csv {
            try OutputSink.standardOutput.write(log.dropping(["fg"]).csv)
        } else if format.json {
            let also = "[" + entry.otherNames.map(JSONText.quotedString).joined(separator: ",") + "]"
            let bestIDs = "[" + best.map { JSONText.quotedString($0.summary.id.rawValue) }.joined(separator: ",") + "]"
            try OutputSink.standardOutput.write(
                "{\"player\":\(JSONText.quotedString(entry.name)),\"also\":\(also),"
                    + "\"totals\":\(summary.jsonObjects.first ?? "{}"),\"best\":\(bestIDs),"
                    + "\"games\":\(log.dropping(["fg"]).json)}\n")
        } else {
            try OutputSink.standardOutput.print(Self.page(entry, log: log, best: best, dates: dates))
        }
    }

    /// The page for people: who, the line of averages, totals, best games, the game log.
    private static func page(
        _ entry: PlayerDirectory.Entry, log: StatsTable, best: [PlayerGame], dates: LocalDateFormat
    ) -> String {
        let totals = PlayerTotals(entry.games)
        var who = entry.name
        var notes: [String] = []
        if case .registered(let id) = entry.identity { notes.append("#\(id)") }
        if !entry.otherNames.isEmpty { notes.append("also \(entry.otherNames.joined(separator: ", "))") }
        if !notes.isEmpty { who += " (\(notes.joined(separator: "; ")))" }
        let average = { (value: Double) in StatsCell.decimal(value, places: 1).text }
        var page = who + "\n"
        page +=
            "\(totals.games) game\(totals.games == 1 ? "" : "s"), \(totals.wins)-\(totals.losses)"
            + " · \(average(totals.pointsPerGame)) pts, \(average(totals.reboundsPerGame)) reb,"
            + " \(average(totals.assistsPerGame)) ast per game"
            + " · FG \(StatsCell.percent(totals.fieldGoalRatio).text)%"
            + " (\(totals.fieldGoalsMade)/\(totals.fieldGoalsAttempted))"
            + " · +/- \(StatsCell.signed(totals.plusMinus).text)"
            + " · rating \(StatsCell.decimal(entry.rating, places: 0).text)\n"
        page +=
            "totals: \(totals.points) pts, \(totals.rebounds) reb, \(totals.assists) ast, \(totals.fouls) fouls\n\n"
        page += "best games\n"
        for game in best {
            let line = game.line
            page +=
                "  \(dates.string(ms: game.summary.createdMs))  \(game.summary.id)  \(line.points) pts,"
                + " \(line.rebounds) reb, \(line.assists) ast  \(game.won ? "W" : "L")"
                + " \(game.teamScore)-\(game.opponentScore) \(game.teamName) vs \(game.opponentName)\n"
        }
        page += "\ngame log\n"
        page += log.selecting(PlayerTables.gameLogTextColumns).text
        return page
    }
}
