import CourtsideLeague
import CourtsideStore
import CourtsideText

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

    /// `league push`: sends every event of `library` the league lacks and says how many; a league
    /// that cannot be reached, or a game it refused, is exit 1 (after what could be sent was).
    package static func push(library: FileGameLibrary, settings: LeagueSettings) throws(CommandFailure) {
        let sender = LeagueSender(library: library, court: settings.court, url: try settings.requireURL())
        let pass = sender.pass()
        if let reason = pass.unreachable { throw .game(reason) }
        var text = "court \(settings.court): \(pass.sent) \(pass.sent == 1 ? "event" : "events") sent"
        text += pass.isCaughtUp ? ", caught up" : ", \(pass.waiting ?? 0) waiting"
        try OutputSink.standardOutput.print(text + "\n")
        guard pass.conflicts.isEmpty else {
            throw .game(pass.conflicts.map { "refused by the league: \($0)" }.joined(separator: "\n"))
        }
    }

    /// `league status`: every court's last event received and lag, and this library's events waiting.
    package static func status(library: FileGameLibrary, settings: LeagueSettings) throws(CommandFailure) {
        let sender = LeagueSender(library: library, court: settings.court, url: try settings.requireURL())
        let pass = sender.pass(sending: false)
        guard let connection = sender.openConnection else { throw .game(pass.unreachable ?? "league unreachable") }
        let courts: [CourtStatus]
        do {
            courts = try CourtStatus.all(on: connection)
        } catch {
            throw .game(error.description)
        }
        let rows =
            [["COURT", "GAMES", "EVENTS", "LAST EVENT", "LAG"]]
            + courts.map { court in
                [
                    court.court, "\(court.games)", "\(court.events)",
                    court.sinceLastEventMs.map { ClockFormat.duration(ms: $0) + " ago" } ?? "never",
                    court.lagMs.map { Self.seconds($0) } ?? "-",
                ]
            }
        var text = courts.isEmpty ? "no court has sent anything yet\n" : ListTable.aligned(rows)
        text += "this library (court \(settings.court)): \(pass.waiting ?? 0) "
        text += pass.waiting == 1 ? "event waiting" : "events waiting"
        for conflict in pass.conflicts { text += "\nrefused by the league: \(conflict)" }
        try OutputSink.standardOutput.print(text + "\n")
    }

    /// Milliseconds as seconds with a tenth (`0.3 s`, `125.0 s`).
    private static func seconds(_ ms: Int64) -> String {
        let tenths = max(0, ms) / 100
        return "\(tenths / 10).\(tenths % 10) s"
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
