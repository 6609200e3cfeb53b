import ArgumentParser
import CourtsideApp

/// `--league URL` and `--court NAME`, for the commands that talk to a league.
struct LeagueOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The league database (a postgresql:// URL).",
            discussion: "Default: $COURTSIDE_LEAGUE, else `league =` in the config file.", valueName: "url"))
    var league: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "This court's name in the league.",
            discussion: "Default: $COURTSIDE_COURT, else `court =` in the config file, else the host name.",
            valueName: "name"))
    var court: String?

    /// The settings these options, the environment and the config file make.
    func settings() throws -> LeagueSettings {
        LeagueSettings.resolve(flagURL: league, flagCourt: court, config: try ConfigFile.load())
    }
}
