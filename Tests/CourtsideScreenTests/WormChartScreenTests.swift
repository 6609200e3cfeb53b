import CourtsideCore
import CourtsideReports
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The worm chart on the live scoreboard once the game is won.
@MainActor
@Suite("Worm chart at FINAL")
struct WormChartScreenTests {
    @Test("the winning move puts the chart where the digits were; undo takes it away")
    func appearsAndGoes() throws {
        let harness = try ScreenHarness(rules: try Rules(target: 4, winBy: 2))
        harness.type(" ")
        harness.time.advance(byMs: 5_000)
        harness.type("kd")
        harness.time.advance(byMs: 5_000)
        harness.type("ud")
        #expect(!harness.text.contains("⣿"))
        harness.time.advance(byMs: 5_000)
        let drawn = harness.type("d")
        #expect(Set(drawn) == ["header", "home.1", "log", "status"])
        #expect(harness.text.contains("FINAL: Ballerz win"))
        let legend = try #require(harness.row(containing: "⣿ Ballerz 4"))
        #expect(harness.terminal.lines[legend].contains("░ Ringerz 2"))
        #expect(legend < 9, "inside the header")
        let header = harness.terminal.lines.prefix(9).joined(separator: "\n")
        #expect(!header.contains("█"))
        #expect(header.contains("0:15"), "the time axis ends at the game's duration")
        #expect(header.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the home line")
        #expect(harness.text.contains(" 4 - 2 "), "the score stays in the header's edge")
        #expect(harness.terminal.overflowCount == 0)

        // Undo reopens the game: the chart goes, the digits come back.
        let undone = harness.type("z")
        #expect(undone.contains("header"))
        #expect(!harness.text.contains("⣿ Ballerz"))
        #expect(harness.terminal.lines.prefix(10).joined().contains("█"))
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
        let harness = ScreenHarness(viewModel: stub)
        #expect(!harness.text.contains("⣿"), "no chart before FINAL")
        stub.presenter.isFinished.value = true
        stub.presenter.clockState.value = .final(winner: .home)
        harness.type("x")
        #expect(harness.text.contains("FINAL: Home win"))
        #expect(harness.text.contains("⣿ Home 11"))
        #expect(harness.text.contains("Away 4"))
    }
}
