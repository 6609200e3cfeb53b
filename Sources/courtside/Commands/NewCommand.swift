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
    @OptionGroup var clock: ClockOptions
    @OptionGroup var setup: GameSetupOptions

    func run() throws {
        try MainActor.assumeIsolated {
            // Bad values and a missing terminal are refused before anything is written.
            let header = try setup.header(id: GameID.generate(), createdMs: SystemTimeSource().wallMs)
            let direction = try clock.direction()
            let keys = try KeysFile.load().keys
            try ScreenApp.requireTerminal()
            let library = try library.open()
            let session: ScoringSession
            do {
                session = try library.create(header)
            } catch {
                throw CommandFailure.library(error)
            }
            do {
                try ScreenApp.run(
                    .scoreboard(session, returnToList: false, isNew: true), library: library, keys: keys,
                    clockDirection: direction)
            } catch {
                // The screens could not start (the terminal, the draw trace): nothing was scored,
                // so the game stored for them goes too, and `new` leaves nothing behind.
                session.recorder.close()
                try? library.delete(header.id)
                throw error
            }
        }
    }
}
