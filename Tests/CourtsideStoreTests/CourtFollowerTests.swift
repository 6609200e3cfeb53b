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
    private static func words(_ update: FollowUpdate) -> String {
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
        var seen: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            seen += follower.poll().map(words)
            if seen.contains(expected) { return seen }
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
        let seen = Self.poll(follower, until: "loaded crt2 0")
        #expect(seen.contains("loaded crt2 0"), "moved on: \(seen)")
        #expect(follower.gameID == Fixtures.id("crt2") && follower.path == second.location)
        try Fixtures.play([.clockStarted], on: second)
        #expect(Self.poll(follower, until: "events 1").contains("events 1"), "the new game's events follow")
        #expect(follower.descriptors.count == 1, "no scout while the game followed has its scorer")
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
