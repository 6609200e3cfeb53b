import ArgumentParser
import CourtsideApp

/// `--league URL`, for the commands that read a league without being a court of it (`desk`).
struct LeagueURLOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The league database (a postgresql:// URL).",
            discussion: "Default: $COURTSIDE_LEAGUE, else `league =` in the config file.", valueName: "url"))
    var league: String?

    /// The settings this option, the environment and the config file make.
    func settings() throws -> LeagueSettings {
        LeagueSettings.resolve(flagURL: league, config: try ConfigFile.load())
    }
}
