import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The stat sheet's keys (issue 33): turnover, steal, block, the one rebound key's call and its
/// correction, free throws where the rules have them; undo takes each back.
@MainActor
@Suite("Stat sheet keys")
struct StatSheetKeysTests {
    static let shaq = PlayerID(side: .home, number: 1)
    static let hakeem = PlayerID(side: .away, number: 1)

    @Test("; , and / record a turnover, a steal and a block for the selected player; z takes each back")
    func turnoverStealBlock() throws {
        let h = try Harness()
        h.keys("u;j,u/")
        #expect(
            h.recorder.events.map(\.kind) == [
                .move(Self.shaq, .turnover), .move(Self.hakeem, .steal), .move(Self.shaq, .block),
            ])
        #expect(h.player("home.1").counter(.turnover).value == 1)
        #expect(h.player("home.1").counter(.block).value == 1)
        #expect(h.player("away.1").counter(.steal).value == 1)
        #expect(h.shown.scoreLine == "0 - 0")
        h.keys("z")
        #expect(h.player("home.1").counter(.block).value == 0)
    }

    @Test("r after the other team's miss is a defensive rebound, after the own team's an offensive one")
    func reboundCall() throws {
        let h = try Harness()
        h.keys("ucjr")
        #expect(h.recorder.events.last?.kind == .move(Self.hakeem, .defensiveRebound))
        h.keys("cr")
        #expect(h.recorder.events.last?.kind == .move(Self.hakeem, .offensiveRebound))
        #expect(h.player("away.1").counter(.rebound).value == 2)
        #expect(h.player("away.1").counter(.offensiveRebound).value == 1)
        #expect(h.player("away.1").counter(.defensiveRebound).value == 1)
        h.keys("dr")
        #expect(h.recorder.events.last?.kind == .move(Self.hakeem, .rebound), "after a basket the play does not say")
    }

    @Test("a wrong call is corrected in the play log: m then r flips the rebound, and undo flips it back")
    func reboundCorrection() throws {
        let h = try Harness()
        h.keys("ucjr")
        h.keys("emr")
        #expect(h.recorder.events.last?.kind == .amend(play: 2, player: Self.hakeem, move: .offensiveRebound))
        #expect(h.player("away.1").counter(.offensiveRebound).value == 1)
        #expect(h.player("away.1").counter(.defensiveRebound).value == 0)
        h.keys("mr")
        #expect(h.recorder.events.last?.kind == .amend(play: 2, player: Self.hakeem, move: .defensiveRebound))
        h.keys("z")
        #expect(h.player("away.1").counter(.offensiveRebound).value == 1)
    }

    @Test("' and . record free throws under full court: 1 point, apart from the field goals")
    func freeThrows() throws {
        let h = try Harness(rules: RulesPreset.fullcourt.rules)
        h.keys("u'.")
        #expect(h.recorder.events.map(\.kind) == [.move(Self.shaq, .freeThrow), .move(Self.shaq, .freeThrowMiss)])
        #expect(h.shown.scoreLine == "1 - 0")
        #expect(h.player("home.1").counter(.freeThrow).value == 1)
        #expect(h.player("home.1").counter(.freeThrowMiss).value == 1)
        #expect(h.player("home.1").onePointShots.value == "0/0", "a free throw is not a field goal")
    }

    @Test("in pickup the free-throw key is refused, saying why, and nothing is recorded")
    func noFreeThrowsInPickup() throws {
        let h = try Harness()
        h.keys("u'")
        #expect(h.recorder.events.isEmpty)
        #expect(h.shown.status.value.contains("no free throws"))
    }
}
