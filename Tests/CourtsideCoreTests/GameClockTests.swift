import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Game clock")
struct GameClockTests {
    @Test("start, pause, resume: elapsed = accumulated + (now - startedAt)")
    func startPauseResume() {
        let time = ManualTimeSource(monotonicMs: 10_000)
        var clock = GameClock()
        #expect(clock.elapsedMs(at: time.monotonicMs) == 0)
        clock.start(at: time.monotonicMs)
        time.advance(byMs: 1_250)
        #expect(clock.elapsedMs(at: time.monotonicMs) == 1_250)
        clock.pause(at: time.monotonicMs)
        time.advance(byMs: 60_000)
        #expect(clock.elapsedMs(at: time.monotonicMs) == 1_250)
        clock.start(at: time.monotonicMs)
        clock.start(at: time.monotonicMs + 5)  // a second start changes nothing
        time.advance(byMs: 750)
        #expect(clock.elapsedMs(at: time.monotonicMs) == 2_000)
    }

    @Test("40 simulated minutes read exactly, however seldom it is asked")
    func fortyMinutes() {
        let time = ManualTimeSource()
        var clock = GameClock()
        clock.start(at: time.monotonicMs)
        for _ in 0..<(40 * 60 * 10) { time.advance(byMs: 100) }
        #expect(clock.elapsedMs(at: time.monotonicMs) == 40 * 60 * 1000)
    }

    @Test("the next tenth is due within 1…100 ms while running, never while paused")
    func nextTenth() {
        var clock = GameClock(accumulatedMs: 1_234)
        #expect(clock.msUntilNextTenth(at: 0) == nil)
        clock.start(at: 0)
        #expect(clock.msUntilNextTenth(at: 0) == 66)
        #expect(clock.msUntilNextTenth(at: 66) == 100)
        #expect(clock.msUntilNextTenth(at: 67) == 99)
    }
}

@Suite("Game clock limits")
struct GameClockLimitTests {
    @Test("a saved time near Int64.max cannot overflow: it is held at 100 hours")
    func absurdSavedTime() {
        var clock = GameClock(accumulatedMs: .max - 5)
        #expect(clock.elapsedMs(at: 0) == GameClock.maximumMs)
        clock.start(at: 1_000)
        #expect(clock.elapsedMs(at: .max) == GameClock.maximumMs)
        #expect(clock.msUntilNextTenth(at: .max) == nil, "nothing left to tick")
        clock.pause(at: .max)
        #expect(clock.accumulatedMs == GameClock.maximumMs)
        #expect(GameClock(accumulatedMs: -40).elapsedMs(at: 0) == 0)
    }

    @Test("monotonic readings far apart, or going back, cannot overflow")
    func absurdReadings() {
        var clock = GameClock(accumulatedMs: 1_000)
        clock.start(at: .min)
        #expect(clock.elapsedMs(at: .max) == GameClock.maximumMs)
        var late = GameClock()
        late.start(at: .max)
        #expect(late.elapsedMs(at: .min) == 0, "a reading before the start adds nothing")
    }

    @Test("the clock stops at 100 hours")
    func stopsAtTheMaximum() {
        var clock = GameClock()
        clock.start(at: 0)
        #expect(clock.elapsedMs(at: GameClock.maximumMs - 1) == GameClock.maximumMs - 1)
        #expect(clock.msUntilNextTenth(at: GameClock.maximumMs - 1) == 1)
        #expect(clock.elapsedMs(at: GameClock.maximumMs + 60_000) == GameClock.maximumMs)
        #expect(clock.msUntilNextTenth(at: GameClock.maximumMs + 60_000) == nil)
    }
}
