import ArgumentParser
import CourtsideApp

/// `courtside player NAME [--json|--csv]`: one player's game log, totals, averages, best games.
struct PlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "One player: game log, totals, averages and best games.",
        discussion:
            "NAME is a name (any case, or the start of one) or a registry number (#3); when it could be"
            + " several players, they are listed. --csv prints the game log.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var league: LeagueDatabaseOption
    @Argument(help: "The player.") var name: String
    @OptionGroup var format: TableFormatOptions

    func run() throws {
        if let url = try league.url() {
            try PlayerReport.print(name, in: try LeagueSeasonStats(url: url), json: format.json, csv: format.csv)
            return
        }
        let library = try library.open()
        try PlayerReport.print(name, in: library, json: format.json, csv: format.csv)
    }
}
