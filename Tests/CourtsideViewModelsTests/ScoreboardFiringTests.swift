import CourtsideCore
import CourtsideViewModels
import Testing

@MainActor
@Suite("Which Dynamics an intent fires")
struct ScoreboardFiringTests {
    @Test("a rebound fires that player's REB, the team's totals and the status line, not the score or the clock")
    func rebound() throws {
        let h = try Harness()
        let fired = h.firing { h.keys("r") }
        #expect(fired == ["home.1.REB", "homeTotals", "status"])
        #expect(h.player("home.1").counter(.rebound).value == 1)
    }

    @Test("a 2-pointer fires that player's 2PT and points, the header score, and the side that gets the ball")
    func twoPointer() throws {
        let h = try Harness()
        h.keys("k")
        let fired = h.firing { h.keys("d") }
        #expect(Set(fired) == ["away.2.2PT", "away.2.points", "awayScore", "homeTotals", "status"])
        #expect(h.shown.homeTotals.value.hasBall)
        #expect(h.shown.scoreLine == "0 - 2")
    }

    @Test("a selection change fires the two panels and the selection, nothing else")
    func selection() throws {
        let h = try Harness()
        let fired = h.firing { h.keys("l") }
        #expect(Set(fired) == ["home.1.isSelected", "away.3.isSelected", "selectedPlayer"])
        #expect(h.firing { h.keys("l") } == [])
    }

    @Test("a clock tick fires time only when the shown tenth changes")
    func tenths() throws {
        let h = try Harness()
        h.keys(" ")
        #expect(h.shown.clockState.value == .running)
        var fired: [String] = []
        for _ in 0..<20 {
            h.time.advance(byMs: 10)
            fired += h.firing { h.board.tick(now: h.time.monotonicMs) }
        }
        #expect(fired == ["time", "time"])
        #expect(h.shown.time.value == "00:00.2")
        #expect(h.board.msUntilNextTick(now: h.time.monotonicMs) == 100)
        h.keys(" ")
        #expect(h.board.msUntilNextTick(now: h.time.monotonicMs) == nil)
        h.time.advance(byMs: 5_000)
        #expect(h.firing { h.board.tick(now: h.time.monotonicMs) } == [])
    }

    @Test("the winning move fires the header and says FINAL; the panels stay open for assists")
    func win() throws {
        let h = try Harness(target: 3, winBy: 2)
        h.keys(" dd")
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
        #expect(h.shown.isFinished.value)
        #expect(h.shown.players.allSatisfy { !$0.isLocked.value })
        #expect(h.shown.status.value == "FINAL: Ballerz win 4 - 0  Enter: confirm 4 - 0  n next game · q quit")
        #expect(h.recorder.events.last?.kind == .clockPaused)
        let refused = h.firing { h.keys("s") }
        #expect(refused == ["status"], "no more points after the final whistle")
        #expect(h.shown.status.value.hasPrefix("game over"))
        let rebound = h.firing { h.keys("r") }
        #expect(
            rebound == ["home.1.REB", "homeTotals", "awayTotals", "status"],
            "but the box score still takes a rebound (and the ball goes to its team)")
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
        h.board.handle(.backspace)
        #expect(h.shown.isFinished.value, "undo takes the rebound back first")
        h.board.handle(.backspace)
        #expect(h.shown.clockState.value == .paused)
        #expect(h.shown.players.allSatisfy { !$0.isLocked.value })
        #expect(h.shown.status.value.hasPrefix("game reopened: "))
    }
}
