import CourtsideCore
import CourtsideStore
import CourtsideTesting
import Foundation

/// The scorer's side of the live-view benchmark: a game this process holds open for scoring in a
/// temporary library, and events recorded into it exactly as the scoreboard records them (one
/// line, written and fsynced), so a `courtside watch` in a pseudo-terminal follows it.
final class WatchedGame {
    /// The library folder.
    let library: String
    /// The game's id.
    let id: GameID
    private let session: ScoringSession
    private var game: Game
    private let time = SystemTimeSource()

    /// Creates the game in `folder` and holds it open (and locked) until freed.
    init(folder: TempFolder, name: String) throws(BenchFailure) {
        library = folder.file("\(name)-library")
        do {
            session = try FileGameLibrary(folder: library).create(
                try GameFixtures.header(id: "watch001", createdMs: time.wallMs))
        } catch {
            throw BenchFailure("cannot create the watched game: \(error)")
        }
        game = session.game
        id = session.game.header.id
    }

    deinit {
        session.recorder.close()
    }

    /// Records one event of `kind` at the current game time; the time just before the write and
    /// just after the fsync returned, in monotonic ns.
    @discardableResult
    func record(_ kind: GameEventKind, clockMs: Int64) throws(BenchFailure) -> (written: UInt64, synced: UInt64) {
        do {
            let events = try game.prepare(kind, clockMs: clockMs, wallMs: time.wallMs)
            let written = Monotonic.ns()
            for event in events {
                try session.recorder.record(event)
                try game.apply(event)
            }
            return (written, Monotonic.ns())
        } catch {
            throw BenchFailure("cannot record \(kind): \(error)")
        }
    }
}
