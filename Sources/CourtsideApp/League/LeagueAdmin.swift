import CourtsideLeague
import CourtsideStore

/// What the `league` commands do once their arguments are parsed: each connects once (bounded in
/// time), does its work, prints what came of it, and turns any failure into one line and exit 1.
package enum LeagueAdmin {
    /// `league init`: creates or upgrades the schema and says which.
    package static func initialize(_ settings: LeagueSettings) throws(CommandFailure) {
        let connection = try connect(settings)
        let upgrade: SchemaUpgrade
        do {
            upgrade = try LeagueSchema.upgrade(connection)
        } catch {
            throw .game(error.description)
        }
        let text =
            upgrade.from == upgrade.to
            ? "league schema already at version \(upgrade.to): nothing to do"
            : upgrade.from == 0
                ? "league schema created (version \(upgrade.to))"
                : "league schema upgraded from version \(upgrade.from) to \(upgrade.to)"
        try OutputSink.standardOutput.print(text + "\n")
    }

    /// A connection to the configured league, or the one line saying why not.
    private static func connect(_ settings: LeagueSettings) throws(CommandFailure) -> LeagueConnection {
        let url = try settings.requireURL()
        do {
            return try LeagueConnection(url: url)
        } catch {
            throw .game(error.description)
        }
    }
}
