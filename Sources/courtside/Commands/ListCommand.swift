import ArgumentParser
import CourtsideApp

/// `courtside list [--json]`: every saved game, newest first.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List saved games, newest first.")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array instead of a table.") var json = false

    func run() throws {
        let library = try library.open()
        try ListTable.print(library, json: json)
    }
}
