import ArgumentParser
import CourtsideApp
import CourtsideCore

/// Who plays and to what: the options of `courtside new`, defaulting to the classic pickup game.
///
/// The rules are ``RulesOptions`` (shared with `courtside run`).
struct GameSetupOptions: ParsableArguments {
    @Option(help: "Home team name.") var home = GameSetupOptions.defaultHome
    @Option(help: "Away team name.") var away = GameSetupOptions.defaultAway
    @Option(
        name: .customLong("home-players"),
        help: "Three to eight home player names, comma-separated (the first three start).")
    var homePlayers = GameSetupOptions.defaultHomePlayers.joined(separator: ",")
    @Option(
        name: .customLong("away-players"),
        help: "Three to eight away player names, comma-separated (the first three start).")
    var awayPlayers = GameSetupOptions.defaultAwayPlayers.joined(separator: ",")
    @OptionGroup var ruleOptions: RulesOptions

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
                rules: gameRules(), createdMs: createdMs)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    /// The rules the flags say.
    func gameRules() throws(SetupError) -> Rules { try ruleOptions.gameRules() }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
