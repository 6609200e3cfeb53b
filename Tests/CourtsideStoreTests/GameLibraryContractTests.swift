import CourtsideCore
import CourtsideStore
import Testing

/// What every ``GameLibrary`` promises, checked against the files on disk and the in-memory double
/// alike: resolving, fresh ids, locking, listing and deleting.
@Suite("GameLibrary contract")
struct GameLibraryContractTests {
    @Test("recorded events load back as the same game, and the listing summarizes it", arguments: LibraryKind.allCases)
    func recordedEventsLoadBack(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let library = made.library
        let session = try library.create(try Fixtures.header("round1", createdMs: 1_000))
        let played = try Fixtures.play(Fixtures.mixed, on: session, wallMs: 5_000)
        session.recorder.close()

        let loaded = try library.load(Fixtures.id("round1"))
        #expect(loaded.game.header == played.header)
        #expect(loaded.game.events == played.events)
        #expect(loaded.game.state == played.state)
        #expect(loaded.warnings.isEmpty)
        let summary = try #require(try library.list().summaries.first)
        #expect(summary.homeScore == 2 && summary.awayScore == 1)
        #expect(summary.status == .inProgress && summary.winner == nil)
        #expect(summary.eventCount == 9 && summary.createdMs == 1_000 && summary.lastPlayedMs == 5_008)

        let reopened = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("round1")) }
        let more = try Fixtures.play([.move(PlayerID(side: .home, number: 3), .twoPoints)], on: reopened)
        reopened.recorder.close()
        #expect(try library.load(Fixtures.id("round1")).game.state == more.state)
    }

    @Test("a game open for scoring is locked until its recorder is closed", arguments: LibraryKind.allCases)
    func locking(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let library = made.library
        let session = try library.create(try Fixtures.header("lock1"))
        let locked = LibraryError.locked(Fixtures.id("lock1"), file: session.location)
        #expect(throws: locked) { try library.openForScoring(Fixtures.id("lock1")) }
        #expect(throws: locked) { try library.delete(Fixtures.id("lock1")) }
        #expect(try library.load(Fixtures.id("lock1")).game.events.isEmpty, "reads never take the lock")
        session.recorder.close()
        #expect(session.recorder.isClosed)
        #expect(throws: LibraryError.closed(Fixtures.id("lock1"))) {
            try session.recorder.record(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0))
        }
        let reopened = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("lock1")) }
        #expect(!reopened.recorder.isClosed)
        reopened.recorder.close()
    }

    @Test("the recorder refuses events that do not follow the log, naming the line", arguments: LibraryKind.allCases)
    func refusesEventsOutOfOrder(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let session = try made.library.create(try Fixtures.header("refuse1"))
        #expect(
            throws: LibraryError.rejectedEvent(
                file: session.location, line: 2, error: .outOfSequence(expected: 1, got: 2))
        ) {
            try session.recorder.record(GameEvent(sequence: 2, kind: .clockStarted, clockMs: 0, wallMs: 0))
        }
        // The recorder keeps no state of the game, only the next sequence number: a batch whose
        // second event repeats the first's number is refused whole.
        let start = GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0)
        #expect(
            throws: LibraryError.rejectedEvent(
                file: session.location, line: 3, error: .outOfSequence(expected: 2, got: 1))
        ) {
            try session.recorder.record([start, start])
        }
        session.recorder.close()
        #expect(try made.library.load(Fixtures.id("refuse1")).game.events.isEmpty)
        // What the rules refuse is asked before anything is recorded, by the commit path's
        // `Game.prepare` (the view models' GameCommitter tests check that nothing is recorded then).
        #expect(throws: GameError.nothingToUndo) { try session.game.prepare(.undo, clockMs: 0, wallMs: 0) }
    }

    @Test(
        "a session hands its game over to the board that scores it, keeping only the header",
        arguments: LibraryKind.allCases)
    func sessionHandsItsGameOver(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let created = try made.library.create(try Fixtures.header("take1"))
        let played = try Fixtures.play(Fixtures.mixed, on: created)
        created.recorder.close()
        let session = try Fixtures.onceUnlocked { try made.library.openForScoring(Fixtures.id("take1")) }
        defer { session.recorder.close() }
        let taken = session.takeGame()
        #expect(taken.events == played.events && taken.state == played.state)
        #expect(session.game.header == played.header && session.game.events.isEmpty, "no second copy is kept")
    }

    @Test("create stores a game under a fresh id when its id is taken", arguments: LibraryKind.allCases)
    func freshIDs(kind: LibraryKind) throws {
        let made = try kind.make(idGenerator: { Fixtures.id("fresh1") })
        defer { made.remove() }
        try made.add("taken1")
        let second = try made.library.create(try Fixtures.header("taken1"))
        second.recorder.close()
        #expect(second.game.header.id == Fixtures.id("fresh1"))
        #expect(try made.library.load(Fixtures.id("fresh1")).game.header.id == Fixtures.id("fresh1"))
        #expect(try made.library.gameIDs() == [Fixtures.id("fresh1"), Fixtures.id("taken1")])
    }

    @Test("references resolve by exact id or unique prefix, in any case", arguments: LibraryKind.allCases)
    func resolving(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        for id in ["abc123", "abd456", "xyz", "xyz9"] { try made.add(id) }
        let library = made.library
        #expect(try library.resolve("abc") == Fixtures.id("abc123"))
        #expect(try library.resolve("abd456") == Fixtures.id("abd456"))
        #expect(try library.resolve("ABC1") == Fixtures.id("abc123"), "ids are typed in any case")
        #expect(try library.resolve("xyz") == Fixtures.id("xyz"), "an exact id wins over longer ids")
        let ambiguous = LibraryError.ambiguous(
            prefix: "ab", candidates: [Fixtures.id("abc123"), Fixtures.id("abd456")])
        #expect(throws: ambiguous) { try library.resolve("ab") }
        #expect(ambiguous.description == "\"ab\" matches 2 games: abc123, abd456; type more of the id")
        #expect(throws: LibraryError.notFound("q")) { try library.resolve("q") }
        #expect(throws: LibraryError.invalidReference("../etc/passwd")) { try library.resolve("../etc/passwd") }
        #expect(throws: LibraryError.invalidReference("")) { try library.resolve("") }
    }

    @Test("games list newest first; a won game is finished with its winner", arguments: LibraryKind.allCases)
    func listing(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let library = made.library
        #expect(try library.list() == LibraryListing(summaries: []), "a new library is empty")
        let won = try library.create(try Fixtures.header("won1", createdMs: 1_000, target: 2, winBy: 1))
        try Fixtures.play([.clockStarted, .move(PlayerID(side: .away, number: 2), .twoPoints)], on: won)
        won.recorder.close()
        try made.add("new1", createdMs: 9_000)
        let listing = try library.list()
        #expect(listing.problems.isEmpty)
        #expect(listing.summaries.map(\.id.rawValue) == ["new1", "won1"])
        let summary = try #require(listing.summaries.last)
        #expect(summary.status == .finished && summary.winner == .away)
        #expect(summary.eventCount == 3, "the winning move pauses the clock by itself")
        #expect(listing.summaries.first?.lastPlayedMs == nil)
    }

    @Test("the unfinished game played most recently is the one to resume", arguments: LibraryKind.allCases)
    func mostRecentUnfinished(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let library = made.library
        #expect(throws: LibraryError.noUnfinishedGame) { try library.mostRecentUnfinished() }
        let played = try library.create(try Fixtures.header("played1", createdMs: 1_000))
        try Fixtures.play(
            [.clockStarted, .move(PlayerID(side: .home, number: 1), .rebound)], on: played, wallMs: 5_000)
        played.recorder.close()
        #expect(try library.mostRecentUnfinished().id == Fixtures.id("played1"))
        let finished = try library.create(try Fixtures.header("done1", createdMs: 1_000, target: 1, winBy: 1))
        try Fixtures.play([.move(PlayerID(side: .home, number: 1), .onePoint)], on: finished, wallMs: 9_000)
        finished.recorder.close()
        try made.add("fresh1", createdMs: 4_000)
        #expect(try library.mostRecentUnfinished().id == Fixtures.id("played1"), "the finished one is passed over")
        try made.add("fresh2", createdMs: 6_000)
        #expect(
            try library.mostRecentUnfinished().id == Fixtures.id("fresh2"), "creation counts when nothing was played")
    }

    @Test("delete removes a game, and is refused while it is scored", arguments: LibraryKind.allCases)
    func deleting(kind: LibraryKind) throws {
        let made = try kind.make()
        defer { made.remove() }
        let library = made.library
        let session = try library.create(try Fixtures.header("del1"))
        #expect(throws: LibraryError.locked(Fixtures.id("del1"), file: session.location)) {
            try library.delete(Fixtures.id("del1"))
        }
        session.recorder.close()
        try Fixtures.onceUnlocked { try library.delete(Fixtures.id("del1")) }
        #expect(try library.gameIDs().isEmpty)
        #expect(throws: LibraryError.notFound("del1")) { try library.delete(Fixtures.id("del1")) }
        #expect(throws: LibraryError.notFound("del1")) { try library.load(Fixtures.id("del1")) }
        #expect(throws: LibraryError.notFound("del1")) { try library.openForScoring(Fixtures.id("del1")) }
    }
}
