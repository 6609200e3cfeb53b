import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// A time-limited game on the scoreboard: the clock says how long the game is, and the board
/// records the pause at the limit by itself when the clock gets there.
@MainActor
@Suite("Scoreboard time limit")
struct ScoreboardTimeLimitTests {
    static func rules(limit: Int64 = 5_000) throws -> Rules {
        try Rules(target: 21, winBy: 1, timeLimitMs: limit, overtime: 2)
    }

    @Test("the clock shows the limit, and the tick records the pause at exactly the limit: the leader wins")
    func endsByItself() throws {
        let harness = try Harness(rules: Self.rules())
        #expect(harness.shown.time.value == "00:00.0 of 0:05")
        harness.keys(" ")
        harness.time.advance(byMs: 1_200)
        harness.keys("d")  // Shaq 2-0
        harness.time.advance(byMs: 3_700)
        harness.board.tick(now: harness.time.monotonicMs)
        #expect(harness.shown.time.value == "00:04.9 of 0:05")
        #expect(harness.recorder.events.last?.kind == .move(PlayerID(side: .home, number: 1), .twoPoints))
        harness.time.advance(byMs: 160)  // 5.06 s: the tick comes a little late
        harness.board.tick(now: harness.time.monotonicMs)
        let pause = try #require(harness.recorder.events.last)
        #expect(pause.kind == .clockPaused && pause.clockMs == 5_000)
        #expect(harness.shown.time.value == "00:05.0 of 0:05")
        #expect(harness.shown.isFinished.value)
        #expect(harness.shown.status.value.hasPrefix("time · FINAL: Ballerz win 2 - 0"))
        #expect(harness.board.msUntilNextTick(now: harness.time.monotonicMs) == nil, "the clock stopped")
        harness.time.advance(byMs: 1_000)
        harness.board.tick(now: harness.time.monotonicMs)
        #expect(harness.recorder.events.count == 3, "recorded once")
    }

    @Test("a key pressed after the limit, before the tick: the limit's pause first, then the key as the limit left it")
    func keyAfterTheLimit() throws {
        let harness = try Harness(rules: Self.rules())
        harness.keys(" ")
        harness.time.advance(byMs: 6_000)
        harness.keys("d")  // after the buzzer in a 0-0 game: overtime, so the basket counts there
        let kinds = harness.recorder.events.map(\.kind)
        #expect(kinds == [.clockStarted, .clockPaused, .move(PlayerID(side: .home, number: 1), .twoPoints)])
        #expect(harness.recorder.events[1].clockMs == 5_000)
        #expect(harness.shown.isFinished.value, "overtime first to 2: won by the 2-pointer")
        #expect(harness.shown.time.value == "00:05.0 OT")
    }

    @Test("a tie at the limit: the status says overtime, the clock restarts and says OT")
    func overtime() throws {
        let harness = try Harness(rules: Self.rules())
        harness.keys(" ")
        harness.time.advance(byMs: 5_000)
        harness.board.tick(now: harness.time.monotonicMs)
        #expect(!harness.shown.isFinished.value)
        #expect(harness.shown.status.value == "tied at time: overtime, first to 2 more wins · Space restarts the clock")
        #expect(harness.shown.time.value == "00:05.0 OT")
        harness.keys(" ")
        harness.time.advance(byMs: 2_000)
        harness.board.tick(now: harness.time.monotonicMs)
        #expect(harness.shown.time.value == "00:07.0 OT")
        #expect(harness.recorder.events.count == 3, "no second pause past the limit")
        harness.keys("s")
        #expect(!harness.shown.isFinished.value)
        harness.keys("s")
        #expect(harness.shown.isFinished.value)
    }

    @Test("Space pressed after the limit records the limit's pause only")
    func pauseAfterTheLimit() throws {
        let harness = try Harness(rules: Self.rules())
        harness.keys(" s")
        harness.time.advance(byMs: 9_000)
        harness.keys(" ")
        #expect(
            harness.recorder.events.map(\.kind) == [
                .clockStarted, .move(PlayerID(side: .home, number: 1), .onePoint), .clockPaused,
            ])
        #expect(harness.recorder.events.last?.clockMs == 5_000)
        #expect(harness.shown.isFinished.value)
    }

    @Test("a game without a limit shows the plain clock and never stops by itself")
    func noLimit() throws {
        let harness = try Harness()
        harness.keys(" ")
        harness.time.advance(byMs: 3_600_000)
        harness.board.tick(now: harness.time.monotonicMs)
        #expect(harness.shown.time.value == "60:00.0")
        #expect(harness.recorder.events.count == 1)
    }
}
