import ArgumentParser
import CourtsideCore

/// Who plays and to what: the options of `courtside new`, defaulting to the classic pickup game.
struct GameSetupOptions: ParsableArguments {
    @Option(help: "Home team name.") var home = GameSetupOptions.defaultHome
    @Option(help: "Away team name.") var away = GameSetupOptions.defaultAway
    @Option(name: .customLong("home-players"), help: "Three home player names, comma-separated.")
    var homePlayers = GameSetupOptions.defaultHomePlayers.joined(separator: ",")
    @Option(name: .customLong("away-players"), help: "Three away player names, comma-separated.")
    var awayPlayers = GameSetupOptions.defaultAwayPlayers.joined(separator: ",")
    // Unconditional, so `--to -5` reads -5 (and says it is out of range) instead of taking it for a flag.
    @Option(name: .customLong("to"), parsing: .unconditional, help: "Points to win (1…99).") var target = 15
    @Option(name: .customLong("win-by"), parsing: .unconditional, help: "Lead needed to win (1…9).")
    var winBy = 2

    static let defaultHome = "Ballerz"
    static let defaultAway = "Ringerz"
    static let defaultHomePlayers = ["Shaq", "A.I.", "T-Mac"]
    static let defaultAwayPlayers = ["Hakeem", "Air Carter", "Kobe"]

    /// The validated header; bad values are usage errors (exit 2) with the core's message.
    func header(id: GameID, createdMs: Int64) throws -> GameHeader {
        do {
            return try GameHeader(
                id: id,
                home: Team(side: .home, name: home, playerNames: Self.split(homePlayers)),
                away: Team(side: .away, name: away, playerNames: Self.split(awayPlayers)),
                rules: Rules(target: target, winBy: winBy), createdMs: createdMs)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
