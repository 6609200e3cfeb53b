import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// What the scoreboard's modes and the issue 27 fixes look like on screen: the help of the mode in
/// force, BONUS by the team that shoots it, and a live read-only board without `locked`.
@MainActor
@Suite("Scoreboard modes on screen")
struct ScoreboardModesScreenTests {
    @Test("? in edit mode shows the edit keys; any key closes it and the play stays selected")
    func editHelp() throws {
        let h = try ScreenHarness(size: TerminalSize(width: 80, height: 24))
        h.type("drjd")
        h.type("e")
        #expect(h.type("?") == ["overlay.help"])
        #expect(h.text.contains("another player for the play (a select key next)"))
        #expect(h.text.contains("score as usual and leave edit mode"))
        #expect(h.text.contains("another move for the play (a move key next)"))
        #expect(!h.text.contains("missed 1-point attempt"), "not the scoreboard's keys")
        h.type("x")
        #expect(!h.text.contains("another player for the play"))
        #expect(h.terminal.lines[18].hasPrefix("▶"), "still editing the newest play")
        #expect(h.recorder.events.count == 3, "the closing key did not score")
    }

    @Test("a basket typed mid-correction: the log gets a new row, the old play keeps its own")
    func basketMidCorrection() throws {
        let h = try ScreenHarness(size: TerminalSize(width: 80, height: 23))
        h.type("lr")
        h.type("ejd")
        #expect(!h.text.contains("* was"))
        let rows = h.terminal.lines.filter { $0.dropFirst(3).hasPrefix("00:00.0") }
        #expect(rows.first?.contains("Hakeem") == true && rows.first?.contains("2PT") == true)
        #expect(rows.dropFirst().first?.contains("Kobe") == true && rows.dropFirst().first?.contains("REB") == true)
        #expect(!h.terminal.lines.contains { $0.hasPrefix("▶") }, "edit mode left: no play selected")
    }

    @Test("BONUS sits by the team that shoots it: away's fouls put it on the home side")
    func bonusSide() throws {
        let rules = try Rules(target: 15, winBy: 2, bonusFouls: [2])
        let h = try ScreenHarness(size: TerminalSize(width: 80, height: 24), rules: rules)
        h.type("jfkf")
        let row = try #require(h.terminal.lines.first { $0.contains("BONUS") })
        let column = try #require(row.range(of: "BONUS")).lowerBound
        #expect(row.distance(from: row.startIndex, to: column) < 20, "on the home (left) side: \(row)")
    }

    @Test("a read-only board of a game still being played does not say locked")
    func liveReadOnlyNotLocked() throws {
        let header = try GameHeader(
            id: GameID(rawValue: "test1")!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: .standard, createdMs: 0)
        let shaq = PlayerID(side: .home, number: 1)
        let game = try Game(
            header: header, events: [GameEvent(sequence: 1, kind: .move(shaq, .twoPoints), clockMs: 0, wallMs: 0)])
        let time = ManualTimeSource()
        let viewModel = WatchViewModel(
            source: StubWatchSource([[.loaded(game, warnings: []), .scorer(present: true)]]), timeSource: time)
        let h = AnyScreenHarness(
            screen: BoardScreen(viewModel: viewModel), time: time, size: TerminalSize(width: 80, height: 24))
        h.feed([])
        #expect(h.text.contains("PTS 2"))
        #expect(!h.text.contains("locked"))
    }
}
