import CourtsideCore
import CourtsideTesting
import Testing

@testable import CourtsideViewModels

/// The final score both sides confirm: Enter at FINAL records a `confirm` through the one commit
/// path, the board says `FINAL ✓`, and a change afterwards asks first and unconfirms the game.
@MainActor
@Suite("Final confirm")
struct FinalConfirmTests {
    /// A game to 4 won by Ballerz 4-0 (two baskets), the clock run for a second.
    private func wonGame() throws -> Harness {
        let h = try Harness(target: 4, winBy: 1)
        h.keys(" ")
        h.run(forMs: 1_000)
        h.keys("dd")
        return h
    }

    @Test("FINAL offers Enter with the score; Enter records a confirm and the board says FINAL ✓")
    func enterConfirms() throws {
        let h = try wonGame()
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
        h.board.handle(.enter)
        #expect(h.recorder.events.last?.kind == .confirm(home: 4, away: 0))
        #expect(h.board.game.state.isConfirmed)
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: true))
        #expect(h.shown.status.value == "final score confirmed: 4 - 0")
        let count = h.recorder.events.count
        h.board.handle(.enter)
        #expect(h.recorder.events.count == count, "a second Enter records nothing")
        #expect(h.shown.status.value.contains("confirmed already"))
    }

    @Test("the winning play's status offers the confirm with the score, from the keymap; confirmed, it does not")
    func offer() throws {
        let h = try wonGame()
        #expect(h.shown.status.value == "FINAL: Ballerz win 4 - 0  Enter: confirm 4 - 0  n next game · q quit")
        h.board.handle(.enter)
        let reopened = try Harness(target: 4, winBy: 1, events: h.recorder.events)
        #expect(reopened.shown.status.value == "game over: e corrects a play  n next game · q quit")
        let keys = try KeyConfiguration(parsing: "scoreboard confirm K\n", file: "keys")
        let custom = try Harness(target: 4, winBy: 1, keymap: keys.scoreboard)
        custom.keys(" ")
        custom.keys("dd")
        #expect(custom.shown.status.value.contains("  K: confirm 4 - 0  "), "\(custom.shown.status.value)")
    }

    @Test("replay and a watcher of the saved file say what the board says: FINAL ✓ at the confirm, FINAL before")
    func followersAgree() throws {
        let h = try wonGame()
        h.board.handle(.enter)
        let game = h.board.game
        let replay = ReplayViewModel(
            game: game, timeSource: ManualTimeSource(), speed: .x1, startsPlaying: false, snapshotInterval: 2)
        replay.perform(.toEnd)
        #expect(replay.board.clockState.value == .final(winner: .home, confirmed: true))
        replay.handle(.left)
        #expect(replay.board.clockState.value == .final(winner: .home, confirmed: false))
        let watch = WatchViewModel(
            source: ScriptedWatchSource(.loaded(game, warnings: []), .scorer(present: false)),
            timeSource: ManualTimeSource())
        #expect(watch.connection.value == .final(confirmed: true))
        #expect(watch.bar?.value.badge == "■ FINAL ✓")
        #expect(watch.shownBoard.value?.clockState.value == .final(winner: .home, confirmed: true))
    }

    @Test("Enter before FINAL records nothing and says when it works")
    func enterBeforeFinal() throws {
        let h = try Harness(target: 4, winBy: 1)
        h.keys(" d")
        let count = h.recorder.events.count
        h.board.handle(.enter)
        #expect(h.recorder.events.count == count)
        #expect(h.shown.status.value == "Enter confirms the final score once the game is FINAL")
    }

    @Test("a correction after confirmation asks first: n keeps it confirmed, y unconfirms and says so")
    func correctionAsks() throws {
        let h = try wonGame()
        h.board.handle(.enter)
        let count = h.recorder.events.count
        h.keys("z")
        #expect(h.board.mode.value == .confirmReopen(.undo))
        #expect(h.shown.status.value.contains("is confirmed: change it (unconfirms it)? y/n"))
        #expect(h.recorder.events.count == count, "nothing recorded while it asks")
        h.keys("n")
        #expect(h.board.mode.value == .scoring)
        #expect(h.board.game.state.isConfirmed)
        h.keys("r")
        #expect(h.board.mode.value == .confirmReopen(.apply(.rebound)))
        h.keys("y")
        #expect(h.recorder.events.count == count + 1)
        #expect(!h.board.game.state.isConfirmed)
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
        #expect(h.shown.status.value.contains("unconfirmed now  Enter: confirm 4 - 0"))
        // Confirmed anew: a new confirm event, FINAL ✓ again.
        h.board.handle(.enter)
        #expect(h.recorder.events.filter { $0.kind.isConfirm }.count == 2)
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: true))
    }

    @Test("an undo of the winning basket after confirmation reopens the game, unconfirmed")
    func undoReopens() throws {
        let h = try wonGame()
        h.board.handle(.enter)
        h.keys("zy")
        #expect(!h.board.game.state.isFinished && !h.board.game.state.isConfirmed)
        #expect(h.shown.status.value.contains("unconfirmed now"))
        #expect(h.board.game.state == (try GameState.rebuilt(header: h.board.game.header, events: h.recorder.events)))
    }
}
