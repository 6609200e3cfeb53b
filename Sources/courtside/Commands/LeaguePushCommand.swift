import ArgumentParser
import CourtsideApp

/// `courtside league push`.
struct LeaguePushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push", abstract: "Send every event of this library the league has not acknowledged, then exit.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var league: LeagueOptions

    func run() throws {
        try LeagueAdmin.push(library: try library.open(), settings: try league.settings())
    }
}
