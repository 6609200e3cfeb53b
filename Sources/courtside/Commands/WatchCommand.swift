import ArgumentParser
import CourtsideApp

/// `courtside watch [GAME]`: a read-only live board of a game being scored by another courtside.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Watch a game live while it is scored elsewhere (read-only).",
        discussion: """
            Without GAME, follows the court: the game being scored now (with none, waits for one), \
            and the next one by itself when the scorer goes on to it (a rematch, a new game). Each \
            event shows as the scorer records it. Never writes to a game; q quits.
            """)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var display: DisplayOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String?

    func run() throws {
        try MainActor.assumeIsolated {
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.requireTerminal()
            try ScreenApp.watch(game, library: try library.open(), keys: keys, preferences: preferences)
        }
    }
}
