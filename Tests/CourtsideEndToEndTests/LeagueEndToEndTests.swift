import CourtsideLeague
import CourtsideLeagueTesting
import Foundation
import Testing

/// The league with the real binary and a real PostgreSQL: the board's bar while the database
/// comes and goes, a scorer killed while offline, and the commands' lines.
@Suite("League end to end", .serialized)
struct LeagueEndToEndTests {
    /// A started cluster with the league schema made by `courtside league init`.
    private static func league() throws -> PostgresCluster {
        let cluster = try PostgresCluster()
        try cluster.start()
        let made = try Binary.run(["league", "init", "--league", cluster.url()])
        #expect(
            made.status == 0 && made.stdout == "league schema created (version \(LeagueSchema.currentVersion))\n",
            "\(made.stderr)")
        let again = try Binary.run(["league", "init"], environment: ["COURTSIDE_LEAGUE": cluster.url()])
        #expect(
            again.stdout == "league schema already at version \(LeagueSchema.currentVersion): nothing to do\n",
            "\(again.stderr)")
        return cluster
    }

    /// The league's rows of its events: how many, and how many different (game, seq).
    private static func rows(_ cluster: PostgresCluster) throws -> (all: Int, distinct: Int) {
        let row =
            try LeagueConnection(url: cluster.url())
            .query("SELECT count(*), count(DISTINCT (game_id, seq)) FROM events").first ?? []
        return (Int(row.first.flatMap { $0 } ?? "") ?? -1, Int(row.last.flatMap { $0 } ?? "") ?? -1)
    }

    @Test("the board says caught up, then events waiting while the database is down, then sent: each event once")
    func boardWhileTheDatabaseComesAndGoes() throws {
        let cluster = try Self.league()
        let tmux = try TmuxSession(
            ["new"], environment: ["COURTSIDE_LEAGUE": cluster.url(), "COURTSIDE_COURT": "Court 1"])
        try tmux.waitFor("league: caught up")
        try tmux.type("s")
        try tmux.waitFor("league: sent")
        #expect(try Eventually.holds { try Self.rows(cluster).all == 1 })

        cluster.stop()
        try tmux.type("d")
        try tmux.waitFor("3 - 0")
        try tmux.type("r")
        let offline = try tmux.waitFor("league: 2 events waiting (offline")
        #expect(offline.contains("Shaq: rebound"), "scoring went on: \(offline)")

        try cluster.start()
        // The sender tries again after its back-off (1 s, doubling): within half a minute.
        try tmux.waitFor("league: sent", seconds: 40)
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        let events = lines.count - 1
        #expect(events == 3)
        #expect(try Self.rows(cluster) == (events, events), "every event once")
    }

    @Test("the scorer killed while offline loses nothing: league push sends it all, once")
    func killedWhileOfflineThenPush() throws {
        let cluster = try Self.league()
        cluster.stop()
        let tmux = try TmuxSession(
            ["new"], environment: ["COURTSIDE_LEAGUE": cluster.url(), "COURTSIDE_COURT": "Court 2"])
        try tmux.waitFor("league: not reached yet")
        try tmux.type("sdr")
        try tmux.waitFor("Shaq: rebound")
        let pid = try #require(try tmux.courtsidePID())
        kill(pid, SIGKILL)
        try tmux.waitFor("[exit 137]")
        try cluster.start()

        let push = try Binary.run(
            ["league", "push", "--library", tmux.library, "--league", cluster.url(), "--court", "Court 2"])
        #expect(push.status == 0, "\(push.stderr)")
        #expect(push.stdout == "court Court 2: 3 events sent, caught up\n")
        let again = try Binary.run(
            ["league", "push", "--library", tmux.library, "--league", cluster.url(), "--court", "Court 2"])
        #expect(again.stdout == "court Court 2: 0 events sent, caught up\n")
        #expect(try Self.rows(cluster) == (3, 3))

        let status = try Binary.run(
            ["league", "status", "--library", tmux.library, "--league", cluster.url(), "--court", "Court 2"])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("Court 2  1      3"), "\(status.stdout)")
        #expect(status.stdout.hasSuffix("this library (court Court 2): 0 events waiting\n"))
    }

    @Test("a league that cannot be reached is one line and exit 1; none configured is exit 2")
    func unreachableIsOneLine() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let wrongPort = try Binary.run([
            "league", "init", "--league", "postgresql://postgres@127.0.0.1:\(cluster.port + 1)/x",
        ])
        #expect(wrongPort.status == 1)
        #expect(wrongPort.stderr.hasPrefix("courtside: league database unreachable: "))
        #expect(wrongPort.stderr.split(separator: "\n").count == 1, "\(wrongPort.stderr)")
        let wrongDatabase = try Binary.run(["league", "push", "--league", cluster.url(database: "nosuch")])
        #expect(wrongDatabase.status == 1)
        #expect(wrongDatabase.stderr.contains("\"nosuch\" does not exist"), "\(wrongDatabase.stderr)")
        let none = try Binary.run(["league", "status"], environment: ["COURTSIDE_LEAGUE": ""])
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("courtside: no league configured"))
    }
}
