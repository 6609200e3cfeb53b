import ArgumentParser
import CourtsideApp

/// `courtside league status`.
struct LeagueStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Per court: the last event received and its lag; the events of this library still waiting.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var league: LeagueOptions

    func run() throws {
        try LeagueAdmin.status(library: try library.open(), settings: try league.settings())
    }
}
