import CourtsideLeague
import CourtsideLeagueTesting
import Testing

@Suite("League schema")
struct LeagueSchemaTests {
    @Test("init twice: the second finds the schema current and changes nothing")
    func initTwiceIsIdempotent() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let connection = try LeagueConnection(url: cluster.url())
        #expect(try LeagueSchema.upgrade(connection) == .init(from: 0, to: LeagueSchema.currentVersion))
        #expect(
            try LeagueSchema.upgrade(connection)
                == .init(from: LeagueSchema.currentVersion, to: LeagueSchema.currentVersion))
        let versions = try connection.query("SELECT count(*) FROM league_schema")
        #expect(versions == [["\(LeagueSchema.currentVersion)"]])
        try LeagueSchema.check(connection)
    }

    @Test("a database without the schema is told to run league init")
    func checkWithoutSchema() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let connection = try LeagueConnection(url: cluster.url())
        #expect(throws: LeagueError.noSchema) { try LeagueSchema.check(connection) }
    }

    @Test("a schema newer than this courtside is refused, not touched")
    func newerSchemaRefused() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let connection = try LeagueConnection(url: cluster.url())
        _ = try LeagueSchema.upgrade(connection)
        try connection.query("INSERT INTO league_schema (version) VALUES (99)")
        #expect(throws: LeagueError.schemaTooNew(found: 99, known: LeagueSchema.currentVersion)) {
            try LeagueSchema.upgrade(connection)
        }
    }

    @Test("a wrong port, database or user is one line naming the reason, within the connect timeout")
    func unreachableIsOneLine() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        for url in [
            "postgresql://postgres@127.0.0.1:\(cluster.port + 1)/postgres", cluster.url(database: "nosuchdb"),
            cluster.url(user: "nosuchuser"),
        ] {
            #expect {
                try LeagueConnection(url: url)
            } throws: { error in
                guard case .unreachable(let reason) = error as? LeagueError else { return false }
                return !reason.isEmpty && !reason.contains("\n")
            }
        }
    }

    @Test("events are immutable: an update is refused by the database")
    func eventsImmutable() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let connection = try LeagueConnection(url: cluster.url())
        _ = try LeagueSchema.upgrade(connection)
        try connection.query("INSERT INTO courts (name) VALUES ('A')")
        try connection.query(
            "INSERT INTO games (id, court, header, home, away, created_at) VALUES ('g', 'A', '{}', 'H', 'V', now())")
        try connection.query("INSERT INTO events (game_id, seq, line, court) VALUES ('g', 1, '{\"seq\":1}', 'A')")
        #expect(throws: LeagueError.self) { try connection.query("UPDATE events SET line = '{}'") }
        #expect(throws: LeagueError.self) { try connection.query("DELETE FROM events") }
    }
}
