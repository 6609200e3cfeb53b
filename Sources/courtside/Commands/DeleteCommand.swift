import ArgumentParser
import CourtsideApp
import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `courtside delete GAME [--yes]`.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a saved game.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String
    @Flag(name: .shortAndLong, help: "Do not ask y/n.") var yes = false

    func run() throws {
        let library = try library.open()
        let id: GameID
        do {
            id = try library.resolve(game)
        } catch {
            throw CommandFailure.library(error)
        }
        let what = describe(id, in: library)
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure.usage("not deleting \(what): no terminal to ask y/n; add --yes")
            }
            try OutputSink.standardOutput.print("delete game \(TextSanitizer.printable(what))? [y/N] ")
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                try OutputSink.standardOutput.print("kept\n")
                return
            }
        }
        do {
            try library.delete(id)
        } catch {
            throw CommandFailure.library(error)
        }
        try OutputSink.standardOutput.print("deleted \(TextSanitizer.printable(what))\n")
    }

    /// The id with its teams and score; a corrupt game can still be deleted, and says so.
    private func describe(_ id: GameID, in library: some GameLibrary) -> String {
        do {
            let game = try library.load(id).game
            let state = game.state
            return "\(id) (\(game.header.home.name) \(state.homeScore) - \(state.awayScore) \(game.header.away.name))"
        } catch {
            return "\(id) (unreadable: \(error.description))"
        }
    }
}
