import CourtsideCore
import CourtsideText
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The worm chart on the live scoreboard once the game is won.
@MainActor
@Suite("Worm chart at FINAL")
struct WormChartScreenTests {
    /// To 4 by 2 on a board of `size`: Air Carter 2, Shaq 2, five seconds apart; the next 2 wins.
    private func nearlyWon(size: TerminalSize) throws -> ScreenHarness {
        let harness = try ScreenHarness(size: size, rules: try Rules(target: 4, winBy: 2))
        harness.type(" ")
        harness.time.advance(byMs: 5_000)
        harness.type("kd")
        harness.time.advance(byMs: 5_000)
        harness.type("ud")
        harness.time.advance(byMs: 5_000)
        return harness
    }

    @Test("at 80×24 the winning move keeps the big score: there is no room for a chart that can be read")
    func noRoomNoChart() throws {
        let harness = try nearlyWon(size: .minimum)
        harness.type("d")
        #expect(harness.text.contains("FINAL: Ballerz win"))
        #expect(!harness.text.contains("⣿"))
        #expect(harness.terminal.lines.prefix(8).joined().contains("█"), "the score stays large")
    }

    @Test("at 120×40 the winning move puts the chart under the score; undo takes it away")
    func appearsAndGoes() throws {
        let harness = try nearlyWon(size: TerminalSize(width: 120, height: 40))
        #expect(!harness.text.contains("⣿"))
        let drawn = harness.type("d")
        // The GAME POINT marks go with the win.
        #expect(Set(drawn) == ["home.team", "header", "away.team", "home.1", "log", "status"])
        #expect(harness.text.contains("FINAL: Ballerz win"))
        let legend = try #require(harness.row(containing: "⣿ Ballerz 4"))
        #expect(harness.terminal.lines[legend].contains("░ Ringerz 2"))
        #expect(legend < 14, "inside the header")
        let header = harness.terminal.lines.prefix(14).joined(separator: "\n")
        let digits = try #require(harness.terminal.lines.firstIndex { $0.contains("▀") || $0.contains("█") })
        #expect(digits < legend, "the score above the chart")
        #expect(header.contains("0:15"), "the time axis ends at the game's duration")
        #expect(header.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the home line")
        #expect(harness.text.contains(" 4 - 2 "), "the score stays in the header's edge")
        #expect(harness.terminal.overflowCount == 0)

        // Undo reopens the game: the chart goes.
        let undone = harness.type("z")
        #expect(undone.contains("header"))
        #expect(!harness.text.contains("⣿ Ballerz"))
        #expect(!harness.text.contains("FINAL"))
    }

    @Test("a taller header keeps the big digits above the chart")
    func tallHeader() throws {
        let harness = try ScreenHarness(
            size: TerminalSize(width: 132, height: 43), rules: try Rules(target: 2, winBy: 2))
        harness.type("d")
        let legend = try #require(harness.row(containing: "⣿ Ballerz 2"))
        let digits = try #require(harness.row(containing: "█"))
        #expect(digits < legend)
        #expect(harness.text.contains("FINAL: Ballerz win"))
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("the chart is drawn from the view model's progression, asked through the protocol")
    func progressionFromProtocol() {
        let stub = StubScoreboardViewModel(
            homeName: "Home", awayName: "Away", playerNames: ["A", "B", "C", "D", "E", "F"])
        stub.progression = [
            ScorePoint(clockMs: 1_000, home: 2, away: 0), ScorePoint(clockMs: 60_000, home: 11, away: 4),
        ]
        let harness = ScreenHarness(viewModel: stub, size: TerminalSize(width: 120, height: 40))
        #expect(!harness.text.contains("⣿"), "no chart before FINAL")
        stub.presenter.isFinished.value = true
        stub.presenter.clockState.value = .final(winner: .home, confirmed: false)
        harness.type("x")
        #expect(harness.text.contains("FINAL: Home win"))
        #expect(harness.text.contains("⣿ Home 11"))
        #expect(harness.text.contains("Away 4"))
    }
}
