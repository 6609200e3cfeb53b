import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

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
            try OutputSink.standardOutput.print(Self.page(entry, log: log, dates: dates))
        }
    }

    /// The page for people: who, the line of averages, totals, best games, the game log.
    private static func page(
        _ entry: PlayerDirectory.Entry, log: StatsTable, dates: LocalDateFormat
    ) -> String {
        let summary = PlayerSummary(entry, dates: dates)
        var page = summary.who + "\n" + summary.averages + "\n" + summary.totals + "\n\n"
        page += "best games\n"
        for line in summary.bestGames { page += "  \(line)\n" }
        page += "\ngame log\n"
        page += log.selecting(PlayerTables.gameLogTextColumns).text
        return page
    }
}
