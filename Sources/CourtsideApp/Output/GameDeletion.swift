import CourtsideCore
import CourtsideStore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `courtside delete`'s work once its arguments are parsed: the game named, said with its teams
/// and score, asked about at the terminal unless told not to, removed.
package enum GameDeletion {
    /// Deletes the game `game` names (an id or a unique prefix) from `library`; unless `yes`, asks
    /// y/n at the terminal first (none: refused, exit 2) and keeps the game on anything but yes.
    package static func delete(_ game: String, from library: FileGameLibrary, yes: Bool) throws {
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
    private static func describe(_ id: GameID, in library: some GameLibrary) -> String {
        do {
            let game = try library.load(id).game
            let state = game.state
            return "\(id) (\(game.header.home.name) \(state.homeScore) - \(state.awayScore) \(game.header.away.name))"
        } catch {
            return "\(id) (unreadable: \(error.description))"
        }
    }
}
