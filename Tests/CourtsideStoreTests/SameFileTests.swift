import CourtsideCore
import CourtsideStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A game file deleted, replaced or written by someone else while it is scored: the recorder
/// refuses the next event saying what happened, and can write the whole game back.
@Suite struct SameFileTests {
    private static let start = GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 2_000)
    private static let rebound = GameEvent(
        sequence: 2, kind: .move(PlayerID(side: .home, number: 1), .rebound), clockMs: 100, wallMs: 2_001)
    private static let assist = GameEvent(
        sequence: 3, kind: .move(PlayerID(side: .home, number: 2), .assist), clockMs: 200, wallMs: 2_002)

    /// A game with a start and a rebound recorded, still open.
    private func scored(_ id: String, in folder: TemporaryFolder) throws -> (FileGameLibrary, ScoringSession, Game) {
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header(id))
        var game = session.game
        for event in [Self.start, Self.rebound] {
            try session.recorder.record(event)
            try game.apply(event)
        }
        return (library, session, game)
    }

    @Test func aDeletedFileRefusesTheNextEventAndIsWrittenBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (library, session, scoredGame) = try scored("gone1", in: folder)
        var game = scoredGame
        try FileManager.default.removeItem(atPath: session.location)
        #expect(throws: LibraryError.fileGone(file: session.location, change: .deleted)) {
            try session.recorder.record(Self.assist)
        }
        #expect(throws: LibraryError.fileGone(file: session.location, change: .deleted)) {
            try session.recorder.record(Self.assist)
        }
        #expect(try library.gameIDs().isEmpty, "nothing was written to the unlinked file's name")

        #expect(try session.recorder.writeBack(game) == nil)
        try session.recorder.record(Self.assist)
        try game.apply(Self.assist)
        session.recorder.close()
        let loaded = try library.load(Fixtures.id("gone1"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.warnings.isEmpty)
    }

    /// Issue 28: with the library folder deleted mid-game, `W` could not write the game back.
    @Test func aDeletedLibraryFolderIsMadeAgainWhenTheGameIsWrittenBack() throws {
        let parent = try TemporaryFolder()
        defer { parent.remove() }
        let library = FileGameLibrary(folder: parent.path + "/library")
        let session = try library.create(try Fixtures.header("gone4"))
        var game = session.game
        try session.recorder.record(Self.start)
        try game.apply(Self.start)
        try FileManager.default.removeItem(atPath: parent.path + "/library")
        #expect(throws: LibraryError.self) { try session.recorder.record(Self.rebound) }

        #expect(try session.recorder.writeBack(game) == nil)
        try session.recorder.record(Self.rebound)
        try game.apply(Self.rebound)
        session.recorder.close()
        #expect(try library.load(Fixtures.id("gone4")).game.events == game.events)
    }

    @Test func aReplacedFileIsKeptAsideWhenTheGameIsWrittenBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (library, session, game) = try scored("gone2", in: folder)
        let other = "{\"format\":1}\nsomeone else's file\n"
        try folder.write(other, to: "other.tmp")
        #expect(rename(folder.path + "/other.tmp", session.location) == 0, "moved over the game, as an editor saves")
        #expect(throws: LibraryError.fileGone(file: session.location, change: .replaced)) {
            try session.recorder.record(Self.assist)
        }
        #expect(try folder.text("gone2.jsonl") == other, "the other file is untouched")

        let kept = try session.recorder.writeBack(game)
        #expect(kept == session.location + ".replaced")
        #expect(try folder.text("gone2.jsonl.replaced") == other)
        try session.recorder.record(Self.assist)
        session.recorder.close()
        #expect(try library.load(Fixtures.id("gone2")).game.events == game.events + [Self.assist])
        #expect(try library.gameIDs() == [Fixtures.id("gone2")], "the kept file is not listed as a game")
    }

    @Test func aFileWrittenByAnotherProgramIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (library, session, game) = try scored("gone3", in: folder)
        try folder.append("{\"clock\":150,\"seq\":3,\"type\":\"pause\",\"wall\":1}\n", to: "gone3.jsonl")
        #expect(throws: LibraryError.fileGone(file: session.location, change: .changed)) {
            try session.recorder.record(Self.assist)
        }
        #expect(
            LibraryError.fileGone(file: session.location, change: .changed).description
                == "\(session.location) was changed by another program while this game was being scored; "
                + "nothing more was saved to it")
        _ = try session.recorder.writeBack(game)
        try session.recorder.record(Self.assist)
        session.recorder.close()
        #expect(try library.load(Fixtures.id("gone3")).game.events == game.events + [Self.assist])
    }

    @Test func writeBackRefusesAGameThatIsNotTheOneRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, session, _) = try scored("gone4", in: folder)
        #expect(throws: LibraryError.self) { try session.recorder.writeBack(session.game) }
        session.recorder.close()
    }
}
