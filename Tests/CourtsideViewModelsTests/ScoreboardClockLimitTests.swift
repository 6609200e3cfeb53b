import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// A game whose saved clock is absurd cannot crash the board: the clock is held at 100 hours.
@MainActor
@Suite("Scoreboard clock limits")
struct ScoreboardClockLimitTests {
    @Test("a last clock near Int64.max: Space, ticks and a move do not overflow")
    func clockNearTheMaximum() throws {
        let header = try GameHeader(
            id: GameID(rawValue: "vm000001")!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: Rules(target: 15, winBy: 2), createdMs: 0)
        let game = try Game(
            header: header,
            events: [
                GameEvent(
                    sequence: 1, kind: .move(PlayerID(side: .away, number: 1), .rebound), clockMs: .max - 10, wallMs: 0)
            ])
        let time = ManualTimeSource(monotonicMs: 1_000)
        let board = ScoreboardViewModel(game: game, recorder: InMemoryRecorder(), timeSource: time)
        board.handle(.space)
        time.advance(byMs: 5_000)
        board.tick(now: time.monotonicMs)
        #expect(board.board.time.value == "6000:00.0", "held at 100 hours")
        #expect(board.msUntilNextTick(now: time.monotonicMs) == nil)
        // Resumed with the newest play's player (Hakeem) selected.
        board.handle(.character("d"))
        #expect(board.board.awayScore.value == 2)
    }
}
