import CourtsideCore
import CourtsideStore
import CourtsideStoreTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The store's system calls through a file system that fails on purpose: the order write → fsync
/// before record() returns, nothing kept when the disk refuses, a line cut short cut off, and the
/// errno kept in the error.
@Suite struct FileSystemFaultTests {
    /// A library over a faulty file system, with one game created in it.
    private struct Setup {
        let folder: TemporaryFolder
        let system = FaultyFileSystem()
        let library: FileGameLibrary
        let session: ScoringSession

        init(_ id: String, target: Int = 15) throws {
            folder = try TemporaryFolder()
            library = FileGameLibrary(folder: folder.path, fileSystem: system)
            session = try library.create(try Fixtures.header(id, target: target, winBy: 1))
        }

        /// The calls made on the game's own file that write or cut it.
        var fileWrites: [FaultyFileSystem.Call] {
            system.journal.filter { $0.path == session.location && [.write, .fsync, .ftruncate].contains($0.call) }
                .map(\.call)
        }
    }

    private static let start = GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 2_000)
    private static let rebound = GameEvent(
        sequence: 2, kind: .move(PlayerID(side: .home, number: 1), .rebound), clockMs: 100, wallMs: 2_001)

    @Test func recordWritesTheLineThenFsyncsItBeforeReturning() throws {
        let setup = try Setup("order1")
        defer { setup.folder.remove() }
        setup.system.clearJournal()
        try setup.session.recorder.record(Self.start)
        #expect(setup.fileWrites == [.write, .fsync], "one write, then one fsync, and nothing after")
        #expect(setup.system.journal.last?.call == .fsync, "the fsync is the last call before record() returns")
        #expect(setup.system.journal.last?.path == setup.session.location)
    }

    @Test func createFsyncsTheHeaderBeforeLinkingAndTheFolderAfter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let system = FaultyFileSystem()
        let session = try FileGameLibrary(folder: folder.path, fileSystem: system).create(try Fixtures.header("order2"))
        let calls = system.journal.filter { [.write, .fsync, .link].contains($0.call) }.map(\.call)
        #expect(calls == [.write, .fsync, .link, .fsync])
        #expect(system.journal.last(where: { $0.call == .fsync })?.path == folder.path)
        session.recorder.close()
    }

    @Test func aWinningMoveAndItsPauseAreOneWriteAndOneFsync() throws {
        let setup = try Setup("batch1", target: 2)
        defer { setup.folder.remove() }
        var game = setup.session.game
        try Fixtures.play([.clockStarted], on: setup.session, startingAt: game)
        try game.apply(Self.start)
        let events = try game.prepare(.move(PlayerID(side: .away, number: 1), .twoPoints), clockMs: 500, wallMs: 3)
        #expect(events.count == 2, "the move and the clock's automatic pause")
        setup.system.clearJournal()
        try setup.session.recorder.record(events)
        #expect(setup.fileWrites == [.write, .fsync])
        setup.session.recorder.close()
        let loaded = try setup.library.load(Fixtures.id("batch1"))
        #expect(loaded.game.events.suffix(2) == events[...])
    }

    @Test func aBatchTheDiskRefusesKeepsNeitherEvent() throws {
        let setup = try Setup("batch2", target: 2)
        defer { setup.folder.remove() }
        try setup.session.recorder.record(Self.start)
        var game = setup.session.game
        try game.apply(Self.start)
        let events = try game.prepare(.move(PlayerID(side: .away, number: 1), .twoPoints), clockMs: 500, wallMs: 3)
        setup.system.fail(.write, with: ENOSPC, pathSuffix: ".jsonl")
        #expect(throws: LibraryError.self) { try setup.session.recorder.record(events) }
        setup.session.recorder.close()
        let loaded = try setup.library.load(Fixtures.id("batch2"))
        #expect(loaded.game.events == [Self.start], "neither the move nor its pause")
        #expect(!loaded.game.state.isFinished)
    }

    @Test func aFailedWriteKeepsNothingAndTheSameEventCanBeRecordedAgain() throws {
        let setup = try Setup("fail1")
        defer { setup.folder.remove() }
        let before = try setup.folder.contents("fail1.jsonl")
        setup.system.fail(.write, with: ENOSPC, pathSuffix: ".jsonl")
        #expect(throws: LibraryError.self) { try setup.session.recorder.record(Self.start) }
        #expect(try setup.folder.contents("fail1.jsonl") == before)
        #expect(!setup.fileWrites.contains(.fsync), "nothing to fsync after a failed write")
        try setup.session.recorder.record(Self.start)
        setup.session.recorder.close()
        #expect(try setup.library.load(Fixtures.id("fail1")).game.events == [Self.start])
    }

    @Test func aFailedFsyncKeepsNothingEvenThoughTheLineWasWritten() throws {
        let setup = try Setup("fail2")
        defer { setup.folder.remove() }
        try setup.session.recorder.record(Self.start)
        let before = try setup.folder.contents("fail2.jsonl")
        setup.system.fail(.fsync, with: EIO, pathSuffix: ".jsonl")
        #expect(throws: LibraryError.self) { try setup.session.recorder.record(Self.rebound) }
        #expect(try setup.folder.contents("fail2.jsonl") == before, "the written line is cut off at once")
        #expect(try setup.library.load(Fixtures.id("fail2")).game.events == [Self.start], "no reader sees it")
        try setup.session.recorder.record(Self.rebound)
        setup.session.recorder.close()
        #expect(try setup.library.load(Fixtures.id("fail2")).game.events == [Self.start, Self.rebound])
    }

    @Test func aLineCutShortIsCutOffBeforeTheNextAppend() throws {
        let setup = try Setup("short1")
        defer { setup.folder.remove() }
        try setup.session.recorder.record(Self.start)
        let before = try setup.folder.contents("short1.jsonl")
        // The disk fills up ten bytes into the line, and the immediate cut fails too.
        setup.system.cutShort(keeping: 10, pathSuffix: ".jsonl")
        setup.system.fail(.write, with: ENOSPC, skipping: 1, pathSuffix: ".jsonl")
        setup.system.fail(.ftruncate, with: EIO)
        #expect(throws: LibraryError.self) { try setup.session.recorder.record(Self.rebound) }
        #expect(try setup.folder.contents("short1.jsonl").count == before.count + 10, "ten bytes of a line")
        #expect(try setup.library.load(Fixtures.id("short1")).warnings.count == 1, "read as a torn last line")

        setup.system.clearJournal()
        try setup.session.recorder.record(Self.rebound)
        #expect(setup.fileWrites == [.ftruncate, .write, .fsync], "cut, then write, then fsync")
        setup.session.recorder.close()
        let loaded = try setup.library.load(Fixtures.id("short1"))
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.game.events == [Self.start, Self.rebound])
    }

    @Test(arguments: [
        (ENOSPC, FileSystemError.Kind.diskFull, "the disk is full (ENOSPC)"),
        (EDQUOT, .quotaExceeded, "the disk quota is used up (EDQUOT)"),
        (EACCES, .permissionDenied, "permission denied (EACCES)"),
        (EROFS, .readOnlyFileSystem, "the disk is read-only (EROFS)"),
        (EIO, .ioError, "the disk reported an input/output error (EIO)"),
        (EFBIG, .fileTooLarge, "the file has reached its size limit (EFBIG)"),
    ])
    func theErrnoIsKeptInTheError(code: Int32, kind: FileSystemError.Kind, reason: String) throws {
        let setup = try Setup("errno1")
        defer { setup.folder.remove() }
        setup.system.fail(.write, with: code, pathSuffix: ".jsonl")
        do {
            try setup.session.recorder.record(Self.start)
            Issue.record("the write should have failed")
        } catch let error as LibraryError {
            guard case .fileSystem(let action, let failure) = error else {
                Issue.record("expected a file system error, got \(error)")
                return
            }
            #expect(action == "save to")
            #expect(failure.code == code && failure.kind == kind && failure.call == "write")
            #expect(failure.path == setup.session.location)
            #expect(error.description == "cannot save to \(setup.session.location): \(reason)")
        }
    }

    @Test func aReadOnlyDiskRefusesANewGameNamingTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let system = FaultyFileSystem()
        system.fail(.open, with: EROFS)
        let library = FileGameLibrary(folder: folder.path, fileSystem: system)
        let header = try Fixtures.header("ro1")
        do {
            _ = try library.create(header)
            Issue.record("the open should have failed")
        } catch .fileSystem(let action, let failure) {
            #expect(failure.kind == .readOnlyFileSystem)
            #expect(failure.path == folder.path, "the message names the folder, not the hidden temporary file")
            #expect(action == "create a game file in")
        } catch {
            Issue.record("expected a file system error, got \(error)")
        }
        #expect(try library.gameIDs().isEmpty)
    }
}
