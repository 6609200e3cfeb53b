import ArgumentParser
import CourtsideApp
import CourtsideReports
import CourtsideStore

/// `courtside players [list] [--json|--csv]`.
struct PlayersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every player with a finished game, by name.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var league: LeagueDatabaseOption
    @OptionGroup var format: TableFormatOptions

    func run() throws {
        let table: StatsTable
        if let url = try league.url() {
            // The league's season, over every court: the library is not read.
            let season = try LeagueSeasonStats(url: url)
            for warning in try season.warnings() { OutputSink.standardError.report(warning) }
            table = PlayerTables.players(try season.standings(sinceMs: nil))
        } else {
            let library = try library.open()
            let players = try LibraryPlayers(
                library: library, registryFile: PlayerRegistryFile(folder: library.folder))
            table = PlayerTables.players(players.directory)
        }
        guard !table.rows.isEmpty || format.json || format.csv else {
            try OutputSink.standardOutput.print("no finished games yet: players show once a game is won\n")
            return
        }
        try format.print(table, textColumns: PlayerTables.textColumns, dropping: ["record"])
    }
}
