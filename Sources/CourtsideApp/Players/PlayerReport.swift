import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

/// `courtside player`'s work once its arguments are parsed: one player's game log, totals,
/// averages and best games.
package enum PlayerReport {
    /// Prints the player `name` names in `library` (a name, any case or the start of one, or a
    /// registry number): the page for people, or with `csv` the game log, with `json` everything;
    /// unknown or ambiguous is said with the candidates (exit 1).
    package static func print(_ name: String, in library: FileGameLibrary, json: Bool, csv: Bool) throws {
        let players = try LibraryPlayers(library: library, registryFile: PlayerRegistryFile(folder: library.folder))
        try print(try players.find(name), json: json, csv: csv)
    }

    /// The same for the player `name` names in the league's season (a name, any case or the
    /// start of one: the league has no registry numbers).
    package static func print(_ name: String, in league: LeagueSeasonStats, json: Bool, csv: Bool) throws {
        let directory = try league.directory()
        for warning in LibraryPlayers.clashWarnings(directory.clashes) { OutputSink.standardError.report(warning) }
        let entry = try LibraryPlayers.find(name, in: directory, registry: PlayerRegistry())
        try print(entry, json: json, csv: csv)
    }

    /// Prints `entry`: the page, the game log as CSV, or everything as JSON.
    private static func print(_ entry: PlayerDirectory.Entry, json: Bool, csv: Bool) throws {
        let dates = LocalDateFormat()
        let log = PlayerTables.gameLog(entry.games, dateFormat: dates)
        let best = PlayerTables.bestGames(entry.games)
        let summary = PlayerTables.summary(entry).dropping(["record"])
        if csv {
            try OutputSink.standardOutput.write(log.dropping(["fg", "ft"]).csv)
        } else if json {
            let also = "[" + entry.otherNames.map(JSONText.quotedString).joined(separator: ",") + "]"
            let bestIDs = "[" + best.map { JSONText.quotedString($0.summary.id.rawValue) }.joined(separator: ",") + "]"
            try OutputSink.standardOutput.write(
                "{\"player\":\(JSONText.quotedString(entry.name)),\"also\":\(also),"
                    + "\"totals\":\(summary.jsonObjects.first ?? "{}"),\"best\":\(bestIDs),"
                    + "\"games\":\(log.dropping(["fg", "ft"]).json)}\n")
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
