import ArgumentParser
import CourtsideCore

/// Who plays and to what: the options of `courtside new`, defaulting to the classic pickup game.
///
/// The rules start from `--rules` (pickup when not given); each explicit rule flag overrides the
/// preset's value, and the result is checked as a whole by the core, so a bad combination (a cap
/// not above the target) gets the core's message.
struct GameSetupOptions: ParsableArguments {
    @Option(help: "Home team name.") var home = GameSetupOptions.defaultHome
    @Option(help: "Away team name.") var away = GameSetupOptions.defaultAway
    @Option(name: .customLong("home-players"), help: "Three home player names, comma-separated.")
    var homePlayers = GameSetupOptions.defaultHomePlayers.joined(separator: ",")
    @Option(name: .customLong("away-players"), help: "Three away player names, comma-separated.")
    var awayPlayers = GameSetupOptions.defaultAwayPlayers.joined(separator: ",")
    @Option(help: "A rule set by name.") var rules: RulesPreset = .pickup
    // Unconditional, so `--to -5` reads -5 (and says it is out of range) instead of taking it for a flag.
    @Option(name: .customLong("to"), parsing: .unconditional, help: "Points to win (1…99; default: the rule set's).")
    var target: Int?
    @Option(name: .customLong("win-by"), parsing: .unconditional, help: "Lead needed to win (1…9).")
    var winBy: Int?
    @Option(parsing: .unconditional, help: "Score that wins whatever the margin (above the target, up to 99).")
    var cap: Int?
    @Option(
        name: .customLong("time-limit"),
        help: ArgumentHelp(
            "Game clock at which the leader wins, m:ss (0:01…99:59); a tie goes to overtime.", valueName: "m:ss"))
    var timeLimit: TimeLimit?
    @Option(help: "What the two made shots are worth: 1,2 or 2,3.") var shots: ShotValues?

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

    /// The preset's rules with the explicit flags in place of its values.
    func gameRules() throws(SetupError) -> Rules {
        let base = rules.rules
        return try Rules(
            target: target ?? base.target, winBy: winBy ?? base.winBy, cap: cap ?? base.cap,
            timeLimitMs: timeLimit?.ms ?? base.timeLimitMs, overtime: base.overtime, shots: shots ?? base.shots,
            bonusFouls: base.bonusFouls)
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
