import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import CourtsideStoreTesting
import CourtsideTesting
import Foundation
import Testing

/// The sender against a real PostgreSQL: in order, exactly once, resumed from what the database
/// holds, and never merging a game the database has differently.
@Suite("League sender")
struct LeagueSenderTests {
    /// A started cluster with the league schema.
    private static func league() throws -> PostgresCluster {
        let cluster = try PostgresCluster()
        try cluster.start()
        _ = try LeagueSchema.upgrade(try LeagueConnection(url: cluster.url()))
        return cluster
    }

    private static func count(_ sql: String, _ cluster: PostgresCluster) throws -> Int {
        let rows = try LeagueConnection(url: cluster.url()).query(sql)
        return Int(rows.first?.first.flatMap { $0 } ?? "") ?? -1
    }

    @Test("a game's events are sent in order, once: a second pass sends nothing")
    func sendsOnce() throws {
        let cluster = try Self.league()
        let scored = try ScoredLibrary(gameID: "game0001", court: "A")
        try scored.rebounds(7)
        let sender = scored.sender(url: cluster.url(), court: "A")
        #expect(sender.pass() == LeaguePass(sent: 7, waiting: 0))
        #expect(sender.pass() == LeaguePass(sent: 0, waiting: 0))
        try scored.rebounds(2)
        #expect(sender.pass() == LeaguePass(sent: 2, waiting: 0))
        #expect(try Self.count("SELECT count(*) FROM events WHERE game_id = 'game0001' AND court = 'A'", cluster) == 9)
        #expect(try Self.count("SELECT max(seq) FROM events", cluster) == 9)
        #expect(try Self.count("SELECT count(*) FROM players WHERE game_id = 'game0001'", cluster) == 6)
        #expect(try Self.count("SELECT last_seq FROM games WHERE id = 'game0001'", cluster) == 9)
    }

    @Test("the pass after a key reads what the key appended: the game being scored is followed, not read again")
    func aPassAfterAKeyReadsOnlyTheKeys() throws {
        let cluster = try Self.league()
        let files = FaultyFileSystem()
        let scored = try ScoredLibrary(gameID: "follow01", court: "A", fileSystem: files)
        try scored.rebounds(300)
        let sender = scored.sender(url: cluster.url(), court: "A")
        #expect(sender.pass() == LeaguePass(sent: 300, waiting: 0), "the first look reads the game whole")
        try scored.rebounds(1)
        #expect(sender.pass() == LeaguePass(sent: 1, waiting: 0), "changed: followed from here")
        for _ in 0..<3 {
            try scored.rebounds(1)
            files.clearJournal()
            #expect(sender.pass() == LeaguePass(sent: 1, waiting: 0))
            let opened = files.journal.filter { $0.call == .open && $0.path.hasSuffix("follow01.jsonl") }
            // Before, each pass opened and folded the whole file twice (the look and the send).
            #expect(opened.isEmpty, "the followed file is read where it was left: \(files.journal)")
        }
        #expect(try Self.count("SELECT max(seq) FROM events WHERE game_id = 'follow01'", cluster) == 304)
    }

    @Test("a board's pass looks only at the games it saved to; the first pass and a full one at the whole library")
    func aBoardsPassLooksAtItsGames() throws {
        let cluster = try Self.league()
        let scored = try ScoredLibrary(gameID: "named001", court: "A")
        try scored.rebounds(2)
        let sender = scored.sender(url: cluster.url(), court: "A")
        let named: Set<GameID> = [scored.game.header.id]
        #expect(sender.pass(games: named) == LeaguePass(sent: 2, waiting: 0), "the first looks at every game")
        // Another game appears in the library (another board's, or copied in).
        let session = try scored.library.create(try GameFixtures.header(id: "other001", target: 21))
        defer { session.recorder.close() }
        let game = session.game
        let events = try game.prepare(.move(GameFixtures.kobe, .rebound), clockMs: 0, wallMs: 1_000)
        try session.recorder.record(events)
        try scored.rebounds(1)
        #expect(sender.pass(games: named) == LeaguePass(sent: 1, waiting: 0), "the other game is not looked at")
        #expect(sender.pass() == LeaguePass(sent: 1, waiting: 0), "a full pass finds it")
    }

