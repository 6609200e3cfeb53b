import ArgumentParser
import CourtsideApp
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
    @OptionGroup var league: LeagueDatabaseOption
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
        let sinceMs = since.flatMap { LocalDateFormat().dayStartMs($0) }
        let standings: [PlayerStanding]
        if let url = try league.url() {
            // The league's season, over every court: the library is not read.
            let season = try LeagueSeasonStats(url: url)
            for warning in try season.warnings() { OutputSink.standardError.report(warning) }
            standings = try season.standings(sinceMs: sinceMs)
        } else {
            let library = try library.open()
            let leaders: LeaderStandings
            do {
                leaders = try LeaderStandings(reading: library, sinceMs: sinceMs)
            } catch {
                throw CommandFailure.library(error)
            }
            for warning in leaders.warnings { OutputSink.standardError.report(warning) }
            standings = leaders.standings
        }
        let table = PlayerTables.leaders(standings, by: by, minGames: minGames)
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
}
