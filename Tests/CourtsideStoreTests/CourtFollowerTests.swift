import CourtsideCore
import CourtsideStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Following the court: with no game named, the game being scored now, then the next one by itself
/// when its scorer goes on to it (a rematch, a new game); with a game named, that game only.
@Suite struct CourtFollowerTests {
    /// An update in a few words, with the loaded game's id, so a move to the next game shows.
    private static func words(_ update: FollowerReport) -> String {
        switch update {
        case .waiting: "waiting"
        case .loaded(let game, _): "loaded \(game.header.id.rawValue) \(game.events.count)"
        case .events(let events): "events " + events.map { String($0.sequence) }.joined(separator: ",")
        case .scorer(let present): present ? "scorer here" : "scorer gone"
        case .fileMissing: "missing"
        case .failed(let error): "failed \(error)"
        }
    }

    /// Waits on the follower's descriptors (or its second look) and polls, until the updates so
    /// far contain `expected` or `seconds` passed; returns them all.
    private static func poll(_ follower: CourtFollower, until expected: String, seconds: Double = 5) -> [String] {
        poll(follower, seconds: seconds) { $0.contains(expected) }
    }

    /// As ``poll(_:until:seconds:)``, until the updates so far meet `done`.
    private static func poll(_ follower: CourtFollower, seconds: Double = 5, until done: ([String]) -> Bool)
        -> [String]
    {
        var seen: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            seen += follower.poll().map(words)
            if done(seen) { return seen }
            var descriptors = follower.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = Glibc.poll(&descriptors, nfds_t(descriptors.count), Int32(follower.recheckAfterMs ?? 50))
        }
        return seen
    }

    @Test func withNoGameItMovesToTheNextGameWhenTheScorerGoesOnToIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let follower = try CourtFollower(library: library, game: nil)
        #expect(follower.followsCourt && follower.gameID == nil)
        #expect(follower.poll().map(Self.words) == ["waiting"])

        let first = try library.create(try Fixtures.header("crt1"))
        try Fixtures.play([.clockStarted], on: first)
        #expect(Self.poll(follower, until: "scorer here").contains("loaded crt1 1"))
        #expect(follower.gameID == Fixtures.id("crt1"))

        // The scorer finishes and presses n: the first game is closed, the rematch made and scored.
        first.recorder.close()
        let second = try library.create(try Fixtures.header("crt2"))
        defer { second.recorder.close() }
        #expect(Self.poll(follower, until: "scorer gone").contains("scorer gone"))
        let started = try Fixtures.play([.clockStarted], on: second)
        // Taken on with its first event, read whole first (the file may be read before or after it).
        let seen = Self.poll(follower) {
            $0 == ["loaded crt2 0", "scorer here", "events 1"] || $0 == ["loaded crt2 1", "scorer here"]
        }
        #expect(
            seen == ["loaded crt2 0", "scorer here", "events 1"] || seen == ["loaded crt2 1", "scorer here"],
            "moved on with the first event, the game read whole first: \(seen)")
        #expect(follower.gameID == Fixtures.id("crt2") && follower.path == second.location)
        try Fixtures.play([.move(PlayerID(side: .home, number: 1), .twoPoints)], on: second, startingAt: started)
        #expect(Self.poll(follower, until: "events 2").contains("events 2"), "the new game's events follow")
        #expect(follower.descriptors.count == 1, "no scout while the game followed has its scorer")
    }

    /// Issue 40, item 7: a run makes its next game (and locks it) when a game ends, and may delete
    /// it again without it ever starting; the TV and `watch` then showed that deleted 0-0 game
    /// instead of the last result.
    @Test func aGameThatNeverStartsIsNeverFollowedAndTheLastResultStays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let follower = try CourtFollower(library: library, game: nil)
        #expect(follower.poll().map(Self.words) == ["waiting"])
        let first = try library.create(try Fixtures.header("crt5", target: 3))
        let shaq = PlayerID(side: .home, number: 1)
        let played = try Fixtures.play([.clockStarted, .move(shaq, .twoPoints)], on: first)
        #expect(Self.poll(follower, until: "scorer here").contains("loaded crt5 2"))
        try Fixtures.play([.move(shaq, .twoPoints)], on: first, startingAt: played)
        first.recorder.close()
        #expect(Self.poll(follower, until: "scorer gone").contains("scorer gone"), "won; the scorer went on")

        // The next game is made and held for scoring, then let go and deleted before it starts.
        let next = try library.create(try Fixtures.header("crt6"))
        var seen = Self.poll(follower, until: "never", seconds: 0.5)
        next.recorder.close()
        try Fixtures.onceUnlocked { try library.delete(Fixtures.id("crt6")) }
        seen += Self.poll(follower, until: "never", seconds: 0.5)
        #expect(!seen.contains { $0.contains("crt6") || $0 == "missing" }, "the next game was never shown: \(seen)")
        #expect(follower.gameID == Fixtures.id("crt5"), "still the last result")

        // A game that starts is followed from its first event.
        let third = try library.create(try Fixtures.header("crt7"))
        defer { third.recorder.close() }
        try Fixtures.play([.clockStarted], on: third)
        let moved = Self.poll(follower) { $0.contains("loaded crt7 1") || $0.contains("events 1") }
        #expect(moved.first == "loaded crt7 0" || moved.first == "loaded crt7 1", "read whole first: \(moved)")
        #expect(follower.gameID == Fixtures.id("crt7"))
    }

    /// A board (watch, serve, overlay) never shows a game whose file is gone: between games it
    /// shows the last finished game; with none played, nothing.
    @Test func aBoardShowsTheLastResultWhenTheGameFollowedIsDeleted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let done = try library.create(try Fixtures.header("crt8", createdMs: 1_000, target: 3))
        let shaq = PlayerID(side: .home, number: 1)
        try Fixtures.play([.clockStarted, .move(shaq, .twoPoints), .move(shaq, .twoPoints)], on: done)
        done.recorder.close()
        // An empty game made after it (never started): not the last result.
        let empty = try library.create(try Fixtures.header("crt9", createdMs: 9_000))
        empty.recorder.close()
        let follower = try CourtFollower(library: library, game: nil, showsLastResult: true)
        #expect(
            follower.poll().map(Self.words) == ["loaded crt8 4", "scorer gone"], "the last result, not the empty game")

        let live = try library.create(try Fixtures.header("crt10", createdMs: 10_000))
        try Fixtures.play([.clockStarted], on: live)
        #expect(!Self.poll(follower) { $0.contains("loaded crt10 1") || $0.contains("events 1") }.isEmpty)
        #expect(follower.gameID == Fixtures.id("crt10"))
        // Deleted by hand while scored (the store refuses to delete a game being scored).
        try FileManager.default.removeItem(atPath: live.location)
        let seen = Self.poll(follower, until: "loaded crt8 4")
        #expect(seen.contains("loaded crt8 4") && !seen.contains("missing"), "back to the last result: \(seen)")
        #expect(follower.gameID == Fixtures.id("crt8"))
        live.recorder.close()

        // With no game left to show, it says so: what was shown is gone.
        try library.delete(Fixtures.id("crt8"))
        #expect(Self.poll(follower, until: "waiting").contains("waiting"))
        #expect(follower.gameID == nil)
    }

    @Test func withAGameNamedItStaysOnThatGameWhenAnotherIsScored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let first = try library.create(try Fixtures.header("crt3"))
        let follower = try CourtFollower(library: library, game: Fixtures.id("crt3"))
        #expect(!follower.followsCourt)
        #expect(follower.poll().map(Self.words) == ["loaded crt3 0", "scorer here"])
        first.recorder.close()
        #expect(Self.poll(follower, until: "scorer gone").contains("scorer gone"))

        let second = try library.create(try Fixtures.header("crt4"))
        defer { second.recorder.close() }
        try Fixtures.play([.clockStarted], on: second)
        let seen = Self.poll(follower, until: "never", seconds: 0.5)
        #expect(!seen.contains { $0.hasPrefix("loaded") }, "still on the game named: \(seen)")
        #expect(follower.gameID == Fixtures.id("crt3"))
    }
}
