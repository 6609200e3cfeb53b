import ArgumentParser
import CourtsideApp
import CourtsideViewModels

/// `courtside replay GAME [--speed 1|2|4|8|16|max]`: play a saved game back on the scoreboard.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Play a saved game back on the scoreboard.",
        discussion: "Never writes to the game; works while the game is scored elsewhere.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var display: DisplayOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String
    @Option(help: "How many times faster than the game clock.") var speed: ReplaySpeed = .x1

    func run() throws {
        try MainActor.assumeIsolated {
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.requireTerminal()
            try ScreenApp.replay(game, speed: speed, library: try library.open(), keys: keys, preferences: preferences)
        }
    }
}
