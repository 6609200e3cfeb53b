import CourtsideLeague
import CourtsideLeagueTesting
import Foundation

/// Key → first byte with the league's sender running (issue 45: nothing the scorer does waits on
/// the network): the same rebounds as ``KeyBench``, in runs alternated with and without a league
/// (a throwaway PostgreSQL cluster the board sends every event to), so the two medians and their
/// ratio come from one run on one machine. The league's runs are checked to have sent every key.
enum KeyLeagueBench {
    /// Runs of each kind, alternated.
    static let runs = 3
    /// The league's median p50 within this factor of the plain board's.
    static let ratioLimit = 1.25

    static func run(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        do {
            return try measure(scoreboard, log: log)
        } catch let failure as BenchFailure {
            throw failure
        } catch {
            throw BenchFailure("key with the league: \(error)")
        }
    }

    private static func measure(_ scoreboard: Scoreboard, log: (String) -> Void) throws -> [BenchRow] {
        let cluster = try PostgresCluster()
        defer { cluster.destroy() }
        try cluster.start()
        let url = cluster.url()
        let league = try LeagueConnection(url: url)
        _ = try LeagueSchema.upgrade(league)
        var plain: [Stats] = []
        var sending: [Stats] = []
        for run in 1...runs {
            for withLeague in [false, true] {
                let name = "keys-league-\(run)-\(withLeague ? "on" : "off")"
                log(
                    "keys: run \(run) of \(runs) \(withLeague ? "with" : "without") the league, \(KeyBench.keys) rebounds"
                )
                let extra = withLeague ? ["COURTSIDE_LEAGUE": url, "COURTSIDE_COURT": "Court \(run)"] : [:]
                let child = try scoreboard.start(name, extra: extra)
                let stats = try child.keyLatencies(count: KeyBench.keys, keys: ["r"], what: "rebounds")
                defer { child.quit() }
                if withLeague {
                    try waitForLeague(league, court: "Court \(run)")
                    sending.append(stats)
                } else {
                    plain.append(stats)
                }
            }
        }
        let off = Stats(plain.map { $0.percentile(50) })
        let on = Stats(sending.map { $0.percentile(50) })
        let offP99 = Stats(plain.map { $0.percentile(99) })
        let onP99 = Stats(sending.map { $0.percentile(99) })
        let ratio = on.median / off.median
        let label = "key → first byte, rebound, median of \(runs) runs alternated"
        return [
            BenchRow(measure: "\(label): p50 without a league", value: off.durationSummary),
            BenchRow(measure: "\(label): p50 with the league's sender running", value: on.durationSummary),
            BenchRow(
                measure: "\(label): p99 without / with the league",
                value: offP99.durationSummary + " / " + onP99.durationSummary),
            BenchRow(
                measure: "\(label): p50 with the league ÷ without", value: Format.fixed(ratio, 2) + "×",
                target: "≤ " + Format.fixed(ratioLimit, 2) + "×", met: ratio <= ratioLimit),
        ]
    }

    /// Returns once the league holds every rebound of `court`'s run: the sender ran beside the keys.
    private static func waitForLeague(_ league: LeagueConnection, court: String) throws {
        let deadline = Monotonic.ns() + 20_000_000_000
        while Monotonic.ns() < deadline {
            let rows = try league.query(
                "select count(*) from events where court = $1", [court])
            if let count = rows.first?.first.flatMap({ $0 }).flatMap({ Int($0) }), count >= KeyBench.keys { return }
            usleep(50_000)
        }
        throw BenchFailure("the league did not get \(court)'s \(KeyBench.keys) rebounds within 20 s")
    }
}
