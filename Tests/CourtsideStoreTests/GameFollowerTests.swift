import CourtsideCore
import CourtsideStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Following a game's file while it is scored: each appended line once, torn tails left until
/// complete, a file cut short, replaced, deleted or recreated read again, the scorer's lock seen
/// coming and going, and a quiet descriptor whenever nothing happened.
@Suite struct GameFollowerTests {
    /// An update in a few words, so whole batches compare at a glance.
    private static func words(_ update: FollowerReport) -> String {
        switch update {
        case .waiting: "waiting"
        case .loaded(let game, let warnings): "loaded \(game.events.count)" + (warnings.isEmpty ? "" : " torn")
        case .events(let events): "events " + events.map { String($0.sequence) }.joined(separator: ",")
        case .scorer(let present): present ? "scorer here" : "scorer gone"
        case .fileMissing: "missing"
        case .failed(let error): "failed \(error)"
        }
    }

    /// Whether the follower's descriptor becomes readable within `ms`.
    private static func readable(_ follower: GameFollower, within ms: Int32 = 2_000) -> Bool {
        var descriptor = pollfd(fd: follower.descriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&descriptor, 1, ms) == 1
    }

    /// Waits for the descriptor (or a second look the follower asked for) and polls, until the
    /// words of the updates so far contain `expected` or `seconds` passed; returns them all.
    ///
    /// Why a deadline: other tests here start child processes, and a child holds copies of this
    /// process's descriptors (and their locks) between its fork and its exec, so a closed scorer can
    /// look present for a moment.
    private static func poll(_ follower: GameFollower, until expected: String, seconds: Double = 5) -> [String] {
        var seen: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            seen += follower.poll().map(words)
            if seen.contains(expected) { return seen }
            var descriptor = pollfd(fd: follower.descriptor, events: Int16(POLLIN), revents: 0)
            _ = Glibc.poll(&descriptor, 1, Int32(follower.recheckAfterMs ?? 50))
        }
        return seen
    }

    /// A rebound by Shaq as courtside writes it, with its newline.
    private static func reboundLine(_ sequence: Int, clock: Int = 100) -> String {
        "{\"clock\":\(clock),\"move\":\"reb\",\"player\":\"home.1\",\"seq\":\(sequence),\"type\":\"move\",\"wall\":2000}\n"
    }

    @Test func itReadsTheGameWholeThenEachNewEventOnceAndIsQuietBetween() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("fol1"))
        defer { session.recorder.close() }
        var game = try Fixtures.play([.clockStarted], on: session)
        let follower = try GameFollower(library: library, game: Fixtures.id("fol1"))
        #expect(follower.path == session.location && follower.gameID == Fixtures.id("fol1"))
        #expect(follower.poll().map(Self.words) == ["loaded 1", "scorer here"])
        #expect(!Self.readable(follower, within: 0), "its own read left nothing to wake it")

        game = try Fixtures.play([.move(PlayerID(side: .away, number: 2), .rebound)], on: session, startingAt: game)
        #expect(Self.readable(follower))
        #expect(follower.poll().map(Self.words) == ["events 2"])
        #expect(!Self.readable(follower, within: 0))
        #expect(follower.poll().isEmpty)

        try Fixtures.play([.undo, .redo, .clockPaused], on: session, startingAt: game)
        var events: [String] = []
        while !events.contains(where: { $0.hasSuffix("5") }), Self.readable(follower) {
            events += follower.poll().map(Self.words)
        }
        #expect(events.joined(separator: ",").replacingOccurrences(of: "events ", with: "") == "3,4,5")
        #expect(follower.recheckAfterMs == nil, "nothing but a notification wakes it")
    }

    @Test func aLineWithoutItsNewlineWaitsUntilItIsComplete() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("fol2"))
        defer { session.recorder.close() }
        let follower = try GameFollower(library: library, game: Fixtures.id("fol2"))
        #expect(follower.poll().map(Self.words) == ["loaded 0", "scorer here"])
        let line = Self.reboundLine(1)
        try folder.append(String(line.prefix(20)), to: "fol2.jsonl")
        #expect(Self.readable(follower))
        #expect(!follower.poll().map(Self.words).contains { $0.hasPrefix("events") })
        try folder.append(String(line.dropFirst(20)), to: "fol2.jsonl")
        #expect(Self.poll(follower, until: "events 1").contains("events 1"))
    }

    @Test func aTornTailCutOffByAResumedScorerIsReadPastWithoutStartingOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let first = try library.create(try Fixtures.header("fol3"))
        try Fixtures.play([.clockStarted], on: first)
        let follower = try GameFollower(library: library, game: Fixtures.id("fol3"))
        #expect(follower.poll().map(Self.words) == ["loaded 1", "scorer here"])
        // The scorer dies in the middle of a write.
        try folder.append("{\"clock\":900,\"seq\":2,\"ty", to: "fol3.jsonl")
        first.recorder.close()
        #expect(Self.poll(follower, until: "scorer gone").contains("scorer gone"))

        let second = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("fol3")) }
        defer { second.recorder.close() }
        #expect(second.warnings.count == 1, "the scorer sees the torn tail")
        try Fixtures.play([.move(PlayerID(side: .home, number: 2), .assist)], on: second)
        let seen = Self.poll(follower, until: "events 2")
        #expect(seen.contains("scorer here") && seen.contains("events 2"))
        #expect(!seen.contains { $0.hasPrefix("loaded") }, "the repair cut only what was never read")
    }

    @Test func aFileCutShortOrReplacedIsReadAgainFromScratch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("fol4"))
        try Fixtures.play(Fixtures.mixed, on: session)
        session.recorder.close()
        let follower = try GameFollower(library: library, game: Fixtures.id("fol4"))
        #expect(follower.poll().map(Self.words).first == "loaded 9")

        let lines = try folder.text("fol4.jsonl").split(separator: "\n").map { String($0) + "\n" }
        let truncated = open(folder.path + "/fol4.jsonl", O_WRONLY)
        #expect(ftruncate(truncated, off_t(lines[0].utf8.count + lines[1].utf8.count)) == 0)
        close(truncated)
        #expect(Self.poll(follower, until: "loaded 1").contains("loaded 1"))

        // Replaced by another file (a new inode) holding three events.
        try folder.write(lines.prefix(4).joined(), to: "fol4.new")
        #expect(rename(folder.path + "/fol4.new", folder.path + "/fol4.jsonl") == 0)
        #expect(Self.poll(follower, until: "loaded 3").contains("loaded 3"))
        try folder.append(lines[4], to: "fol4.jsonl")
        #expect(Self.poll(follower, until: "events 4").contains("events 4"), "the new file is followed")
    }

    /// Issue 28: `cat copy > FILE` empties the file before writing it again; the follower read the
    /// empty moment as a damaged file and `feed --follow` exited 1 with "bad header".
    @Test func aFileRewrittenInPlaceIsFollowedThroughItsEmptyMoment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("fol9"))
        try Fixtures.play(Fixtures.mixed, on: session)
        session.recorder.close()
        let follower = try GameFollower(library: library, game: Fixtures.id("fol9"))
        #expect(follower.poll().map(Self.words).first == "loaded 9")
        let text = try folder.text("fol9.jsonl")
        let header = String(text.prefix { $0 != "\n" })

        // Emptied, then the header written in two parts, then the rest: nothing fails meanwhile.
        let writer = open(folder.path + "/fol9.jsonl", O_WRONLY | O_TRUNC)
        #expect(writer >= 0)
        #expect(Self.readable(follower))
        #expect(follower.poll().isEmpty, "the empty moment is waited out")
        for part in [String(header.prefix(20)), String(header.dropFirst(20))] {
            #expect(write(writer, part, part.utf8.count) == part.utf8.count)
            #expect(Self.readable(follower))
            #expect(follower.poll().isEmpty, "a header still being written is waited out")
        }
        let rest = String(text.dropFirst(header.count))
        #expect(write(writer, rest, rest.utf8.count) == rest.utf8.count)
        close(writer)
        let seen = Self.poll(follower, until: "loaded 9")
        #expect(seen.contains("loaded 9") && !seen.contains { $0.hasPrefix("failed") }, "\(seen)")

        // Emptied for good: said as what happened, once the writer is done.
        close(open(folder.path + "/fol9.jsonl", O_WRONLY | O_TRUNC))
        let file = folder.path + "/fol9.jsonl"
        let failure = LibraryError.io(
            file: file, action: "follow",
            reason: "it was rewritten in place and left without a whole game (emptied, or its first line cut short)")
        #expect(Self.poll(follower, until: "failed \(failure)").last == "failed \(failure)")
        #expect(failure.description.hasPrefix("cannot follow \(file): it was rewritten in place"))

        // Written back: followed again.
        try folder.write(text, to: "fol9.jsonl")
        #expect(Self.poll(follower, until: "loaded 9").contains("loaded 9"))
    }

    @Test func aDeletedFileIsMissingUntilAGameOfThatNameComesBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("fol5"))
        try Fixtures.play([.clockStarted, .clockPaused], on: session)
        session.recorder.close()
        let follower = try GameFollower(library: library, game: Fixtures.id("fol5"))
        #expect(follower.poll().map(Self.words) == ["loaded 2", "scorer gone"])
        try Fixtures.onceUnlocked { try library.delete(Fixtures.id("fol5")) }
        #expect(Self.poll(follower, until: "missing") == ["missing"])
        #expect(!Self.readable(follower, within: 0))

        let again = try library.create(try Fixtures.header("fol5"))
        defer { again.recorder.close() }
        let seen = Self.poll(follower, until: "scorer here")
        #expect(seen == ["loaded 0", "scorer here"])
    }

    @Test func aCorruptLineStopsFollowingWithItsLineNumberAndALastLineThatDoesNotParseWaits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("fol6"))
        session.recorder.close()
        let follower = try GameFollower(library: library, game: Fixtures.id("fol6"))
        #expect(follower.poll().map(Self.words) == ["loaded 0", "scorer gone"])
        try folder.append("not json\n", to: "fol6.jsonl")
        #expect(Self.readable(follower))
        #expect(follower.poll().isEmpty, "a last line that does not parse may be a write cut short")
        try folder.append(Self.reboundLine(1), to: "fol6.jsonl")
        let seen = Self.poll(follower, until: "never", seconds: 1)
        let path = folder.path + "/fol6.jsonl"
        #expect(seen.contains("failed \(path):2: corrupt line: not valid JSON"))

        let refused = try library.create(try Fixtures.header("fol7"))
        refused.recorder.close()
        let other = try GameFollower(library: library, game: Fixtures.id("fol7"))
        _ = other.poll()
        try folder.append(Self.reboundLine(2), to: "fol7.jsonl")
        let words = Self.poll(other, until: "never", seconds: 1)
        #expect(words.contains { $0.hasPrefix("failed \(folder.path)/fol7.jsonl:2: event refused") })
    }

    @Test func withoutAGameItWaitsForOneToBeScoredAndFollowsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path + "/not-yet")
        let follower = try GameFollower(library: library, game: nil)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/not-yet"), "made, to be watched")
        #expect(follower.gameID == nil && follower.path == nil)
        #expect(follower.poll().map(Self.words) == ["waiting"])
        #expect(follower.poll().isEmpty)
        // Its own listing of the folder is no news: the descriptor stays quiet (it used to wake
        // the follower to list the folder again, a thread spinning while nobody scored).
        #expect(!Self.readable(follower, within: 200), "quiet after a look that found nothing")
        // A game nobody scores is not the one it waits for.
        let closed = try library.create(try Fixtures.header("old1"))
        closed.recorder.close()
        #expect(Self.readable(follower))
        #expect(Self.poll(follower, until: "never", seconds: 0.3).isEmpty)
        #expect(!Self.readable(follower, within: 200), "quiet again once it looked")

        let session = try library.create(try Fixtures.header("new1"))
        defer { session.recorder.close() }
        #expect(Self.poll(follower, until: "scorer here") == ["loaded 0", "scorer here"])
        #expect(follower.gameID == Fixtures.id("new1"))
        try Fixtures.play([.clockStarted], on: session)
        #expect(Self.poll(follower, until: "events 1") == ["events 1"])
    }

    @Test func theScorerLeavingAndComingBackIsSeen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let id = Fixtures.id("fol8")
        let session = try library.create(try Fixtures.header("fol8"))
        #expect(library.isBeingScored(id))
        let follower = try GameFollower(library: library, game: id)
        #expect(follower.poll().map(Self.words) == ["loaded 0", "scorer here"])
        session.recorder.close()
        #expect(Self.poll(follower, until: "scorer gone").contains("scorer gone"))
        #expect(
            try Fixtures.onceUnlocked { () throws -> Bool in
                if library.isBeingScored(id) { throw LibraryError.locked(id, file: "") }
                return false
            } == false)

        let back = try Fixtures.onceUnlocked { try library.openForScoring(id) }
        defer { back.recorder.close() }
        #expect(Self.poll(follower, until: "scorer here").contains("scorer here"), "its read right after locking")
        #expect(!library.isBeingScored(Fixtures.id("none1")))
    }

    @Test func overlayFilesAreReplacedWholeAndOnlyWhenTheirTextChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = try OverlayFolder(path: folder.path + "/obs/scene")
        #expect(try overlay.update("score.txt", to: "2 - 0"))
        #expect(try folder.text("obs/scene/score.txt") == "2 - 0")
        var before = stat()
        stat(folder.path + "/obs/scene/score.txt", &before)
        #expect(try !overlay.update("score.txt", to: "2 - 0"))
        var after = stat()
        stat(folder.path + "/obs/scene/score.txt", &after)
        #expect(before.st_ino == after.st_ino, "not written again")
        #expect(try overlay.update("score.txt", to: "4 - 0"))
        stat(folder.path + "/obs/scene/score.txt", &after)
        #expect(before.st_ino != after.st_ino, "renamed over, not rewritten in place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/obs/scene") == ["score.txt"])

        try folder.write("Ballerz", to: "obs/scene/home_name.txt")
        let fresh = try OverlayFolder(path: folder.path + "/obs/scene")
        #expect(try !fresh.update("home_name.txt", to: "Ballerz"), "a file that already says it is left alone")
        #expect(try fresh.update("home_name.txt", to: ""))
        #expect(try folder.text("obs/scene/home_name.txt") == "")
    }

    /// Issue 28: the overlay wrote through a hard link planted at its temporary name (overwriting a
    /// file outside the folder) and blocked forever on a FIFO planted there.
    @Test func overlayNeverWritesThroughWhatIsPlantedAtItsTemporaryName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = try OverlayFolder(path: folder.path + "/obs")
        try folder.write("precious", to: "outside.txt")
        #expect(link(folder.path + "/outside.txt", folder.path + "/obs/.score.txt.tmp") == 0)
        #expect(mkfifo(folder.path + "/obs/.clock.txt.tmp", 0o600) == 0)
        #expect(try overlay.update("score.txt", to: "2 - 0"))
        #expect(try overlay.update("clock.txt", to: "01:00.0"))
        #expect(try folder.text("outside.txt") == "precious")
        #expect(try folder.text("obs/score.txt") == "2 - 0")
        #expect(try folder.text("obs/clock.txt") == "01:00.0")
    }

    /// Issue 41: the folder was checked once, then named by its path at each write, so a folder
    /// swapped for a link to somewhere else after the check had the overlay's files written there.
    @Test func aFolderSwappedForALinkAfterTheCheckIsNotWrittenThrough() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkdir(folder.path + "/elsewhere", 0o700) == 0)
        let overlay = try OverlayFolder(path: folder.path + "/obs")
        #expect(try overlay.update("score.txt", to: "2 - 0"))
        #expect(rename(folder.path + "/obs", folder.path + "/moved") == 0)
        #expect(symlink(folder.path + "/elsewhere", folder.path + "/obs") == 0)
        #expect(try overlay.update("score.txt", to: "4 - 0"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere") == [])
        #expect(try folder.text("moved/score.txt") == "4 - 0", "the folder it opened, wherever it is now")
    }
}
