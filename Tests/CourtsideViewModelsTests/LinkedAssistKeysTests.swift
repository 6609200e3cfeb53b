import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The one-key assist (issue 33 item 2): right after a made basket, the passer's select key links
/// the assist to it, recorded with the key after it unless that key scores a move for the passer
/// (teammates often score twice in a row); the log reads "Shaq 2PT (ast A.I.)".
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

    @Test("u d, then i: A.I. is selected and asked about; the next key (here j) records the link first")
    func passerKeyThenAnyKey() throws {
        let h = try Harness()
        h.keys("udi")
        #expect(h.board.selectedPlayer.value == Self.ai)
        #expect(h.shown.status.value == "A.I.: assist on Shaq's basket? any key but a move links it")
        #expect(links(h).isEmpty, "nothing recorded yet")
        h.keys("j")
        #expect(h.recorder.events.last?.kind == .assist(play: 1, player: Self.ai))
        #expect(h.board.selectedPlayer.value == Self.hakeem, "and the key did its own job too")
        #expect(h.player("home.2").counter(.assist).value == 1)
        let line = try #require(h.shown.playLog.value.first)
        #expect(line.player == "Shaq" && line.move == "2PT" && line.assist == "A.I.")
        h.keys("z")
        #expect(h.player("home.2").counter(.assist).value == 0)
        #expect(h.shown.playLog.value.first?.assist == nil)
    }

    @Test("u d i a: an assist entered as its own play still works, as before, and counts once")
    func assistAsItsOwnPlay() throws {
        let h = try Harness()
        h.keys("udia")
        #expect(h.recorder.events.map(\.kind) == [.move(Self.shaq, .twoPoints), .move(Self.ai, .assist)])
        #expect(h.player("home.2").counter(.assist).value == 1)
        #expect(h.shown.playLog.value.first?.move == "AST")
    }

    @Test("u d i j: linked, then the assist key is a play of its own again")
    func linkThenAssistPlay() throws {
        let h = try Harness()
        h.keys("udijia")
        #expect(links(h) == [.assist(play: 1, player: Self.ai)])
        #expect(h.player("home.2").counter(.assist).value == 2)
    }

    @Test("u d i d: a move key after the passer's key is the passer's own play, with no assist")
    func teammateScoresNext() throws {
        let h = try Harness()
        h.keys("udid")
        #expect(h.recorder.events.map(\.kind) == [.move(Self.shaq, .twoPoints), .move(Self.ai, .twoPoints)])
        #expect(h.player("home.2").counter(.assist).value == 0)
    }

    @Test("no link after a miss, for an opponent, or once another key came between")
    func onlyRightAfterABasket() throws {
        let h = try Harness()
        h.keys("ucij")
        h.keys("udjk")
        h.keys("ud ij")
        #expect(links(h).isEmpty)
        #expect(h.player("home.2").counter(.assist).value == 0)
    }

    @Test("the winning basket's assist: linked on the FINAL board, kept when the scorer quits right away")
    func onTheWinner() throws {
        let h = try Harness()
        h.keys(String(repeating: "s", count: 15))
        #expect(h.board.game.state.isFinished)
        h.keys("oq")
        #expect(links(h) == [.assist(play: 15, player: Self.tmac)])
        let quitter = try Harness()
        quitter.keys(String(repeating: "s", count: 15) + "o")
        quitter.board.pauseForExit()
        #expect(links(quitter) == [.assist(play: 15, player: Self.tmac)], "a signal or a lost terminal")
    }
}
