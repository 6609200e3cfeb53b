import ArgumentParser
import CourtsideApp

/// `courtside league init`.
struct LeagueInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create or upgrade the league database's tables (safe to run again).")

    @OptionGroup var league: LeagueOptions

    func run() throws {
        try LeagueAdmin.initialize(try league.settings())
    }
}
