import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The one commit path on the in-memory store: what is applied is exactly what the store kept,
/// once; a refusal (the rules, the disk, a lost file) applies and records nothing; the buzzer's
/// pause at the time limit goes the same way as a key.
@MainActor
@Suite("Game committer")
struct GameCommitterTests {
    private static let shaq = GameFixtures.shaq

    /// A committer over a new game in an in-memory library, on a manual clock.
    private struct Setup {
        let library = InMemoryGameLibrary()
        let time = ManualTimeSource(monotonicMs: 1_000)
        let session: ScoringSession
        let presenter: BoardPresenter
        let committer: GameCommitter

        @MainActor
        init(rules: Rules? = nil) throws {
            let header = try GameFixtures.header(id: "commit01", rules: rules)
            session = try library.create(header)
            presenter = BoardPresenter(
                header: header, state: session.game.state, isReadOnly: false, selected: GameFixtures.shaq,
                status: "new game")
            committer = GameCommitter(
                game: session.game, recorder: session.recorder, timeSource: time, presenter: presenter)
        }

        /// The events the store holds for the game.
        func stored() throws -> [GameEvent] {
            try library.load(session.game.header.id).game.events
        }
    }

    private static func diskFull(_ path: String) -> LibraryError {
        .fileSystem(
            action: "save to",
            error: FileSystemError(
                call: "write", path: path, code: 28, symbol: "ENOSPC", kind: .diskFull,
                detail: "No space left on device"
            ))
    }

    @Test("a success is stored, then applied once to the one game, and shown")
    func successAppliesOnce() throws {
        let setup = try Setup()
        let committer = setup.committer
        #expect(committer.commit(.clockStarted).isRecorded)
        setup.time.advance(byMs: 2_500)
        let outcome = committer.commit(.move(Self.shaq, .twoPoints))
        let stored = try setup.stored()
        #expect(stored.map(\.kind) == [.clockStarted, .move(Self.shaq, .twoPoints)])
        #expect(committer.game.events == stored, "applied exactly what the store kept")
        #expect(committer.game.state.eventCount == 2, "each event folded once")
        #expect(committer.game.state == (try Game(header: committer.game.header, events: stored)).state)
        #expect(stored[1].clockMs == 2_500, "stamped with the running clock")
        #expect(setup.presenter.homeScore.value == 2)
        #expect(outcome.isRecorded && outcome.statusText?.hasPrefix("Shaq: 2 points") == true)
        #expect(setup.presenter.status.value == "new game", "the words are returned, for the scoreboard to say")
        #expect(committer.clock.isRunning)
    }

    @Test("a move refused by the rules is neither recorded nor applied, and the status says why")
    func rulesRefusalRecordsNothing() throws {
        let setup = try Setup()
        #expect(setup.committer.commit(.undo) == .refused(GameError.nothingToUndo.description))
        #expect(try setup.stored().isEmpty)
        #expect(setup.committer.game.events.isEmpty)
    }

    @Test("a full disk applies nothing: the state, the board and the clock stay; the same key works once it has room")
    func diskRefusalAppliesNothing() throws {
        let setup = try Setup()
        let committer = setup.committer
        #expect(committer.commit(.clockStarted).isRecorded)
        setup.time.advance(byMs: 1_000)
        let before = committer.game.state
        let refusal = Self.diskFull(setup.session.location)
        setup.library.failNextAppend = refusal
        var fired: [String] = []
        let tokens = [
            setup.presenter.homeScore.bind { _ in fired.append("score") },
            setup.presenter.clockState.bind { _ in fired.append("clock") },
            setup.presenter.status.bind { _ in fired.append("status") },
        ]
        let refused = committer.commit(.move(Self.shaq, .twoPoints))
        #expect(fired.isEmpty, "nothing on the board changes")
        #expect(!refused.isRecorded && refused.statusText?.hasPrefix("not saved: the disk is full") == true)
        #expect(committer.game.state == before && committer.game.events.count == 1)
        #expect(try setup.stored().count == 1)
        #expect(committer.clock.isRunning, "a refused pause would not stop it either")
        #expect(!committer.fileLost)
        #expect(committer.commit(.move(Self.shaq, .twoPoints)).isRecorded)
        #expect(committer.game.events == (try setup.stored()))
        #expect(committer.game.state.homeScore == 2)
        _ = tokens
    }

    @Test("a lost game file refuses the event until it is written back, and then records on")
    func lostFileIsWrittenBack() throws {
        let setup = try Setup()
        let committer = setup.committer
        #expect(committer.commit(.move(Self.shaq, .rebound)).isRecorded)
        setup.library.failNextAppend = .fileGone(file: setup.session.location, change: .replaced)
        let refused = committer.commit(.move(Self.shaq, .assist))
        #expect(committer.fileLost)
        #expect(refused.statusText?.hasPrefix("not saved: game file replaced by another file; W writes") == true)
        #expect(committer.game.events.count == 1)
        #expect(committer.writeBack() == "game written back")
        #expect(!committer.fileLost)
        #expect(committer.commit(.move(Self.shaq, .assist)).isRecorded)
        #expect(try setup.stored() == committer.game.events)
    }

    @Test("the buzzer's pause goes the same way: stored, applied once at exactly the limit, and refused like a key")
    func buzzerPauseTakesTheSamePath() throws {
        let setup = try Setup(rules: try Rules(target: 21, winBy: 1, timeLimitMs: 5_000, overtime: 2))
        let committer = setup.committer
        #expect(committer.commit(.clockStarted).isRecorded)
        setup.time.advance(byMs: 4_999)
        #expect(committer.commitLimitIfReached(now: setup.time.monotonicMs) == nil, "before the limit: nothing")
        setup.time.advance(byMs: 61)

        setup.library.failNextAppend = Self.diskFull(setup.session.location)
        let refused = committer.commitLimitIfReached(now: setup.time.monotonicMs)
        #expect(refused?.isRecorded == false && refused?.statusText?.hasPrefix("not saved: the disk is full") == true)
        #expect(
            committer.game.events.count == 1 && committer.clock.isRunning, "nothing applied; the next tick tries again")

        let buzzer = committer.commitLimitIfReached(now: setup.time.monotonicMs)
        let stored = try setup.stored()
        #expect(stored.map(\.kind) == [.clockStarted, .clockPaused])
        #expect(stored.last?.clockMs == 5_000, "at exactly the limit, not at the late tick")
        #expect(committer.game.events == stored)
        #expect(!committer.clock.isRunning && committer.clock.elapsedMs(at: setup.time.monotonicMs) == 5_000)
        #expect(buzzer == .recorded("tied at time: overtime, first to 2 more wins · Space restarts the clock"))
        #expect(committer.commitLimitIfReached(now: setup.time.monotonicMs + 1_000) == nil, "recorded once")
    }

    @Test("a pause pressed after the limit, before the tick, is the buzzer's pause alone")
    func pauseAfterTheLimitIsTheBuzzer() throws {
        let setup = try Setup(rules: try Rules(target: 21, winBy: 1, timeLimitMs: 5_000, overtime: 2))
        #expect(setup.committer.commit(.clockStarted).isRecorded)
        setup.time.advance(byMs: 7_000)
        #expect(setup.committer.commit(.clockPaused).isRecorded)
        let stored = try setup.stored()
        #expect(stored.map(\.kind) == [.clockStarted, .clockPaused])
        #expect(stored.last?.clockMs == 5_000)
        #expect(setup.committer.game.events == stored)
    }
}
