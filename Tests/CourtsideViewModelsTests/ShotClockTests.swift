import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The clocks a 3x3 court shows (issue 33 items 3 and 4): the time left counting down, the shot
/// clock beside it reset by the plays that give the ball, and the buzzers (the time limit reached,
/// the shot clock run out) that the screen rings once each.
@MainActor
@Suite("Shot clock and countdown")
struct ShotClockTests {
    static let shaq = PlayerID(side: .home, number: 1)

    @Test("fiba3x3 opens counting down from 10:00 with a 12-second shot clock")
    func opening() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        #expect(h.shown.time.value == "10:00.0 left")
        #expect(h.shown.shotClock.value == "12")
        h.keys(" ")
        h.run(forMs: 2_500)
        #expect(h.shown.time.value == "09:57.5 left")
        #expect(h.shown.shotClock.value == "10", "9.5 s left shows 10: the second not yet gone")
        h.run(forMs: 1_000)
        #expect(h.shown.shotClock.value == " 9")
        #expect(h.shown.buzzer.value == 0)
    }

    @Test("a game without a shot clock shows none, and a game without a limit counts up")
    func withoutShotClock() throws {
        let h = try Harness()
        #expect(h.shown.shotClock.value == "")
        #expect(h.shown.time.value == "00:00.0")
        let full = try Harness(rules: RulesPreset.fullcourt.rules)
        #expect(full.shown.shotClock.value == "24")
        #expect(full.shown.time.value == "00:00.0", "no limit: the time played")
    }

    @Test("a made basket, a defensive rebound, R, a possession and a violation reset the shot clock; a miss does not")
    func resets() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ")
        h.run(forMs: 5_000)
        #expect(h.shown.shotClock.value == " 7")
        h.keys("ud")
        #expect(h.shown.shotClock.value == "12", "a made basket")
        h.run(forMs: 3_000)
        h.keys("jc")
        #expect(h.shown.shotClock.value == " 9", "a miss does not reset it")
        h.keys("ur")
        #expect(h.recorder.events.last?.kind == .move(Self.shaq, .defensiveRebound))
        #expect(h.shown.shotClock.value == "12", "a defensive rebound")
        h.run(forMs: 4_000)
        h.keys("R")
        #expect(h.recorder.events.last?.kind == .shotClockReset)
        #expect(h.shown.shotClock.value == "12", "R")
        h.run(forMs: 2_000)
        h.keys("z")
        #expect(h.shown.shotClock.value == " 6", "undo of R: from the rebound again")
        h.keys("P")
        #expect(h.shown.shotClock.value == "12", "a possession")
    }

    @Test("at zero the buzzer sounds once, the status line offers the violation, and V records it")
    func violation() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ud")
        h.run(forMs: 11_900)
        #expect(h.shown.shotClock.value == " 1")
        #expect(h.shown.buzzer.value == 0)
        h.run(forMs: 100)
        #expect(h.shown.shotClock.value == " 0")
        #expect(h.shown.buzzer.value == 1)
        #expect(h.shown.status.value == "shot clock violation: V to record, R resets the shot clock")
        h.run(forMs: 3_000)
        #expect(h.shown.buzzer.value == 1, "once per buzzer")
        #expect(h.shown.shotClock.value == " 0")
        h.keys("V")
        // Shaq scored: the ball is Ringerz'; their violation gives it back.
        #expect(h.recorder.events.last?.kind == .violation(.away))
        #expect(h.shown.shotClock.value == "12")
        #expect(h.shown.homeTotals.value.hasBall)
    }

    @Test("V is the turnover of the team with the ball, whichever panel is selected; with nobody's ball it is refused")
    func violationNeedsTheBall() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ")
        h.run(forMs: 12_000)
        h.keys("jV")
        #expect(!h.recorder.events.contains { $0.kind.typeName == "violation" }, "nobody has the ball")
        #expect(h.shown.status.value == "no violation: nobody has the ball; P gives it to the selected team")
        h.keys("P")
        #expect(h.board.game.state.possession == .away)
        h.keys("uV")
        #expect(h.recorder.events.last?.kind == .violation(.away), "Ringerz' ball, Shaq selected")
        #expect(h.board.game.state.violations(.away) == 1 && h.board.game.state.violations(.home) == 0)
    }

    @Test("a paused clock stops the shot clock; a resumed game shows the same shot clock, and no buzzer")
    func pausedAndResumed() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ud")
        h.run(forMs: 4_000)
        h.keys(" ")
        h.time.advance(byMs: 30_000)
        h.board.tick(now: h.time.monotonicMs)
        #expect(h.shown.shotClock.value == " 8")
        #expect(h.shown.buzzer.value == 0)
        let again = try Harness(rules: RulesPreset.fiba3x3.rules, events: h.recorder.events)
        #expect(again.shown.shotClock.value == " 8")
        #expect(again.shown.time.value == h.shown.time.value)
        // Run out before anyone resumed: the board opens at zero, with no buzzer of its own.
        h.keys(" ")
        h.run(forMs: 9_000)
        h.keys(" ")
        let late = try Harness(rules: RulesPreset.fiba3x3.rules, events: h.recorder.events)
        #expect(late.shown.shotClock.value == " 0")
        #expect(late.shown.buzzer.value == 0)
    }

    @Test("counting down, the limit's buzzer sounds at 00:00.0 left, once")
    func limitBuzzer() throws {
        let rules = try Rules(target: 21, winBy: 1, timeLimitMs: 5_000, overtime: 2)
        let h = try Harness(rules: rules, clockDirection: .down)
        #expect(h.shown.time.value == "00:05.0 left")
        h.keys(" ud")
        h.run(forMs: 4_900)
        #expect(h.shown.time.value == "00:00.1 left")
        #expect(h.shown.buzzer.value == 0)
        h.run(forMs: 100)
        #expect(h.shown.time.value == "00:00.0 left")
        #expect(h.shown.buzzer.value == 1)
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
        h.run(forMs: 1_000)
        #expect(h.shown.buzzer.value == 1)
    }

    @Test(
        "with no more game time left than shot-clock time the shot clock is off (--), and only the game's buzzer sounds"
    )
    func shotClockOffNearTheEnd() throws {
        let rules = try Rules(target: 21, winBy: 1, timeLimitMs: 20_000, overtime: 2, shotClockMs: 12_000)
        let h = try Harness(rules: rules, clockDirection: .down)
        h.keys(" ")
        h.run(forMs: 7_000)
        #expect(h.shown.shotClock.value == " 5", "13 s of game left, 5 on the shot clock")
        h.keys("ud")
        #expect(h.shown.shotClock.value == "12", "the basket's reset, with 13 s of game left")
        h.run(forMs: 1_500)
        #expect(h.shown.shotClock.value == "11")
        h.keys("R")
        #expect(h.shown.shotClock.value == "--", "a reset with 11.5 s of game left: off")
        h.run(forMs: 11_500)
        #expect(h.shown.time.value == "00:00.0 left")
        #expect(h.shown.buzzer.value == 1, "the game's buzzer alone")
    }

    @Test("a tie at the limit goes to overtime counting up; = does not turn it back")
    func overtime() throws {
        let rules = try Rules(target: 21, winBy: 1, timeLimitMs: 2_000, overtime: 2)
        let h = try Harness(rules: rules, clockDirection: .down)
        h.keys(" ")
        h.run(forMs: 2_000)
        #expect(h.shown.buzzer.value == 1)
        #expect(h.shown.time.value == "00:02.0 OT")
        h.keys("=")
        #expect(h.shown.status.value == "overtime: the clock counts up")
        #expect(h.shown.time.value == "00:02.0 OT")
    }

    @Test(
        "overtime starts a full shot clock, not what regulation left of it (issue 40 item 5); a resume shows the same")
    func overtimeStartsAFullShotClock() throws {
        let rules = try Rules(target: 21, winBy: 1, timeLimitMs: 30_000, overtime: 2, shotClockMs: 12_000)
        let h = try Harness(rules: rules, clockDirection: .down)
        h.keys(" ")
        h.run(forMs: 20_000)
        h.keys("R")
        h.run(forMs: 10_000)
        #expect(h.board.game.state.isInOvertime, "tied 0-0 at the limit")
        #expect(h.shown.time.value == "00:30.0 OT")
        #expect(h.shown.shotClock.value == "12", "a new period, a full shot clock")
        let resumed = try Harness(rules: rules, events: h.recorder.events, clockDirection: .down)
        #expect(resumed.shown.shotClock.value == "12", "derived from the events, as a resume or a watcher reads them")
        let buzzers = h.shown.buzzer.value
        h.keys(" ")
        h.run(forMs: 2_500)
        #expect(h.shown.shotClock.value == "10")
        #expect(h.shown.buzzer.value == buzzers, "no shot-clock buzzer 2 s into overtime")
        #expect(h.shown.status.value != "shot clock violation: V to record, R resets the shot clock")
        h.run(forMs: 9_500)
        #expect(h.shown.shotClock.value == " 0", "it runs out 12 s into overtime")
        #expect(h.shown.buzzer.value == buzzers + 1)
    }

    @Test("= turns a time-limited clock between the time left and the time played, recording nothing")
    func flip() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ")
        h.run(forMs: 12_300)
        let recorded = h.recorder.events.count
        h.keys("=")
        #expect(h.shown.time.value == "00:12.3 of 10:00")
        #expect(h.shown.status.value == "the clock counts up: the time played")
        h.run(forMs: 100)
        #expect(h.shown.time.value == "00:12.4 of 10:00")
        h.keys("=")
        #expect(h.shown.time.value == "09:47.6 left")
        #expect(h.shown.status.value == "the clock counts down: the time left")
        #expect(h.recorder.events.count == recorded, "a display preference: nothing written")
        let up = try Harness(rules: RulesPreset.fiba3x3.rules, clockDirection: .up)
        #expect(up.shown.time.value == "00:00.0 of 10:00", "--count-up")
        let pickup = try Harness()
        pickup.keys("=")
        #expect(pickup.shown.status.value == "the clock counts up: this game has no time limit")
        #expect(pickup.shown.time.value == "00:00.0")
    }

    @Test("a tenth in the same second fires the game clock alone; a new second fires the shot clock too")
    func firing() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ")
        h.run(forMs: 200)
        let tenth = h.firing { h.run(forMs: 100) }
        #expect(tenth == ["time"])
        h.run(forMs: 600)
        let second = h.firing { h.run(forMs: 100) }
        #expect(Set(second) == ["time", "shotClock"], "\(second)")
    }

    @Test("a replay shows the shot clock but sounds no buzzer; its clock counts as the game's default")
    func replay() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys(" ud")
        h.run(forMs: 13_000)
        h.keys(" ")
        #expect(h.shown.buzzer.value == 1)
        let replay = ReplayViewModel(game: h.board.game, timeSource: ManualTimeSource(), startsPlaying: false)
        replay.perform(.toEnd)
        #expect(replay.board.shotClock.value == " 0")
        #expect(replay.board.time.value == "09:47.0 left")
        #expect(replay.board.buzzer.value == 0)
    }
}
