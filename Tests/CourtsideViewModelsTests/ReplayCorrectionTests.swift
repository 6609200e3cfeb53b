import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// A replay shows a game as it was scored: a correction happens at its own moment, the status line
/// says what changed, and the play log follows.
@MainActor
@Suite("Replay of corrections")
struct ReplayCorrectionTests {
    @Test("stepping over a correction: the log changes then, the status says so; stepping back undoes it")
    func correctionAtItsMoment() throws {
        let live = try Harness()
        live.keys("drjd")
        live.keys("e")
        live.board.handle(.up)
        live.keys("pk")
        let replay = ReplayViewModel(
            game: live.board.game, timeSource: ManualTimeSource(monotonicMs: 0), startsPlaying: false)
        replay.showPlayLog(length: 3)
        for _ in 0..<3 { replay.handle(.right) }
        #expect(replay.board.playLog.value.map(\.player) == ["Hakeem", "Shaq", "Shaq"])
        #expect(replay.board.playLog.value.allSatisfy { $0.was == nil })
        replay.handle(.right)
        #expect(replay.board.status.value.hasPrefix("play 2 corrected to Air Carter: rebound (was Shaq: rebound)"))
        #expect(replay.board.playLog.value.map(\.player) == ["Hakeem", "Air Carter", "Shaq"])
        #expect(replay.board.playLog.value[1].was == "Shaq REB")
        #expect(replay.board.playLog.value == live.shown.playLog.value, "the log live scoring showed")
        replay.handle(.left)
        #expect(replay.board.playLog.value[1].player == "Shaq")
        #expect(replay.board.selectedPlay.value == nil, "a replay selects nothing")
    }
}