    @Test("two courts scoring at once: each court's events, all of them, once")
    func twoCourtsAtOnce() async throws {
        let cluster = try Self.league()
        let url = cluster.url()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (court, id) in [("A", "courta01"), ("B", "courtb01")] {
                group.addTask {
                    let scored = try ScoredLibrary(gameID: id, court: court)
                    let sender = scored.sender(url: url, court: court)
                    for _ in 0..<20 {
                        try scored.rebounds(3)
                        let pass = sender.pass()
                        #expect(pass.unreachable == nil && pass.conflicts.isEmpty)
                    }
                    #expect(sender.pass().isCaughtUp)
                }
            }
            try await group.waitForAll()
        }
        #expect(try Self.count("SELECT count(*) FROM events WHERE court = 'A' AND game_id = 'courta01'", cluster) == 60)
        #expect(try Self.count("SELECT count(*) FROM events WHERE court = 'B' AND game_id = 'courtb01'", cluster) == 60)
        #expect(try Self.count("SELECT count(*) FROM courts", cluster) == 2)
    }

    @Test("the database stopped mid-game: scoring goes on and waits; restarted: caught up, exactly once")
    func databaseStoppedAndRestarted() throws {
        let cluster = try Self.league()
        let scored = try ScoredLibrary(gameID: "game0002", court: "A")
        let sender = scored.sender(url: cluster.url(), court: "A")
        try scored.rebounds(4)
        #expect(sender.pass().isCaughtUp)
        cluster.stop()
        try scored.rebounds(5)
        let offline = sender.pass()
        #expect(offline.unreachable != nil)
        #expect(offline.waiting == 5)
        try scored.rebounds(1)
        #expect(sender.countWaiting() == 6)
        try cluster.start()
        #expect(sender.pass() == LeaguePass(sent: 6, waiting: 0))
        #expect(try Self.count("SELECT count(*) FROM events", cluster) == 10)
        #expect(try Self.count("SELECT count(DISTINCT seq) FROM events", cluster) == 10)
    }

    @Test("a new sender (the scorer killed, a day offline) resumes from what the database holds")
    func resumesFromTheDatabase() throws {
        let cluster = try Self.league()
        let scored = try ScoredLibrary(gameID: "game0003", court: "A")
        try scored.rebounds(3)
        #expect(scored.sender(url: cluster.url(), court: "A").pass().sent == 3)
        try scored.rebounds(4)
        let restarted = scored.sender(url: cluster.url(), court: "A")
        #expect(restarted.countWaiting() == nil, "before the league is reached what it holds is unknown")
        #expect(restarted.pass() == LeaguePass(sent: 4, waiting: 0))
        #expect(try Self.count("SELECT count(*) FROM events", cluster) == 7)
    }

    @Test("a forged event at a seq not yet sent is refused, reported and kept; the game stops there")
    func forgedEventRefused() throws {
        let cluster = try Self.league()
        let scored = try ScoredLibrary(gameID: "game0004", court: "A")
        try scored.rebounds(2)
        let sender = scored.sender(url: cluster.url(), court: "A")
        #expect(sender.pass().sent == 2)
        let forged = #"{"clock":0,"move":"2pt","player":"home.1","seq":3,"type":"move","wall":1}"#
        try LeagueConnection(url: cluster.url()).query(
            "INSERT INTO events (game_id, seq, line, court) VALUES ('game0004', 3, $1, 'A')", [forged])
        try scored.rebounds(3)
        let pass = sender.pass()
        #expect(pass.sent == 0)
        #expect(pass.conflicts.map(\.seq) == [3])
        #expect(pass.conflicts.first?.game.rawValue == "game0004")
        #expect(try Self.count("SELECT count(*) FROM conflicts WHERE game_id = 'game0004' AND seq = 3", cluster) == 1)
        #expect(try Self.count("SELECT count(*) FROM events", cluster) == 3, "nothing after the forged row")
        // A restarted sender knows it too, and sends nothing of the game.
        let restarted = scored.sender(url: cluster.url(), court: "A")
        #expect(restarted.pass().conflicts.map(\.seq) == [3])
        #expect(try Self.count("SELECT count(*) FROM events", cluster) == 3)
    }

    @Test("an event already in the league cannot be replaced: the database refuses the forged row")
    func existingEventImmutable() throws {
        let cluster = try Self.league()
        let scored = try ScoredLibrary(gameID: "game0005", court: "A")
        try scored.rebounds(2)
        #expect(scored.sender(url: cluster.url(), court: "A").pass().sent == 2)
        let connection = try LeagueConnection(url: cluster.url())
        #expect(throws: LeagueError.self) {
            try connection.query("INSERT INTO events (game_id, seq, line, court) VALUES ('game0005', 2, '{}', 'A')")
        }
        #expect(throws: LeagueError.self) { try connection.query("UPDATE events SET line = '{}' WHERE seq = 2") }
    }

    @Test("one game id from two courts: the second is refused and reported")
    func sameGameTwoCourts() throws {
        let cluster = try Self.league()
        let first = try ScoredLibrary(gameID: "game0006", court: "A")
        try first.rebounds(2)
        #expect(first.sender(url: cluster.url(), court: "A").pass().sent == 2)
        let second = try ScoredLibrary(gameID: "game0006", court: "B")
        try second.rebounds(3)
        let pass = second.sender(url: cluster.url(), court: "B").pass()
        #expect(pass.sent == 0)
        #expect(pass.conflicts.first?.reason.contains("court A") == true)
        #expect(try Self.count("SELECT count(*) FROM events", cluster) == 2)
    }

    @Test("a league never set up is one line, and nothing is counted as sent")
    func noSchema() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let scored = try ScoredLibrary(gameID: "game0007", court: "A")
        try scored.rebounds(1)
        let pass = scored.sender(url: cluster.url(), court: "A").pass()
        #expect(pass.unreachable == LeagueError.noSchema.description)
        #expect(pass.sent == 0)
    }
}
