import ArgumentParser
import CourtsideApp

/// `--league URL`: which league database, for every command that reads or writes one (the desk,
/// the season's tables, and as a court with ``LeagueOptions``).
struct LeagueDatabaseOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The league database (a postgresql:// URL).",
            discussion: "Default: $COURTSIDE_LEAGUE, else `league =` in the config file.", valueName: "url"))
    var league: String?

    /// The settings this option, the environment and the config file make (no court).
    func settings() throws -> LeagueSettings {
        LeagueSettings.resolve(flagURL: league, config: try ConfigFile.load())
    }

    /// The league's URL from this option, the environment or the config file; nil without one.
    func url() throws -> String? { try settings().url }
}
