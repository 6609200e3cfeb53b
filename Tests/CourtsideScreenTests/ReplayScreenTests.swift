import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The replay against the fake terminal: the scoreboard views driven by a replay view model.
@MainActor
@Suite("Replay screen")
struct ReplayScreenTests {
    /// A game to 4 scored live: Shaq 2, Hakeem rebound, Kobe 1, an undone A.I. 2, Shaq 2 wins (4-1).
    static func recordedGame() throws -> Game {
        let harness = try ScreenHarness(rules: try Rules(target: 4, winBy: 2))
        harness.type(" ")
        harness.time.advance(byMs: 3_000)
        harness.type("d")
        harness.time.advance(byMs: 2_000)
        harness.type("jr")
        harness.time.advance(byMs: 1_500)
        harness.type("ls")
        harness.time.advance(byMs: 1_000)
        harness.type("idz")
        harness.time.advance(byMs: 2_500)
        harness.type("ud")
        let board = try #require(harness.viewModel as? ScoreboardViewModel)
        return board.game
    }

    static func harness(
        startsPlaying: Bool = false, size: TerminalSize = .minimum
    ) throws -> (AnyScreenHarness<BoardScreen>, ReplayViewModel) {
        let game = try recordedGame()
        let time = ManualTimeSource()
        let viewModel = ReplayViewModel(game: game, timeSource: time, startsPlaying: startsPlaying)
        return (AnyScreenHarness(screen: BoardScreen(viewModel: viewModel), time: time, size: size), viewModel)
    }

    @Test("the first frame: the scoreboard before the first event, the replay bar and the replay keys")
    func firstFrame() throws {
        let (h, viewModel) = try Self.harness()
        #expect(
            h.firstFrame == [
                "home.team", "header", "away.team", "home.1", "home.2", "home.3", "away.1", "away.2", "away.3", "log",
                "status", "bar", "help",
            ])
        let bar = try #require(h.row(containing: "event 0 of \(viewModel.eventCount)"))
        #expect(bar == 22, "the bar sits between the status line and the help bar")
        #expect(h.line(bar).contains("paused"))
        #expect(h.line(bar).contains("00:00.0"))
        #expect(h.line(bar).contains("speed 1×"))
        #expect(h.line(23).contains("Space play/pause"))
        #expect(h.line(23).contains("q quit"))
        #expect(h.text.contains("[u] Shaq"))
        #expect(h.text.contains("Ringerz"))
        #expect(h.terminal.readTimeouts.isEmpty)
        h.type("x")
        #expect(h.terminal.readTimeouts == [nil], "paused: the read blocks")
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("stepping draws what the event changed on the board, and the replay bar")
    func stepping() throws {
        let (h, viewModel) = try Self.harness()
        // Event 1: the clock starts.
        #expect(Set(h.press(.right)) == ["header", "status", "bar"])
        // Event 2: Shaq 2 points — his panel (now highlighted), the header, his team's side (GAME POINT
        // in a game to 4), the other side (the ball), the log, the status and the bar.
        #expect(Set(h.press(.right)) == ["home.1", "home.team", "away.team", "header", "log", "status", "bar"])
        #expect(h.text.contains(" 2 - 0 "))
        #expect(h.text.contains("event 2 of \(viewModel.eventCount)"))
        #expect(h.text.contains("▶ [u] Shaq"))
        // Event 3: Hakeem's rebound, two seconds later — his panel, which takes the highlight from
        // Shaq's, his team's totals, the clock in the header, the status, the log and the bar; no other panel.
        #expect(Set(h.press(.right)) == ["away.1", "away.team", "home.1", "header", "log", "status", "bar"])
        #expect(h.text.contains("▶ [j] Hakeem"))
        #expect(!h.text.contains("▶ [u] Shaq"))
        // Back one: the rebound goes again, and the highlight goes back to Shaq.
        #expect(Set(h.press(.left)) == ["away.1", "away.team", "home.1", "header", "log", "status", "bar"])
        #expect(h.text.contains("event 2 of"))
        #expect(h.text.contains("▶ [u] Shaq"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("playing: the loop waits for the replay's next tick, and the bar follows the clock")
    func playing() throws {
        let (h, viewModel) = try Self.harness()
        h.type(" ")
        #expect(h.text.contains("playing"))
        h.feed([.wait])
        #expect(h.terminal.readTimeouts.last == 100, "the next tenth of the replay clock")
        #expect(h.text.contains("00:00.1"))
        let drawn = h.feed([.wait])
        #expect(Set(drawn) == ["header", "bar"], "a tenth draws the clock in the header and the bar")
        h.type("+")
        #expect(h.text.contains("speed 2×"))
        h.press(.end)
        #expect(viewModel.playback.value == .ended)
        #expect(h.text.contains("ended"))
        #expect(h.text.contains("event \(viewModel.eventCount) of \(viewModel.eventCount)"))
        h.type("x")
        #expect(h.terminal.readTimeouts.last == .some(nil), "ended: the read blocks")
    }

    @Test("at FINAL the worm chart shows; a step back before the win takes it away")
    func chart() throws {
        let (h, viewModel) = try Self.harness(size: TerminalSize(width: 120, height: 40))
        h.press(.end)
        #expect(h.text.contains("FINAL: Ballerz win"))
        #expect(h.text.contains("⣿ Ballerz 4"))
        #expect(h.text.contains("░ Ringerz 1"))
        while viewModel.board.isFinished.value { h.press(.left) }
        #expect(!h.text.contains("⣿ Ballerz"))
        #expect(h.text.contains("█"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("? shows the replay keys; q ends the replay")
    func helpAndQuit() throws {
        let (h, viewModel) = try Self.harness()
        #expect(h.type("?") == ["overlay.help"])
        for entry in viewModel.keymap.helpEntries { #expect(h.text.contains(entry.action), "\(entry.action)") }
        h.type("x")
        #expect(!h.text.contains("any key closes this help"))
        h.type("q")
        #expect(h.screen.isDone)
    }

    @Test("smaller than 64×20 shows the notice, with the real minimum")
    func tooSmall() throws {
        let (h, _) = try Self.harness(size: TerminalSize(width: 64, height: 19))
        #expect(h.text.contains("terminal too small: need 64×20, have 64×19"))
    }
}
