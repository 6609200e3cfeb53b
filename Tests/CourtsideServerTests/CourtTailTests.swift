import CourtsideCore
import CourtsideServer
import Foundation
import Testing

/// What the server follows: the game being scored, else the library's most recent one, and from
/// game to game as the scorer goes on.
@Suite(.timeLimit(.minutes(3))) struct CourtTailTests {
    @Test func withNobodyScoringItShowsTheMostRecentGame() async throws {
        let court = try Court()
        defer { court.remove() }
        let session = try court.create("old1")
        try session.play([.clockStarted, .move(Court.shaq, .twoPoints), .clockPaused])
        session.close()
        try court.start()
        #expect(
            try await court.waitForState {
                $0["game"] as? String == "old1" && $0["connection"] as? String == "no-scorer"
            })
        #expect((try court.state()["home"] as? [String: Any])?["score"] as? Int == 2)
    }

    @Test func itGoesFromGameToGameAsTheyAreScored() async throws {
        let court = try Court()
        defer { court.remove() }
        try court.start()
        #expect(try await court.waitForState { $0["connection"] as? String == "waiting" })

        let first = try court.create("game1", target: 3)
        try first.play([.clockStarted, .move(Court.shaq, .twoPoints)])
        #expect(try await court.waitForState { $0["game"] as? String == "game1" && $0["seq"] as? Int == 2 })
        #expect(try court.state()["connection"] as? String == "live")
        try first.play([.move(Court.shaq, .twoPoints)])
        #expect(try await court.waitForState { $0["status"] as? String == "final" })

        // The scorer goes on to the next game: the finished one is closed, a new one opened.
        first.close()
        let second = try court.create("game2")
        defer { second.close() }
        try second.play([.clockStarted, .move(Court.kobe, .onePoint)])
        #expect(try await court.waitForState { $0["game"] as? String == "game2" && $0["seq"] as? Int == 2 })
        let state = try court.state()
        #expect(state["connection"] as? String == "live" && state["status"] as? String == "running")
        #expect((state["away"] as? [String: Any])?["score"] as? Int == 1)
    }

    /// The tail sleeps with no timeout while no stream is open; the first stream wakes it, so
    /// its keep-alives come without a game event first (the bug: they waited for one).
    @Test func aStreamOpenedWhileNothingHappensGetsItsKeepAlives() async throws {
        let court = try Court()
        defer { court.remove() }
        try court.start(keepAliveMs: 50)
        #expect(try await court.waitForState { $0["connection"] as? String == "waiting" })
        try await Task.sleep(for: .milliseconds(100))
        let subscription = try #require(court.hub.subscribe(lastEventID: nil))
        var frames: [String] = []
        for await frame in subscription.stream {
            frames.append(frame)
            if frames.count == 2 { break }
        }
        #expect(frames == [": keep-alive\n\n", ": keep-alive\n\n"])
    }

    /// A stream opened after the tail is gone writes to no descriptor: the tail's pipe is closed,
    /// and its number may be another file's by then (here, most likely, a new pipe's).
    @Test func aStreamOpenedAfterTheTailIsGoneWakesNothing() throws {
        let court = try Court()
        defer { court.remove() }
        try court.start()
        court.remove()
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        #expect(court.hub.subscribe(lastEventID: nil) != nil)
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == -1, "nothing was written to a descriptor the tail no longer owns")
    }
}
