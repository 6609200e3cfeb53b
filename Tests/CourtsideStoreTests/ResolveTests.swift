import CourtsideCore
import CourtsideStore
import Testing

/// Finding a game by id, unique id prefix, or as the unfinished game played most recently.
@Suite struct ResolveTests {
    private func library(_ ids: [String], in folder: TemporaryFolder) throws -> FileGameLibrary {
        let library = FileGameLibrary(folder: folder.path)
        for id in ids { try library.create(try Fixtures.header(id)).recorder.close() }
        return library
    }

    @Test func anExactIDOrAUniquePrefixResolves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(["abc123", "abd456", "xyz", "xyz9"], in: folder)
        #expect(try library.resolve("abc") == Fixtures.id("abc123"))
        #expect(try library.resolve("abd456") == Fixtures.id("abd456"))
        #expect(try library.resolve("ABC1") == Fixtures.id("abc123"), "ids are typed in any case")
        #expect(try library.resolve("xyz") == Fixtures.id("xyz"), "an exact id wins over longer ids")
    }

    @Test func anAmbiguousPrefixListsTheCandidates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(["abc123", "abd456", "xyz"], in: folder)
        let error = LibraryError.ambiguous(prefix: "ab", candidates: [Fixtures.id("abc123"), Fixtures.id("abd456")])
        #expect(throws: error) { try library.resolve("ab") }
        #expect(error.description == "\"ab\" matches 2 games: abc123, abd456; type more of the id")
    }

    @Test func noMatchAndNotAnIDAreTold() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(["abc123"], in: folder)
        #expect(throws: LibraryError.notFound("q")) { try library.resolve("q") }
        #expect(throws: LibraryError.invalidReference("../etc/passwd")) { try library.resolve("../etc/passwd") }
        #expect(throws: LibraryError.invalidReference("")) { try library.resolve("") }
    }

    @Test func anUnreadableGameStillResolves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(["good1"], in: folder)
        try folder.write("junk", to: "junk1.jsonl")
        #expect(try library.resolve("ju") == Fixtures.id("junk1"), "so it can be named to delete it")
    }

    @Test func theMostRecentUnfinishedGameIsFound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        #expect(throws: LibraryError.noUnfinishedGame) { try library.mostRecentUnfinished() }

        let played = try library.create(try Fixtures.header("played1", createdMs: 1_000))
        try Fixtures.play(
            [.clockStarted, .move(PlayerID(side: .home, number: 1), .rebound)], on: played, wallMs: 5_000)
        played.recorder.close()
        #expect(try library.mostRecentUnfinished().id == Fixtures.id("played1"))

        let finished = try library.create(try Fixtures.header("done1", createdMs: 1_000, target: 1, winBy: 1))
        try Fixtures.play([.move(PlayerID(side: .home, number: 1), .onePoint)], on: finished, wallMs: 9_000)
        finished.recorder.close()
        try library.create(try Fixtures.header("fresh1", createdMs: 4_000)).recorder.close()
        #expect(try library.mostRecentUnfinished().id == Fixtures.id("played1"), "the finished one is passed over")

        try library.create(try Fixtures.header("fresh2", createdMs: 6_000)).recorder.close()
        #expect(
            try library.mostRecentUnfinished().id == Fixtures.id("fresh2"), "creation counts when nothing was played")
    }
}
