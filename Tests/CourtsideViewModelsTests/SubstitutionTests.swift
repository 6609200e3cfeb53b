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

    /// The log's lines as `player move note`, newest first.
    private static func log(_ h: Harness) -> [String] {
        h.shown.playLog.value.map { line in
            [line.player, line.move, line.replaces.map { "for \($0)" } ?? "", line.isUndone ? "undone" : ""]
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    @Test("the log has a line for a substitution between the plays; an undone one only when every play shows")
    func logLine() throws {
        let h = try Self.bench()
        h.board.showPlayLog(length: 5)
        h.keys("udB1ud")
        #expect(Self.log(h) == ["Dan 2PT", "Dan SUB for Shaq", "Shaq 2PT"])
        h.keys("z")
        #expect(Self.log(h) == ["Dan SUB for Shaq", "Shaq 2PT"])
        h.keys("z")
        #expect(Self.log(h) == ["Shaq 2PT"], "an undone substitution takes no row")
        h.keys("e")
        h.board.handle(.character("v"))
        #expect(Self.log(h) == ["Dan 2PT undone", "Dan SUB for Shaq undone", "Shaq 2PT"])
    }

    @Test("edit mode pages through every line, the substitutions' too")
    func editPaging() throws {
        let h = try Self.bench()
        h.board.showPlayLog(length: 3)
        // Shaq 2PT, sub Dan for Shaq, Dan 1PT, sub Shaq for Dan, Shaq 1PT, A.I. 2PT.
        h.keys("udB1usB1usid")
        #expect(Self.log(h) == ["A.I. 2PT", "Shaq 1PT", "Shaq SUB for Dan"])
        h.keys("e")
        #expect(h.shown.selectedPlay.value == 6)
        h.board.handle(.up)
        h.board.handle(.up)
        #expect(Self.log(h) == ["A.I. 2PT", "Shaq 1PT", "Shaq SUB for Dan"])
        #expect(h.shown.selectedPlay.value == 4, "the substitution's line")
        h.board.handle(.up)
        #expect(Self.log(h) == ["Shaq 1PT", "Shaq SUB for Dan", "Dan 1PT"])
        #expect(h.shown.selectedPlay.value == 3)
        h.board.handle(.up)
        h.board.handle(.up)
        #expect(Self.log(h) == ["Dan 1PT", "Dan SUB for Shaq", "Shaq 2PT"])
        #expect(h.shown.selectedPlay.value == 1)
    }

    @Test("edit mode selects a substitution's line; - deletes it (Shaq back in the panel); p is refused; z undoes")
    func deleteFromEditMode() throws {
        let h = try Self.bench()
        h.board.showPlayLog(length: 5)
        h.keys("udB1us")
        h.keys("e")
        h.board.handle(.up)
        #expect(h.shown.status.value == "sub 2 (00:00.0 Dan in for Shaq): - delete; scoring keys score")
        h.keys("p")
        #expect(h.shown.status.value.hasPrefix("a substitution is deleted (-) or made again (B), not corrected"))
        #expect(h.recorder.events.count == 3)
        h.keys("-")
        #expect(h.recorder.events.last?.kind == .void(play: 2))
        #expect(h.shown.status.value.hasPrefix("sub 2 deleted (Dan in for Shaq): Shaq on court"))
        #expect(h.player("home.1").playerName.value == "Shaq")
        #expect(Self.log(h) == ["Dan 1PT", "Shaq 2PT"], "a deleted substitution takes no row")
        h.board.handle(.character("v"))
        #expect(Self.log(h) == ["Dan 1PT", "Dan SUB for Shaq", "Shaq 2PT"])
        #expect(h.shown.playLog.value[1].isDeleted)
        h.board.handle(.escape)
        h.keys("z")
        #expect(h.player("home.1").playerName.value == "Dan")
        #expect(h.shown.status.value.hasPrefix("undid sub 2 deleted (Dan in for Shaq): Dan on court"))
    }
}
