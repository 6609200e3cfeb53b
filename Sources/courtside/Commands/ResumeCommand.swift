import ArgumentParser
import CourtsideApp

/// `courtside resume [GAME]`: reopen a game's live scoreboard, its clock paused at its saved time.
struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume", abstract: "Reopen a game's live scoreboard (default: the last unfinished game).")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var clock: ClockOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String?

    func run() throws {
        try MainActor.assumeIsolated {
            let direction = try clock.direction()
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.requireTerminal()
            try ScreenApp.resume(
                game, library: try library.open(), keys: keys, clockDirection: direction, preferences: preferences)
        }
    }
}
