import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// Timeouts and the ball on the live board (issue 33 item 5): T calls a timeout for the selected
/// player's team (stopping the clock), P hands the ball over; the header's team sides show the
/// timeouts left and who has the ball; undo and corrections take them back.
@MainActor
@Suite("Timeouts and possession")
struct TimeoutPossessionTests {
    static let shaq = PlayerID(side: .home, number: 1)
    static let hakeem = PlayerID(side: .away, number: 1)

    @Test("T stops the running clock and records the selected player's team's timeout; the header shows none left")
    func timeout() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        #expect(h.shown.homeTotals.value.timeoutsLeft == 1)
        h.keys(" ")
        h.time.advance(byMs: 4_000)
        h.keys("jT")
        #expect(h.recorder.events.suffix(2).map(\.kind) == [.clockPaused, .timeout(.away)])
        #expect(h.recorder.events.last?.clockMs == 4_000)
        #expect(h.shown.clockState.value == .paused)
        #expect(h.shown.awayTotals.value.timeoutsLeft == 0)
        #expect(h.shown.homeTotals.value.timeoutsLeft == 1)
        #expect(h.shown.status.value == "Ringerz timeout  (0 left)")
        h.keys("T")
        #expect(h.shown.status.value == "away has no timeout left (1 a game under these rules)")
        #expect(h.recorder.events.last?.kind == .timeout(.away), "nothing more recorded")
        h.keys("z")
        #expect(h.shown.awayTotals.value.timeoutsLeft == 1)
        #expect(h.shown.status.value.hasPrefix("undid Ringerz timeout"))
    }

    @Test("the ball moves with a basket, a defensive rebound, a turnover and a steal, and P hands it over")
    func possession() throws {
        let h = try Harness()
        #expect(!h.shown.homeTotals.value.hasBall && !h.shown.awayTotals.value.hasBall)
        h.keys("ud")
        #expect(h.shown.awayTotals.value.hasBall)
        #expect(!h.shown.homeTotals.value.hasBall)
        h.keys("jcur")
        #expect(h.recorder.events.last?.kind == .move(Self.shaq, .defensiveRebound))
        #expect(h.shown.homeTotals.value.hasBall)
        h.keys(";")
        #expect(h.shown.awayTotals.value.hasBall)
        h.keys(",")
        #expect(h.shown.homeTotals.value.hasBall)
        h.keys("P")
        #expect(h.recorder.events.last?.kind == .possession(.away))
        #expect(h.shown.awayTotals.value.hasBall)
        #expect(h.shown.status.value == "Ringerz ball")
        h.keys("z")
        #expect(h.shown.homeTotals.value.hasBall, "undo gives the ball back")
        h.keys("Z")
        #expect(h.shown.awayTotals.value.hasBall)
    }

    @Test("a correction of the play that gave the ball moves the arrow")
    func correction() throws {
        let h = try Harness()
        h.keys("ud")
        #expect(h.shown.awayTotals.value.hasBall)
        // The basket becomes a miss: nobody's ball by the plays any more.
        h.keys("emx")
        #expect(h.recorder.events.last?.kind == .amend(play: 1, player: Self.shaq, move: .onePointMiss))
        #expect(!h.shown.awayTotals.value.hasBall && !h.shown.homeTotals.value.hasBall)
    }

    @Test("a game resumed from its events shows the same timeouts and ball")
    func resumed() throws {
        let h = try Harness(rules: RulesPreset.fiba3x3.rules)
        h.keys("uTjd")
        let again = try Harness(rules: RulesPreset.fiba3x3.rules, events: h.recorder.events)
        #expect(again.shown.homeTotals.value == h.shown.homeTotals.value)
        #expect(again.shown.awayTotals.value == h.shown.awayTotals.value)
        #expect(again.shown.homeTotals.value.hasBall)
        #expect(again.shown.homeTotals.value.timeoutsLeft == 0)
    }
}
