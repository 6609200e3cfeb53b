import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import Foundation
import Testing

/// `/courts`' fold of the league against a real PostgreSQL: each court's newest game, its events
/// folded as the game file's, a notification read from the last seq folded on.
@Suite("League court board")
struct LeagueCourtBoardTests {
    @Test("catch-up folds each court's game; a notification adds only what came after; a name with spaces is one court")
    func foldsIncrementally() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let connection = try LeagueConnection(url: cluster.url())
        _ = try LeagueSchema.upgrade(connection)
        let scored = try ScoredLibrary(gameID: "game0001", court: "Court 3")
        try scored.rebounds(4)
        let sender = scored.sender(url: cluster.url(), court: "Court 3")
        #expect(sender.pass().isCaughtUp)

        var board = LeagueCourtBoard()
        try board.catchUp(on: connection)
        #expect(board.all.map(\.court) == ["Court 3"])
        #expect(board.all.first?.seq == 4)
        #expect(board.all.first?.state.nextSequence == 5, "the core's fold of the four lines")

        try scored.rebounds(3)
        #expect(sender.pass().isCaughtUp)
        #expect(try board.notified("Court 3 game0001 7", on: connection))
        #expect(board.all.first?.seq == 7)
        #expect(try !board.notified("Court 3 game0001 7", on: connection), "nothing after seq 7: nothing read")
        #expect(try !board.notified("garbage", on: connection))
        #expect(board.all.first?.header.home.name == scored.game.header.home.name)
    }

    @Test("a refused event is announced (COURT GAME refused) and counted on its court, at catch-up and live")
    func refusalsAreCounted() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let connection = try LeagueConnection(url: cluster.url())
        _ = try LeagueSchema.upgrade(connection)
        let listener = try LeagueConnection(url: cluster.url())
        try listener.query("LISTEN courtside_events")
        let scored = try ScoredLibrary(gameID: "game0009", court: "Court 1")
        try scored.rebounds(2)
        let sender = scored.sender(url: cluster.url(), court: "Court 1")
        #expect(sender.pass().isCaughtUp)
        var board = LeagueCourtBoard()
        try board.catchUp(on: connection)
        #expect(board.all.first?.refused == 0)

        let forged = #"{"clock":0,"move":"2pt","player":"home.1","seq":3,"type":"move","wall":1}"#
        try connection.query(
            "INSERT INTO events (game_id, seq, line, court) VALUES ('game0009', 3, $1, 'Court 1')", [forged])
        try scored.rebounds(1)
        #expect(sender.pass().conflicts.map(\.seq) == [3])
        var payloads: [String] = []
        while !payloads.contains("Court 1 game0009 refused") {
            var ready = pollfd(fd: listener.socket, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 10_000)
            let got = try listener.notifications()
            if got.isEmpty && ready.revents == 0 { break }
            payloads += got
        }
        #expect(payloads.contains("Court 1 game0009 refused"))
        #expect(try board.notified("Court 1 game0009 refused", on: connection))
        #expect(board.all.first?.refused == 1)
        #expect(try !board.notified("Court 1 game0009 refused", on: connection), "the same count: no change")
        var fresh = LeagueCourtBoard()
        try fresh.catchUp(on: connection)
        #expect(fresh.all.first?.refused == 1)
    }
}
