import ArgumentParser
import CourtsideApp

/// `--league URL` and `--court NAME`, for the commands that talk to a league as a court.
struct LeagueOptions: ParsableArguments {
    @OptionGroup var database: LeagueDatabaseOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            "This court's name in the league.",
            discussion: "Default: $COURTSIDE_COURT, else `court =` in the config file, else the host name.",
            valueName: "name"))
    var court: String?

    /// The settings these options, the environment and the config file make.
    func settings() throws -> LeagueSettings {
        LeagueSettings.resolve(flagURL: database.league, flagCourt: court, config: try ConfigFile.load())
    }
}
