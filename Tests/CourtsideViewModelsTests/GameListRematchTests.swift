import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// `m` in the game list: a new game with the selected game's teams, players and rules.
@MainActor
@Suite("Game list rematch")
struct GameListRematchTests {
    @Test("m stores a new game with the selected game's teams, players and rules, and hands out its session")
    func rematch() throws {
        let h = GameListHarness()
        let old = try h.add("aaaa0001", home: "Bricks", away: "Hoopers", hoursAgo: 2, finished: true)
        h.list.reload()
        h.keys("m")
        guard case .rematch(let session)? = h.list.takeAction() else {
            Issue.record("m did not start a rematch: \(h.list.status.value)")
            return
        }
        let header = session.game.header
        let before = try h.library.load(old).game.header
        #expect(header.id != old)
        #expect(header.home == before.home && header.away == before.away)
        #expect(header.rules == before.rules)
        #expect(header.createdMs == h.time.wallMs, "created now")
        #expect(session.game.events.isEmpty)
        #expect(h.library.isLocked(header.id), "the new game is open for scoring")
        #expect(h.library.events(of: old)?.count == 1, "the old game is left as it is")
        #expect(try h.library.gameIDs().count == 2)
    }

    @Test("m on an empty library creates nothing and says how to start a game")
    func rematchNothing() throws {
        let h = GameListHarness()
        h.list.reload()
        h.keys("m")
        #expect(h.list.action.value == nil)
        #expect(h.list.status.value == "no games yet: press n to start one")
        #expect(try h.library.gameIDs().isEmpty)
    }

    @Test("a rematch the library refuses keeps the list and says why")
    func rematchRefused() throws {
        let h = GameListHarness()
        try h.add("aaaa0001", hoursAgo: 2)
        h.list.reload()
        h.library.insertUnreadable(GameID(rawValue: "aaaa0001")!, error: .notFound("aaaa0001"))
        h.keys("m")
        #expect(h.list.action.value == nil)
        #expect(h.list.status.value == LibraryError.notFound("aaaa0001").description)
        #expect(try h.library.gameIDs().count == 1, "nothing was created")
    }

    @Test("M with Caps Lock on asks about Caps Lock")
    func capsLock() throws {
        let h = GameListHarness()
        h.list.reload()
        h.keys("M")
        #expect(
            h.list.status.value
                == "'M': Caps Lock on? (m is rematch: a new game with the same teams, players and rules)")
    }
}
