import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The scoreboard between games: `q` leaves at once where nothing is at stake, `n` on a FINAL board
/// asks for the next game, and Caps Lock is named when it is the likely cause of a refusal.
@MainActor
@Suite("Scoreboard between games")
struct ScoreboardBetweenGamesTests {
    /// A board whose game was just won: to 2, win by 1, one 2-pointer by the home team.
    static func finished() throws -> Harness {
        let h = try Harness(target: 2, winBy: 1)
        h.keys("d")
        #expect(h.shown.isFinished.value)
        return h
    }

    @Test("q on a finished board quits at once, without y/n and without recording anything")
    func quitFinished() throws {
        let h = try Self.finished()
        let recorded = h.recorder.events.count
        h.keys("q")
        #expect(h.board.isDone.value)
        #expect(h.board.overlay.value == BoardOverlay.none)
        #expect(h.recorder.events.count == recorded)
        #expect(!h.board.wantsNextGame)
    }

    @Test("q during a game still asks y/n; a game reopened by undo asks again")
    func quitLiveAsks() throws {
        let h = try Self.finished()
        h.keys("z")
        #expect(!h.shown.isFinished.value)
        h.keys("q")
        #expect(h.board.overlay.value == .confirmQuit)
        #expect(!h.board.isDone.value)
    }

    @Test("n on a FINAL board asks for the next game and ends the board; the game stays as it is")
    func nextGameOnFinal() throws {
        let h = try Self.finished()
        let recorded = h.recorder.events
        h.keys("n")
        #expect(h.board.wantsNextGame)
        #expect(h.board.isDone.value)
        #expect(h.recorder.events == recorded, "the finished game is left as it is")
    }

    @Test("the winning play's status line says the final and the next-game key (issue 43 item 10)")
    func finalStatusNamesTheNextGame() throws {
        let h = try Self.finished()
        #expect(h.shown.status.value.contains("FINAL: Ballerz win 2 - 0"))
        #expect(h.shown.status.value.hasSuffix("  n next game · q quit"), "\(h.shown.status.value)")
        h.keys("z")
        #expect(!h.shown.status.value.contains("next game"), "a reopened game offers no next game")
    }

    @Test("n before FINAL is refused with the reason, and the game goes on")
    func nextGameBeforeFinal() throws {
        let h = try Harness()
        h.keys("n")
        #expect(!h.board.wantsNextGame && !h.board.isDone.value)
        #expect(h.shown.status.value == "n starts the next game once this one is FINAL")
    }

    @Test("a resumed FINAL game's opening status names the next-game and quit keys")
    func openingStatusOnFinal() throws {
        let events = [
            GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 0, wallMs: 0)
        ]
        let h = try Harness(target: 2, winBy: 1, events: events)
        #expect(h.shown.status.value == "game over: e corrects a play  Enter: confirm 2 - 0  n next game · q quit")
    }

    @Test("Caps Lock: an upper-case S says so instead of 'does nothing here', and scores nothing")
    func capsLock() throws {
        let h = try Harness()
        h.keys("S")
        #expect(h.shown.status.value == "'S': Caps Lock on? (s is +1 point)")
        #expect(h.shown.scoreLine == "0 - 0")
        h.keys("Z")
        #expect(!h.shown.status.value.contains("Caps Lock"), "Z is redo: a key of its own")
    }
}
