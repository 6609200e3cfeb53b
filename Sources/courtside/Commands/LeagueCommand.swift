import ArgumentParser

/// `courtside league`: the league database many courts send their games to (docs/league.md).
struct LeagueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "league", abstract: "The league database: set it up, send this library's games, see every court.",
        discussion: """
            A league is a PostgreSQL database (--league URL, $COURTSIDE_LEAGUE or `league =` in the config file). \
            With one configured, the board sends each event after it is saved; see docs/league.md.
            """,
        subcommands: [LeagueInitCommand.self, LeaguePushCommand.self, LeagueStatusCommand.self])
}
