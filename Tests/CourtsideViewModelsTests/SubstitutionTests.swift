import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// A substitution on the scoreboard: `B` on the selected panel, then the bench player's digit; one
/// event, recorded through the one commit path, undone like any action; the panel shows who is on
/// court.
@Suite("Substitutions on the scoreboard")
@MainActor
struct SubstitutionTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let eve = PlayerID(side: .home, number: 5)

    private static func bench() throws -> Harness {
        try Harness(homePlayers: ["Shaq", "A.I.", "T-Mac", "Dan", "Eve"])
    }

    @Test("B, then a digit: one sub event; the panel shows who came on and their counters; undo takes it back")
    func substitute() throws {
        let h = try Self.bench()
        h.keys("ud")
        h.keys("B")
        #expect(h.shown.status.value == "sub for Shaq: 1 Dan  2 Eve  (Esc: none)")
        #expect(h.recorder.events.count == 1, "nothing recorded before the digit")
        h.keys("2")
        #expect(h.recorder.events.last?.kind == .substitution(off: Self.shaq, on: Self.eve))
        #expect(h.shown.status.value == "Ballerz sub: Eve in for Shaq")
        #expect(h.player("home.1").playerName.value == "Eve")
        #expect(h.player("home.1").points.value == 0)
        h.keys("d")
        #expect(h.recorder.events.last?.kind == .move(Self.eve, .twoPoints), "the panel's key scores for Eve")
        #expect(h.player("home.1").points.value == 2)
        h.keys("zz")
        #expect(h.player("home.1").playerName.value == "Shaq")
        #expect(h.player("home.1").points.value == 2)
        #expect(h.shown.status.value.hasPrefix("undid Ballerz sub: Eve in for Shaq"))
    }

    @Test("after a substitution, a correction's select key and the selected panel name who is on court now")
    func correctionsFollowTheCourt() throws {
        let h = try Self.bench()
        h.keys("udB2d")
        h.keys("epi")
        #expect(
            h.recorder.events.last?.kind == .amend(play: 3, player: PlayerID(side: .home, number: 2), move: .twoPoints))
        h.keys("pu")
        #expect(h.recorder.events.last?.kind == .amend(play: 3, player: Self.eve, move: .twoPoints), "u is Eve's now")
        h.keys("bs")
        #expect(h.recorder.events.last?.kind == .insert(before: 3, player: Self.eve, move: .onePoint))
    }

    @Test("Esc cancels; a key that is not a bench digit asks again; a team without a bench says so")
    func refusals() throws {
        let h = try Self.bench()
        h.keys("uB")
        h.keys("7")
        #expect(h.shown.status.value == "type 1-2 for who comes on · sub for Shaq: 1 Dan  2 Eve  (Esc: none)")
        h.board.handle(.escape)
        #expect(h.shown.status.value == "no substitution")
        #expect(h.recorder.events.isEmpty)
        h.keys("jB")
        #expect(h.shown.status.value == "the away team has no one on the bench to bring on")
        #expect(h.recorder.events.isEmpty)
    }
}
