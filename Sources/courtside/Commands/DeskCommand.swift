import ArgumentParser
import CourtsideApp

/// `courtside desk`: every court of the league on one screen, live.
struct DeskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desk", abstract: "Every court of the league on one screen, live (read-only).",
        discussion: """
            Each court's newest game: teams, score, clock, FINAL / live / offline, how long since the \
            league last heard from it, and how many of its events the league refused. Live from the \
            league database (LISTEN/NOTIFY); while it cannot be reached the desk says so and tries \
            again. Needs a league (--league, COURTSIDE_LEAGUE or the config file). q quits.
            """)

    @OptionGroup var league: LeagueDatabaseOption
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.desk(settings: try league.settings(), keys: keys, preferences: preferences)
        }
    }
}
