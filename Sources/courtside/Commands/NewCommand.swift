import ArgumentParser
import CourtsideApp
import CourtsideCore

/// `courtside new`: create a game in the library and open its live scoreboard.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Start a new game and open its scoreboard.",
        discussion: """
            Defaults: Ballerz (Shaq, A.I., T-Mac) vs Ringerz (Hakeem, Air Carter, Kobe), pickup rules: to 15, \
            win by 2. --rules picks a rule set (\(RulesPreset.names)); --to, --win-by, --cap, --time-limit and \
            --shots override its values.
            """)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var clock: ClockOptions
    @OptionGroup var setup: GameSetupOptions

    func run() throws {
        try MainActor.assumeIsolated {
            // Bad values and a missing terminal are refused before anything is written.
            let header = try setup.header(id: GameID.generate(), createdMs: SystemTimeSource().wallMs)
            let direction = try clock.direction()
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.requireTerminal()
            try ScreenApp.newGame(
                header, library: try library.open(), keys: keys, clockDirection: direction, preferences: preferences)
        }
    }
}
