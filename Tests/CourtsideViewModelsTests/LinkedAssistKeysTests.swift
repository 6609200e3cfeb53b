import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The one-key assist (issue 33 item 2, issue 40 item 1): right after a made basket, the passer's
/// select key offers the assist; only a key that can mean "yes" (the assist key, or Enter) links
/// it. Every other key turns the offer down, says so, and then does its own job, so nobody gets
/// an assist the scorer did not ask for. The log reads "Shaq 2PT (ast A.I.)".
@MainActor
@Suite("Linked assist keys")
struct LinkedAssistKeysTests {
    static let shaq = PlayerID(side: .home, number: 1)
    static let ai = PlayerID(side: .home, number: 2)
    static let tmac = PlayerID(side: .home, number: 3)
    static let hakeem = PlayerID(side: .away, number: 1)

    private func links(_ h: Harness) -> [GameEventKind] {
        h.recorder.events.map(\.kind).filter { if case .assist = $0 { true } else { false } }
    }

    @Test("u d, then i: A.I. is selected and asked about; a links it, and is no play of its own")
    func passerKeyThenAssistKey() throws {
        let h = try Harness()
        h.keys("udi")
        #expect(h.board.selectedPlayer.value == Self.ai)
        #expect(h.shown.status.value == "A.I.: assist on Shaq's basket? a or Enter links it")
        #expect(links(h).isEmpty, "nothing recorded yet")
        h.keys("a")
        #expect(h.recorder.events.map(\.kind) == [.move(Self.shaq, .twoPoints), .assist(play: 1, player: Self.ai)])
        #expect(h.player("home.2").counter(.assist).value == 1, "counted once")
        let line = try #require(h.shown.playLog.value.first)
        #expect(line.player == "Shaq" && line.move == "2PT" && line.assist == "A.I.")
        h.keys("z")
        #expect(h.player("home.2").counter(.assist).value == 0)
        #expect(h.shown.playLog.value.first?.assist == nil)
    }

    @Test("u d i Enter links it too")
    func passerKeyThenEnter() throws {
        let h = try Harness()
        h.keys("udi")
        h.board.handle(.enter)
        #expect(links(h) == [.assist(play: 1, player: Self.ai)])
        #expect(h.player("home.2").counter(.assist).value == 1)
    }

    @Test("u d i Esc: no assist, and the status line says so (not that Esc does nothing)")
    func escapeTurnsItDown() throws {
        let h = try Harness()
        h.keys("udi")
        h.board.handle(.escape)
        #expect(links(h).isEmpty)
        #expect(h.player("home.2").counter(.assist).value == 0)
        #expect(h.shown.status.value == "A.I.: no assist on Shaq's basket")
        h.keys("a")
        #expect(h.recorder.events.last?.kind == .move(Self.ai, .assist), "the offer is gone: a is a play again")
    }

    @Test("u d i j: no assist; j selects Hakeem and the status line says the offer was turned down")
    func otherSelectTurnsItDown() throws {
        let h = try Harness()
        h.keys("udij")
        #expect(links(h).isEmpty)
        #expect(h.board.selectedPlayer.value == Self.hakeem, "and the key did its own job")
        #expect(h.shown.status.value == "A.I.: no assist on Shaq's basket")
    }

    @Test("u d i then T, N, B: no assist; each does its own job after saying so")
    func teamKeysTurnItDown() throws {
        let timeout = try Harness()
        timeout.keys("udiT")
        #expect(links(timeout).isEmpty)
        #expect(timeout.recorder.events.last?.kind == .timeout(.home))
        #expect(timeout.shown.status.value.hasPrefix("no assist · "))
        let rename = try Harness()
        rename.keys("udiN")
        #expect(links(rename).isEmpty)
        #expect(rename.board.mode.value != .scoring, "the name prompt is open")
        #expect(rename.shown.status.value.hasPrefix("no assist · "))
        let sub = try Harness(homePlayers: ["Shaq", "A.I.", "T-Mac", "Eve"])
        sub.keys("udiB1")
        #expect(links(sub).isEmpty, "no assist 0.5 s before she goes to the bench")
        #expect(sub.recorder.events.last?.kind == .substitution(off: Self.ai, on: PlayerID(side: .home, number: 4)))
        #expect(sub.player("home.2").counter(.assist).value == 0)
    }

    @Test("u d i d: a move key after the passer's key is the passer's own play, with no assist")
    func teammateScoresNext() throws {
        let h = try Harness()
        h.keys("udid")
        #expect(h.recorder.events.map(\.kind) == [.move(Self.shaq, .twoPoints), .move(Self.ai, .twoPoints)])
        #expect(h.player("home.2").counter(.assist).value == 0)
        #expect(h.shown.status.value.hasPrefix("no assist · "))
    }

    @Test("no offer after a miss, for an opponent, or once another key came between")
    func onlyRightAfterABasket() throws {
        let h = try Harness()
        h.keys("ucia")
        h.keys("udja")
        h.keys("ud ia")
        #expect(links(h).isEmpty)
        #expect(h.player("home.2").counter(.assist).value == 2, "assists as plays of their own")
        #expect(h.player("away.1").counter(.assist).value == 1, "Hakeem's own, selected by j")
    }

    @Test("the help only looks: the offer still stands after it")
    func helpKeepsTheOffer() throws {
        let h = try Harness()
        h.keys("udi??a")
        #expect(links(h) == [.assist(play: 1, player: Self.ai)])
    }

    @Test("edit mode deletes a linked assist on its own from the basket's line (A); the basket stays; z brings it back")
    func deleteInEditMode() throws {
        let h = try Harness()
        h.keys("udia")
        h.keys("e")
        #expect(
            h.shown.status.value.hasPrefix(
                "play 1 (00:00.0 Shaq 2PT ast A.I.): p player, m move, - delete, A no assist"))
        h.keys("A")
        #expect(h.recorder.events.last?.kind == .assist(play: 1, player: nil))
        #expect(h.player("home.2").counter(.assist).value == 0)
        #expect(h.board.game.state.stats(for: Self.shaq).points == 2, "the basket stays")
        let line = try #require(h.shown.playLog.value.first)
        #expect(line.player == "Shaq" && line.move == "2PT" && line.assist == nil)
        h.keys("A")
        #expect(h.shown.status.value.contains("no linked assist"), "\(h.shown.status.value)")
        h.keys("z")
        #expect(h.player("home.2").counter(.assist).value == 1)
    }

    @Test("the winning basket's assist: linked on the FINAL board; an offer nobody answered is not")
    func onTheWinner() throws {
        let h = try Harness()
        h.keys(String(repeating: "s", count: 15))
        #expect(h.board.game.state.isFinished)
        h.keys("oaq")
        #expect(links(h) == [.assist(play: 15, player: Self.tmac)])
        let quitter = try Harness()
        quitter.keys(String(repeating: "s", count: 15) + "o")
        quitter.board.pauseForExit()
        #expect(links(quitter).isEmpty, "a signal or a lost terminal answers nothing")
    }
}
