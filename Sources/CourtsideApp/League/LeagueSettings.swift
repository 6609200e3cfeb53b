import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which league database and which court: from the command line, else the environment
/// (`COURTSIDE_LEAGUE`, `COURTSIDE_COURT`), else the config file (`league =`, `court =`). The court
/// is the machine's host name when none of them names one.
package struct LeagueSettings: Equatable, Sendable {
    /// The league database's URL; nil when no league is configured (scoring stays local).
    package let url: String?
    /// This court's name, as the league shows it.
    package let court: String

    package init(url: String?, court: String) {
        self.url = url
        self.court = court
    }

    /// The settings from `flagURL` / `flagCourt`, `environment` and `config`, in that order.
    package static func resolve(
        flagURL: String? = nil, flagCourt: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, config: ConfigFile
    ) -> LeagueSettings {
        func nonEmpty(_ value: String?) -> String? { value?.isEmpty == false ? value : nil }
        let url = nonEmpty(flagURL) ?? nonEmpty(environment["COURTSIDE_LEAGUE"]) ?? config["league"]
        let court = nonEmpty(flagCourt) ?? nonEmpty(environment["COURTSIDE_COURT"]) ?? config["court"] ?? hostName()
        return LeagueSettings(url: url, court: court)
    }

    /// The URL, or the failure a league command reports without one (exit 2).
    package func requireURL() throws(CommandFailure) -> String {
        guard let url else { throw .usage(Self.noLeague) }
        return url
    }

    /// What a league command says without a league.
    package static let noLeague =
        "no league configured: give --league URL, set COURTSIDE_LEAGUE, or add `league = URL` to the config file"

    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "court" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "court" : name
    }
}
