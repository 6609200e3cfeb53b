import CourtsideCore
import CourtsideStore
import CourtsideTesting
import CourtsideViewModels
import Foundation

/// A long game scored live, for measuring by hand what live scoring holds in memory
/// (`/usr/bin/time -v courtside-bench --score-live 1000000 --library DIR`): the scoreboard view
/// model fed intents one after the other, each recorded through the store's own file recorder
/// (one write and one fsync per key, as at the courtside), on a manual clock a second a key.
///
/// Only moves that score nothing and undo/redo, so the game never ends: a fifth of the keys are
/// a move taken back and put again. A library that already holds the game has it resumed (as
/// `courtside resume` does, the session kept while the board is up) and `count` more events scored.
@MainActor
enum LiveScoringRun {
    /// The moves cycled through.
    private static let moves: [Move] = [.rebound, .assist, .foul, .onePointMiss, .twoPointMiss]

    /// Scores `count` events of a game in the library at `folder` (a new game, or the one already
    /// there resumed); returns the file's size.
    static func score(count: Int, into folder: String) throws -> Int {
        let library = FileGameLibrary(folder: folder)
        let header = try GameFixtures.header(id: "huge0002", target: 21, winBy: 2, createdMs: 1_763_712_000_000)
        let session =
            try library.gameIDs().contains(header.id)
            ? library.openForScoring(header.id) : library.create(header)
        defer { session.recorder.close() }
        let total = session.game.events.count + count
        let time = ManualTimeSource()
        // Taken, not copied: a copy kept here would be copied whole by the board's first event.
        let board = ScoreboardViewModel(game: session.takeGame(), recorder: session.recorder, timeSource: time)
        board.perform(.toggleClock)
        var key = 0
        while board.game.events.count < total {
            time.advance(byMs: 1_000)
            switch key % 10 {
            case 8: board.perform(.undo)
            case 9: board.perform(.redo)
            default:
                board.perform(.select(PlayerID.all[key % PlayerID.all.count]))
                board.perform(.apply(moves[key % moves.count]))
            }
            key += 1
        }
        guard board.game.state.eventCount == board.game.events.count, board.game.events.count >= total else {
            throw BenchFailure("live scoring stopped at \(board.game.events.count) events")
        }
        let size = (try FileManager.default.attributesOfItem(atPath: session.location)[.size] as? Int) ?? 0
        return size
    }
}
