import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// The second-process halves of the lock and durability tests, run by ``ChildProcess``; skipped in
/// a normal run.
@Suite struct ChildRoleTests {
    private var library: FileGameLibrary {
        FileGameLibrary(folder: ProcessInfo.processInfo.environment[ChildProcess.folderVariable] ?? "/nonexistent")
    }

    private var game: GameID {
        GameID(rawValue: ProcessInfo.processInfo.environment[ChildProcess.gameVariable] ?? "") ?? Fixtures.id("none")
    }

    /// Tries to open the game for scoring and reports `locked`, `opened` or the error.
    @Test(.enabled(if: ChildProcess.role == "locker"))
    func locker() {
        do {
            let session = try library.openForScoring(game)
            session.recorder.close()
            ChildProcess.report("RESULT opened")
        } catch .locked {
            ChildProcess.report("RESULT locked")
        } catch {
            ChildProcess.report("RESULT \(error)")
        }
    }

    /// Creates the game and records rebounds forever, reporting each sequence number after
    /// record() returned; the parent kills it mid-stream.
    @Test(.enabled(if: ChildProcess.role == "writer"))
    func writer() throws {
        let session = try library.create(try Fixtures.header(game.rawValue))
        var game = session.game
        ChildProcess.report("READY")
        for n in 0..<1_000_000 {
            let kind: GameEventKind = .move(PlayerID(side: n % 2 == 0 ? .home : .away, number: 1), .rebound)
            for event in try game.prepare(kind, clockMs: Int64(n), wallMs: 2_000 + Int64(n)) {
                try session.recorder.record(event)
                try game.apply(event)
                ChildProcess.report("ACK \(event.sequence)")
            }
        }
    }

    /// Lists the library 200 times while the parent scores `game` and lists too; reports `ok`
    /// when every listing had all 20 games, no problem, and never saw the game's events go back.
    @Test(.enabled(if: ChildProcess.role == "lister"))
    func lister() {
        var seen = 0
        for _ in 0..<200 {
            do {
                let listed = try library.list()
                let count = listed.summaries.first { $0.id == game }?.eventCount ?? -1
                guard listed.problems.isEmpty, listed.summaries.count == 20, count >= seen else {
                    ChildProcess.report(
                        "RESULT \(listed.summaries.count) games, \(listed.problems), \(count) < \(seen)")
                    return
                }
                seen = count
            } catch {
                ChildProcess.report("RESULT \(error)")
                return
            }
        }
        ChildProcess.report("RESULT ok")
    }
}
