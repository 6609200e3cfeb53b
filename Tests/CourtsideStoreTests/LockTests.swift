import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// A game open for live scoring is locked against every other scorer, in this process or another,
/// while reads go on.
@Suite struct LockTests {
    @Test func aSecondOpenerIsRefusedAtOnceUntilTheFirstCloses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let first = try library.create(try Fixtures.header("lock1"))
        let id = Fixtures.id("lock1")
        let error = LibraryError.locked(id, file: first.location)
        #expect(throws: error) { try library.openForScoring(id) }
        #expect(throws: error) { try FileGameLibrary(folder: folder.path).openForScoring(id) }
        #expect(error.description.contains("already open for scoring elsewhere"))

        try Fixtures.play([.clockStarted], on: first)
        #expect(try library.load(id).game.events.count == 1, "reads go on while it is locked")
        #expect(try library.list().summaries.count == 1)

        first.recorder.close()
        first.recorder.close()
        let second = try Fixtures.onceUnlocked { try library.openForScoring(id) }
        #expect(second.game.events.count == 1)
    }

    @Test func freeingTheRecorderReleasesTheLock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let id = Fixtures.id("lock2")
        do {
            let session = try library.create(try Fixtures.header("lock2"))
            #expect(!session.recorder.isClosed)
        }
        let again = try Fixtures.onceUnlocked { try library.openForScoring(id) }
        again.recorder.close()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func flockFromAnotherProcessSeesTheLock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("lock3"))
        #expect(try Self.flock(session.location) == 1, "flock -n fails while the game is scored")
        session.recorder.close()
        let unlocked = try Fixtures.onceUnlocked {
            let status = try Self.flock(session.location)
            if status == 1 { throw LibraryError.locked(Fixtures.id("lock3"), file: session.location) }
            return status
        }
        #expect(unlocked == 0)
    }

    @Test func anotherCourtsideProcessIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("lock4"))
        #expect(try Self.openInChild(folder: folder.path, game: "lock4") == "locked")
        session.recorder.close()
        let result = try Fixtures.onceUnlocked {
            let result = try Self.openInChild(folder: folder.path, game: "lock4")
            if result == "locked" { throw LibraryError.locked(Fixtures.id("lock4"), file: session.location) }
            return result
        }
        #expect(result == "opened")
    }

    /// Issue 28: a shared `flock` taken by another program (any account that could read the file)
    /// kept the owner out with "already open for scoring elsewhere". Whatever holds the lock and is
    /// not a scorer is named as what it is, for resume and delete alike.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")),
        arguments: [("-s", true), ("-x", false)])
    func aLockHeldByAnotherProgramIsNamed(option: String, shared: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("lock5"))
        session.recorder.close()
        let id = Fixtures.id("lock5")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [option, session.location, "sh", "-c", "echo held; sleep 5"]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        defer { holder.terminate() }
        #expect(output.fileHandleForReading.availableData.starts(with: Data("held".utf8)))
        for attempt in [{ _ = try library.openForScoring(id) }, { try library.delete(id) }] {
            do {
                try attempt()
                Issue.record("opened although flock holds the lock")
            } catch let error as LibraryError {
                guard case .lockedByOther(let lockedID, let file, let who) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(lockedID == id && file == session.location)
                #expect(who.contains("\"flock\" (process \(holder.processIdentifier))"), "\(who)")
                #expect(who.contains("shared lock") == shared, "\(who)")
                #expect(error.description.contains("not a courtside scorer"))
                #expect(!error.description.contains("elsewhere"))
            }
        }
        #expect(try library.load(id).game.header.id == id, "the file is still there")
    }

    /// Runs `flock -n FILE true` and returns its exit status.
    private static func flock(_ file: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["-n", file, "true"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Opens the game for scoring in a second process and returns what it saw.
    private static func openInChild(folder: String, game: String) throws -> String? {
        let child = try ChildProcess(role: "locker", testName: "locker", folder: folder, game: game)
        defer { child.wait() }
        return child.nextLine(startingWith: "RESULT ")
    }
}
