import CourtsideCore
import CourtsideTesting
import Testing

@testable import CourtsideViewModels

/// What the scoreboard shows when saving fails: nothing of a refused intent, the reason on the
/// status line, and a way back when the game's file was lost.
@MainActor
@Suite("Scoreboard saving")
struct ScoreboardSavingTests {
    private struct DiskFull: Error, CustomStringConvertible {
        var description: String { "cannot save to memory/vm000001.jsonl: the disk is full (ENOSPC)" }
    }

    @Test("a winning move and its automatic pause are recorded in one call")
    func winningMoveIsOneRecord() throws {
        let h = try Harness(target: 2, winBy: 1)
        h.keys(" ")
        let calls = h.recorder.recordCalls
        h.keys("d")
        #expect(h.recorder.recordCalls == calls + 1)
        #expect(
            h.recorder.events.suffix(2).map(\.kind) == [
                .move(PlayerID(side: .home, number: 1), .twoPoints), .clockPaused,
            ])
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
    }

    @Test("a full disk on the winning basket shows nothing of it: no FINAL, the clock still runs, the error shows")
    func fullDiskOnTheWinningBasket() throws {
        // Room for the start and the move, not for the move's automatic pause.
        let recorder = FullDiskRecorder(room: 2)
        let time = ManualTimeSource(monotonicMs: 0)
        let board = ScoreboardViewModel(game: try Self.game(target: 2), recorder: recorder, timeSource: time)
        board.handle(.space)
        time.advance(byMs: 4_000)
        var fired: [String] = []
        let tokens = [
            board.board.homeScore.bind { _ in fired.append("score") },
            board.board.clockState.bind { _ in fired.append("clock") },
            board.board.isFinished.bind { _ in fired.append("finished") },
            board.board.status.bind { _ in fired.append("status") },
        ]
        board.handle(.character("d"))
        #expect(fired == ["status"], "only the status line changes")
        #expect(board.board.status.value == "not saved: \(FullDiskRecorder.DiskFull().description)")
        #expect(recorder.events.map(\.kind) == [.clockStarted], "neither the move nor its pause is kept")
        #expect(board.board.clockState.value == .running)
        #expect(board.board.homeScore.value == 0 && !board.board.isFinished.value)
        #expect(board.game.events.count == 1)
        time.advance(byMs: 1_000)
        board.tick(now: time.monotonicMs)
        #expect(board.board.time.value == "00:05.0")
        recorder.room = 3
        board.handle(.character("d"))
        #expect(
            board.board.clockState.value == .final(winner: .home, confirmed: false),
            "the same key works once the disk has room")
        #expect(recorder.events.map(\.kind).last == .clockPaused)
        _ = tokens
    }

    @Test("a game file deleted while scoring refuses the key, says what happened, and W writes the game back")
    func lostFileIsWrittenBack() throws {
        let recorder = LostFileRecorder(keeping: 2)
        let board = ScoreboardViewModel(
            game: try Self.game(), recorder: recorder, timeSource: ManualTimeSource(monotonicMs: 0))
        board.handle(.character("W"))
        #expect(board.board.status.value == "the game file is in place: nothing to write back")
        board.handle(.character("d"))
        board.handle(.character("r"))
        board.handle(.character("a"))
        #expect(
            board.board.status.value
                == "not saved: game file deleted; W writes the game back (vm000001.jsonl)")
        #expect(board.game.events.count == 2, "the refused assist is not shown")
        #expect(board.player(PlayerID(side: .home, number: 1)).assists == 0)

        board.handle(.character("W"))
        #expect(board.board.status.value == "game written back")
        #expect(recorder.writtenBack.map(\.events) == [board.game.events])
        board.handle(.character("a"))
        #expect(recorder.events.count == 3, "scoring goes on in the written-back file")
    }

    @Test("a refusal by the disk puts the reason before the long path")
    func reasonFirst() throws {
        let recorder = InMemoryRecorder()
        recorder.failNext = LibraryError.fileSystem(
            action: "save to",
            error: FileSystemError(
                call: "write", path: "/home/pat/.local/share/courtside/k7m2x9qa.jsonl", code: 28, symbol: "ENOSPC",
                kind: .diskFull, detail: "No space left on device"))
        let board = ScoreboardViewModel(
            game: try Self.game(), recorder: recorder, timeSource: ManualTimeSource(monotonicMs: 0))
        board.handle(.character("d"))
        #expect(board.board.status.value == "not saved: the disk is full (ENOSPC), k7m2x9qa.jsonl")
    }

    @Test(
        "every refusal by the disk fits an 80-column status line whole, however long the library's path",
        arguments: FileSystemError.Kind.allCases.filter { $0 != .other })
    func fitsTheStatusLine(kind: FileSystemError.Kind) throws {
        let failure = FileSystemError(
            call: "write", path: "/home/patricia-longname/basketball/leagues/tuesday/courtside-library/k7m2x9qa.jsonl",
            code: 28, symbol: "ENOSPC", kind: kind, detail: "")
        for status in [
            ScoreboardWords.notSaved(LibraryError.fileSystem(action: "save to", error: failure)),
            ScoreboardWords.notWrittenBack(LibraryError.fileSystem(action: "write back", error: failure)),
        ] {
            // The status line draws "» " from column 1: 77 columns are left on an 80-column screen.
            #expect(status.count <= 77, "\(status.count) columns: \(status)")
            #expect(status.contains(failure.reason), "\(status)")
        }
    }

    @Test("a replaced file says where the other one was kept")
    func replacedFileIsKept() throws {
        let recorder = LostFileRecorder(keeping: 0, change: .replaced)
        let board = ScoreboardViewModel(
            game: try Self.game(), recorder: recorder, timeSource: ManualTimeSource(monotonicMs: 0))
        board.handle(.character("d"))
        #expect(
            board.board.status.value.hasPrefix("not saved: game file replaced by another file; W writes the game back"))
        board.handle(.character("W"))
        #expect(
            board.board.status.value
                == "game written back; the file that replaced it is kept as memory/vm000001.jsonl.replaced")
    }

    @Test("a torn last line and a clock that was running are both on the opening status")
    func tornLineAndRunningClock() throws {
        let events = [GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0)]
        let board = ScoreboardViewModel(
            game: try Self.game(events: events), recorder: InMemoryRecorder(),
            timeSource: ManualTimeSource(monotonicMs: 0), notice: "incomplete last line 3 (9 bytes) skipped")
        #expect(
            board.board.status.value
                == "resumed: the clock was running, paused at 00:00.0; incomplete last line 3 (9 bytes) skipped")
    }

    @Test("a won game whose pause was lost comes back paused, without 'Space restarts it'")
    func finishedGameIsNotRestarted() throws {
        let events = [
            GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0),
            GameEvent(
                sequence: 2, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 3_000, wallMs: 0),
        ]
        let recorder = InMemoryRecorder()
        let board = ScoreboardViewModel(
            game: try Self.game(events: events, target: 2), recorder: recorder,
            timeSource: ManualTimeSource(monotonicMs: 0))
        #expect(recorder.events.map(\.kind) == [.clockPaused], "the lost pause is recorded")
        #expect(!board.board.status.value.contains("Space restarts it"))
        #expect(
            board.board.status.value
                == "resumed: the clock was running, paused at 00:03.0; game over: e corrects a play")
    }

    private static func game(events: [GameEvent] = [], target: Int = 15) throws -> Game {
        let header = try GameHeader(
            id: GameID(rawValue: "vm000001")!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: Rules(target: target, winBy: 1), createdMs: 0)
        return try Game(header: header, events: events)
    }
}

extension ScoreboardViewModel {
    /// A player's counters, by id.
    fileprivate func player(_ id: PlayerID) -> (points: Int, assists: Int) {
        let model = board.players[id.index]
        return (model.points.value, model.counter(.assist).value)
    }
}
