import CourtsideCore
import CourtsideServer
import Foundation
import Testing

/// What the server follows: the game being scored, else the library's most recent one, and from
/// game to game as the scorer goes on.
@Suite(.timeLimit(.minutes(3))) struct CourtTailTests {
    @Test func withNobodyScoringItShowsTheMostRecentGame() async throws {
        try await withCourt { court in
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
    }

    @Test func itGoesFromGameToGameAsTheyAreScored() async throws {
        try await withCourt { court in
            try court.start()
            #expect(try await court.waitForState { $0["connection"] as? String == "waiting" })

            let first = try court.create("game1", target: 3)
            try first.play([.clockStarted, .move(Court.shaq, .twoPoints)])
            #expect(try await court.waitForState { $0["game"] as? String == "game1" && $0["seq"] as? Int == 2 })
            #expect(try court.state()["connection"] as? String == "live")
            try first.play([.move(Court.shaq, .twoPoints)])
            #expect(try await court.waitForState { $0["status"] as? String == "final" })
            #expect(try court.state()["confirmed"] as? Bool == false, "FINAL (unconfirmed) on the pages")
            // Both sides confirm the score: /api/state says so (the pages' FINAL ✓).
            try first.play([.confirm(home: 4, away: 0)])
            #expect(try await court.waitForState { $0["confirmed"] as? Bool == true })

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
    }

    /// Issue 40, item 7: after a run ended, the TV showed its next game, made when the last one
    /// ended and deleted without ever starting (`■ DELETED`), instead of the last result.
    @Test func betweenGamesItShowsTheLastResultNeverAGameThatIsGoneOrNeverStarted() async throws {
        try await withCourt { court in
            let last = try court.create("done1", target: 3)
            try last.play([.clockStarted, .move(Court.shaq, .twoPoints), .move(Court.shaq, .twoPoints)])
            last.close()
            // The next game, made after it and never started (its board was let go).
            let next = try court.create("next1", createdMs: 9_000)
            next.close()
            try court.start()
            #expect(
                try await court.waitForState {
                    $0["game"] as? String == "done1" && $0["status"] as? String == "final"
                }, "the last result, not the newer game that never started")

            // A game is scored, then its file deleted: back to the last result, not "deleted".
            let gone = try court.create("gone1", createdMs: 10_000)
            defer { gone.close() }
            try gone.play([.clockStarted, .move(Court.kobe, .onePoint)])
            #expect(
                try await court.waitForState {
                    $0["game"] as? String == "gone1" && $0["connection"] as? String == "live"
                })
            try FileManager.default.removeItem(atPath: court.library.path(of: GameID(rawValue: "gone1")!))
            #expect(
                try await court.waitForState {
                    $0["game"] as? String == "done1" && $0["status"] as? String == "final"
                }, "back to the last result")
            #expect(try court.state()["connection"] as? String == "no-scorer")

            // With nothing left to show, the page waits.
            try court.library.delete(GameID(rawValue: "done1")!)
            #expect(try await court.waitForState { $0["connection"] as? String == "waiting" && $0["game"] is NSNull })
        }
    }

    /// The tail sleeps with no timeout while no stream is open; the first stream wakes it, so
    /// its keep-alives come without a game event first (the bug: they waited for one).
    @Test func aStreamOpenedWhileNothingHappensGetsItsKeepAlives() async throws {
        try await withCourt { court in
            try court.start(keepAliveMs: 50)
            #expect(try await court.waitForState { $0["connection"] as? String == "waiting" })
            let tail = try #require(court.tail)
            #expect(try await court.waitForState { _ in tail.idleWaits > 0 }, "the tail went to sleep with no timeout")
            let subscription = try #require(court.hub.subscribe(lastEventID: nil))
            var frames: [String] = []
            for await frame in subscription.stream {
                frames.append(frame)
                if frames.count == 2 { break }
            }
            #expect(frames == [": keep-alive\n\n", ": keep-alive\n\n"])
        }
    }

    /// A stream opened after the tail is gone writes to no descriptor: the tail's pipe is closed,
    /// and its number may be another file's by then (here, most likely, a new pipe's).
    @Test func aStreamOpenedAfterTheTailIsGoneWakesNothing() async throws {
        try await withCourt { court in
            try court.start()
            await court.remove()
            var ends: [Int32] = [-1, -1]
            #expect(pipe(&ends) == 0)
            defer { for end in ends { close(end) } }
            _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
            #expect(court.hub.subscribe(lastEventID: nil) != nil)
            var byte: UInt8 = 0
            #expect(read(ends[0], &byte, 1) == -1, "nothing was written to a descriptor the tail no longer owns")
        }
    }
}
