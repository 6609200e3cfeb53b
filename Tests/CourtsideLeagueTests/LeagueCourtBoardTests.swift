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
}
