import ArgumentParser
import CourtsideApp

/// `courtside delete GAME [--yes]`.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a saved game.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String
    @Flag(name: .shortAndLong, help: "Do not ask y/n.") var yes = false

    func run() throws {
        let library = try library.open()
        try GameDeletion.delete(game, from: library, yes: yes)
    }
}
