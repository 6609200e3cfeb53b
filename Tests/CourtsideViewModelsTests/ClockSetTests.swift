import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// `t` and its prompt, through the scoreboard's public protocol with a manual clock and the
/// in-memory recorder; and a clock set in the replay.
@MainActor
@Suite("Setting the clock")
struct ClockSetViewModelTests {
    @Test("t opens the prompt; Enter records the time; z takes it back, Z sets it again")
    func setPausedAndUndo() throws {
        let h = try Harness()
        h.keys(" ")
        h.time.advance(byMs: 5_000)
        h.keys(" ")
        #expect(h.shown.time.value == "00:05.0")
        h.keys("t")
        #expect(h.shown.status.value.hasPrefix("set clock to: _"))
        h.keys("02:00.5")
        #expect(h.shown.status.value.hasPrefix("set clock to: 02:00.5_"))
        h.board.handle(.enter)
        #expect(h.recorder.events.last?.kind == .clockSet(from: 5_000))
        #expect(h.recorder.events.last?.clockMs == 120_500)
        #expect(h.shown.time.value == "02:00.5")
        #expect(h.shown.status.value == "clock set to 02:00.5 (was 00:05.0)")
        h.keys("z")
        #expect(h.shown.time.value == "00:05.0")
        #expect(h.shown.status.value.hasPrefix("undid clock set: clock 00:05.0"))
        h.keys("Z")
        #expect(h.shown.time.value == "02:00.5")
    }

    @Test("set while running, the clock runs on from the new time; undo later keeps the time that ran")
    func setWhileRunning() throws {
        let h = try Harness()
        h.keys(" ")
        h.time.advance(byMs: 3_000)
        h.keys("t10:00")
        h.board.handle(.enter)
        #expect(h.shown.clockState.value == .running)
        h.time.advance(byMs: 2_000)
        h.board.tick(now: h.time.monotonicMs)
        #expect(h.shown.time.value == "10:02.0")
        h.keys("z")
        h.board.tick(now: h.time.monotonicMs)
        #expect(h.shown.time.value == "00:05.0")
        #expect(h.recorder.events.last?.clockMs == 5_000)
    }

    @Test("a bad time says why and keeps the prompt; Backspace rubs out; Esc cancels and records nothing")
    func badTimeAndCancel() throws {
        let h = try Harness()
        h.keys("t2:75")
        h.board.handle(.enter)
        #expect(h.shown.status.value.hasPrefix("✗ seconds go up to 59 · set clock to: 2:75_"))
        h.board.handle(.backspace)
        h.keys("5")
        h.keys("q")
        #expect(h.shown.status.value.hasPrefix("✗ digits, : and . only · set clock to: 2:75_"), "q does not quit here")
        h.board.handle(.enter)
        #expect(h.shown.status.value.hasPrefix("✗ seconds go up to 59"))
        h.board.handle(.escape)
        #expect(h.shown.status.value == "clock not set")
        #expect(h.recorder.events.isEmpty)
        h.keys("t5")
        h.board.handle(.enter)
        #expect(h.shown.status.value.hasPrefix("✗ type the time as mm:ss.t"))
    }

    @Test("the prompt reads mm:ss, mm:ss.t and long minutes; it refuses what is not a time")
    func parsing() throws {
        #expect(try ClockEntry.milliseconds("02:00").get() == 120_000)
        #expect(try ClockEntry.milliseconds("0:07.3").get() == 7_300)
        #expect(try ClockEntry.milliseconds("5999:59.9").get() == 359_999_900)
        for bad in ["", "2", ":30", "2:3", "2:300", "2:30.", "2:30.12", "2:30:1", "6000:00.1"] {
            #expect((try? ClockEntry.milliseconds(bad).get()) == nil, "\(bad)")
        }
    }

    @Test("the replay shows a clock set at its moment, then runs on from the new time")
    func replayAtItsMoment() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.clockStarted], clockMs: 0)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 4_000)
        try game.apply(try game.prepare(.clockSet(from: 6_000), clockMs: 60_000, wallMs: 0)[0])
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .onePoint)], clockMs: 61_000)
        let time = ManualTimeSource(monotonicMs: 50_000)
        let replay = ReplayViewModel(
            game: game, timeSource: time, speed: .x1, startsPlaying: true, snapshotInterval: nil)
        time.advance(byMs: 5_900)
        replay.tick(now: time.monotonicMs)
        #expect(replay.position.value == 2 && replay.board.time.value == "00:05.9")
        time.advance(byMs: 100)
        replay.tick(now: time.monotonicMs)
        #expect(replay.position.value == 3 && replay.board.time.value == "01:00.0")
        time.advance(byMs: 1_000)
        replay.tick(now: time.monotonicMs)
        #expect(replay.position.value == 4 && replay.board.scoreLine == "2 - 1")
    }
}
