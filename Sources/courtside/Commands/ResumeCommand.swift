import ArgumentParser
import CourtsideApp
import CourtsideCore

/// `courtside resume [GAME]`: reopen a game's live scoreboard, its clock paused at its saved time.
struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume", abstract: "Reopen a game's live scoreboard (default: the last unfinished game).")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var clock: ClockOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String?

    func run() throws {
        try MainActor.assumeIsolated {
            let direction = try clock.direction()
            let keys = try KeysFile.load().keys
            try ScreenApp.requireTerminal()
            let library = try library.open()
            let session: ScoringSession
            do {
                let id = try game.map { try library.resolve($0) } ?? library.mostRecentUnfinished().id
                session = try library.openForScoring(id)
            } catch {
                if case .locked(let id, _) = error as? LibraryError {
                    throw CommandFailure.game("\(error); `courtside watch \(id)` shows it live")
                }
                throw CommandFailure.library(error)
            }
            try ScreenApp.run(
                .scoreboard(session, returnToList: false), library: library, keys: keys, clockDirection: direction)
        }
    }
}
