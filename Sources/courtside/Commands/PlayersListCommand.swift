import ArgumentParser
import CourtsideApp
import CourtsideReports
import CourtsideStore

/// `courtside players [list] [--json|--csv]`.
struct PlayersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every player with a finished game, by name.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var format: TableFormatOptions

    func run() throws {
        let library = try library.open()
        let players = try LibraryPlayers(library: library, registryFile: PlayerRegistryFile(folder: library.folder))
        guard !players.directory.entries.isEmpty || format.json || format.csv else {
            try OutputSink.standardOutput.print("no finished games yet: players show once a game is won\n")
            return
        }
        try format.print(
            PlayerTables.players(players.directory), textColumns: PlayerTables.textColumns, dropping: ["record"])
    }
}
