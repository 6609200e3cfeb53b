import ArgumentParser
import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

/// `courtside leaders [--since DATE] [--min-games N] [--by COLUMN] [--json|--csv]`.
struct LeadersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaders",
        abstract: "The players ranked by one column, best first.",
        discussion:
            "Columns: \(PlayerTables.sortKeys.joined(separator: ", ")). Only finished games count;"
            + " the rating is learned from every finished game, whatever --since says.")

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("Only games created on or after this day (local time).", valueName: "YYYY-MM-DD"))
    var since: String?
    @Option(help: "Only players with at least this many games (1…10000).") var minGames = 1
    @Option(
        help: ArgumentHelp(
            "The column to rank by: \(PlayerTables.sortKeys.joined(separator: ", ")).", valueName: "column"))
    var by = "ppg"
    @OptionGroup var format: TableFormatOptions

    func validate() throws {
        guard (1...10_000).contains(minGames) else {
            throw ValidationError("--min-games must be 1…10000, not \(minGames)")
        }
        guard PlayerTables.sortKeys.contains(by) else {
            throw ValidationError("--by must be one of \(PlayerTables.sortKeys.joined(separator: ", ")), not \"\(by)\"")
        }
        if let since, LocalDateFormat().dayStartMs(since) == nil {
            throw ValidationError("--since must be a day as YYYY-MM-DD (2025-11-01), not \"\(since)\"")
        }
    }

    func run() throws {
        let library = try library.open()
        let registryFile = PlayerRegistryFile(folder: library.folder)
        let sinceMs = since.flatMap { LocalDateFormat().dayStartMs($0) }
        let table: StatsTable
        if let standings = Self.indexedStandings(library, registryFile: registryFile, sinceMs: sinceMs) {
            table = PlayerTables.leaders(standings, by: by, minGames: minGames)
        } else {
            let players = try LibraryPlayers(library: library, registryFile: registryFile)
            table = PlayerTables.leaders(players.directory, by: by, minGames: minGames, sinceMs: sinceMs)
            var ratings: [String: Double] = [:]
            for entry in players.directory.entries.values { ratings[entry.identity.key] = entry.rating }
            library.keepRatings(ratings, registryEntries: players.registry.entryCount)
        }
        guard !table.rows.isEmpty || format.json || format.csv else {
            try OutputSink.standardOutput.print(
                "no player has \(minGames) finished game\(minGames == 1 ? "" : "s")"
                    + (since.map { " since \($0)" } ?? "") + "\n")
            return
        }
        var columns = ["rank"] + PlayerTables.textColumns
        if !columns.contains(by) { columns.insert(by, at: 2) }
        try format.print(table, textColumns: columns, dropping: ["record"])
    }

    /// The standings from the index's sums and kept ratings, when every game file is as indexed
    /// and the registry reads clean; nil sends `leaders` to read every game (which says what is
    /// wrong, and keeps the ratings for next time).
    private static func indexedStandings(
        _ library: FileGameLibrary, registryFile: PlayerRegistryFile, sinceMs: Int64?
    ) -> [PlayerStanding]? {
        guard let contents = try? registryFile.read(), contents.problem == nil, !contents.hasTornLine,
            let sums = try? library.indexedNameTotals(sinceMs: sinceMs),
            let ratings = library.keptRatings(registryEntries: contents.registry.entryCount)
        else { return nil }
        return PlayerStanding.fromSums(sums, registry: contents.registry, ratings: ratings)
    }
}
