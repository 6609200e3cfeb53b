import CourtsideCore
import CourtsideViewModels
import Testing

@MainActor
@Suite("Scoreboard view model")
struct ScoreboardViewModelTests {
    @Test("every shown event was recorded first, in order, with the game-clock time")
    func recordsBeforeShowing() throws {
        let h = try Harness()
        h.keys(" ")
        h.time.advance(byMs: 12_345)
        h.keys("jd")
        h.keys(" ")
        h.time.advance(byMs: 60_000)
        h.keys("ur")
        #expect(h.recorder.events.map(\.sequence) == [1, 2, 3, 4])
        #expect(h.recorder.events.map(\.clockMs) == [0, 12_345, 12_345, 12_345])
        #expect(h.recorder.events == h.board.game.events)
        #expect(h.shown.time.value == "00:12.3")
    }

    @Test("a failed save shows why and changes nothing")
    func failedSave() throws {
        struct DiskFull: Error, CustomStringConvertible { var description: String { "disk full" } }
        let h = try Harness()
        h.recorder.failNext = DiskFull()
        h.keys("d")
        #expect(h.shown.scoreLine == "0 - 0")
        #expect(h.shown.status.value == "not saved: disk full")
        #expect(h.board.game.events.isEmpty)
        h.keys("d")
        #expect(h.shown.scoreLine == "2 - 0")
    }

    @Test("undo and redo through keys; redo is Z")
    func undoRedo() throws {
        let h = try Harness()
        h.keys("dkr")
        h.board.handle(.backspace)
        #expect(h.player("away.2").counter(.rebound).value == 0)
        h.keys("z")
        #expect(h.shown.scoreLine == "0 - 0")
        h.keys("Z")
        #expect(h.shown.scoreLine == "2 - 0")
        #expect(h.shown.status.value.hasPrefix("redid Shaq: 2 points"))
        h.keys("ZZ")
        #expect(h.shown.status.value == "nothing to redo")
    }

    @Test("a game saved with the clock running comes back paused at its saved time, and says so")
    func resumePaused() throws {
        let events = [
            GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0),
            GameEvent(
                sequence: 2, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 65_400, wallMs: 0),
        ]
        let h = try Harness(events: events)
        #expect(h.shown.clockState.value == .paused)
        #expect(h.shown.time.value == "01:05.4")
        #expect(h.recorder.events.map(\.kind) == [.clockPaused])
        #expect(h.recorder.events.first?.sequence == 3)
        #expect(h.shown.status.value.hasPrefix("resumed"))
    }

    @Test("a live board keeps every scoring key, and Esc does not quit it")
    func liveKeysUntouched() throws {
        let h = try Harness()
        #expect(h.board.keymap == ScoreboardKeymap.standard)
        h.board.handle(.escape)
        #expect(!h.board.isDone.value)
    }

    @Test("help opens with ? and any key closes it; q asks y/n, n keeps scoring, y quits")
    func overlays() throws {
        let h = try Harness()
        h.keys("?")
        #expect(h.board.overlay.value == .help(0))
        h.keys("d")
        #expect(h.board.overlay.value == BoardOverlay.none)
        #expect(h.shown.scoreLine == "0 - 0", "the key that closes help does not score")
        h.keys("q")
        #expect(h.board.overlay.value == .confirmQuit)
        h.keys("d")
        #expect(h.board.overlay.value == .confirmQuit, "other keys wait for y/n")
        h.keys("n")
        #expect(h.board.overlay.value == BoardOverlay.none && !h.board.isDone.value)
        h.keys("qy")
        #expect(h.board.isDone.value)
    }

    @Test("quitting with the clock running records a pause at the time shown")
    func quitPausesClock() throws {
        let h = try Harness()
        h.keys(" ")
        h.time.advance(byMs: 4_321)
        h.keys("qy")
        #expect(h.board.isDone.value)
        #expect(h.recorder.events.last?.kind == .clockPaused)
        #expect(h.recorder.events.last?.clockMs == 4_321)
    }

    @Test("x and c record missed 1s and 2s: no points, the panel shows made/attempted, undo takes a miss back")
    func missedShots() throws {
        let h = try Harness()
        h.keys("sxxdc")
        let shaq = h.shown.players[0]
        #expect(h.shown.scoreLine == "3 - 0")
        #expect(shaq.onePointShots.value == "1/3" && shaq.twoPointShots.value == "1/2")
        #expect(shaq.counter(.onePointMiss).value == 2 && shaq.counter(.twoPointMiss).value == 1)
        #expect(h.shown.status.value.hasSuffix("Shaq: missed 2"))
        h.keys("z")
        #expect(shaq.twoPointShots.value == "1/1" && h.shown.scoreLine == "3 - 0")
        #expect(h.recorder.events.map(\.kind).contains(.move(PlayerID(side: .home, number: 1), .onePointMiss)))
    }

    @Test("an unknown key says so instead of doing nothing silently")
    func unknownKey() throws {
        let h = try Harness()
        h.keys("b")
        #expect(h.shown.status.value == "'b' does nothing here: press ? for the keys")
    }

    @Test("selection moves: arrows within and across rows, Tab through all six")
    func selectionMoves() throws {
        let h = try Harness()
        h.board.handle(.left)
        #expect(h.board.selectedPlayer.value.rawValue == "home.3")
        h.board.handle(.down)
        #expect(h.board.selectedPlayer.value.rawValue == "away.3")
        h.board.handle(.tab)
        #expect(h.board.selectedPlayer.value.rawValue == "home.1")
        h.board.handle(.backTab)
        #expect(h.board.selectedPlayer.value.rawValue == "away.3")
        h.board.handle(.right)
        #expect(h.board.selectedPlayer.value.rawValue == "away.1")
        #expect(h.shown.players.filter { $0.isSelected.value }.map(\.id.rawValue) == ["away.1"])
    }

    @Test("a view model and its bound observers are freed when released: no retain cycles")
    func noRetainCycles() throws {
        weak var weakBoard: ScoreboardViewModel?
        weak var weakPresenter: BoardPresenter?
        weak var weakPlayer: PlayerViewModel?
        var token: BindingToken?
        do {
            let h = try Harness()
            weakBoard = h.board
            weakPresenter = h.shown
            weakPlayer = h.shown.players[0]
            final class View { var text = "" }
            let view = View()
            token = h.shown.homeScore.bindAndFire { [weak view] in view?.text = "\($0)" }
            h.keys("d")
            #expect(view.text == "2")
        }
        #expect(weakBoard == nil)
        #expect(weakPresenter == nil)
        #expect(weakPlayer == nil)
        token?.dispose()
    }
}
