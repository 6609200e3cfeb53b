import CourtsideCore

/// The one commit path of live scoring: prepare → write + fsync → apply once → show.
///
/// Every change to a game scored live goes through here: a key's events
/// (``commit(_:clockMs:)``) and the buzzer's pause at the time limit
/// (``commitLimitIfReached(now:)``) alike. ``Game/prepare(_:clockMs:wallMs:)`` checks the intent
/// against the rules (the only check before the fold); the recorder puts the events on disk and
/// keeps nothing of the game (no state of its own to fold them into); only then are they applied,
/// once, to the one ``Game``, and the board shows the new position. A refusal (the rules, a full or
/// read-only disk, a game file deleted or replaced) applies nothing. Either way the words for the
/// status line are returned (``CommitOutcome``), not written: the scoreboard is their one writer.
@MainActor
public final class GameCommitter {
    /// The game as recorded and folded so far: the only copy live scoring keeps.
    public private(set) var game: Game
    /// The running game clock; a clock event moves it to the time the event carries.
    public private(set) var clock: GameClock
    /// Whether the recorder reported the game's file deleted or replaced (until it is written back).
    public private(set) var fileLost = false

    private let recorder: any GameRecorder
    private let timeSource: any TimeSource
    private let presenter: BoardPresenter
    /// The status texts, naming the keys in force.
    private let words: ScoreboardWords
    /// Whether the game's clock was ever started, for the reminder on a move before it was.
    private var clockEverStarted: Bool

    /// Takes over `game` (its clock stopped at the state's time) for recording through `recorder`,
    /// showing each change on `presenter`; the status lines name the keys of `keymap`.
    public convenience init(
        game: Game, recorder: any GameRecorder, timeSource: any TimeSource, presenter: BoardPresenter,
        keymap: ScoreboardKeymap = .standard
    ) {
        self.init(
            game: game, recorder: recorder, timeSource: timeSource, presenter: presenter,
            words: ScoreboardWords(keymap: keymap, editKeymap: .standard))
    }

    /// The scoreboard's own: the same words as its other status lines.
    init(
        game: Game, recorder: any GameRecorder, timeSource: any TimeSource, presenter: BoardPresenter,
        words: ScoreboardWords
    ) {
        self.game = game
        self.recorder = recorder
        self.timeSource = timeSource
        self.presenter = presenter
        self.words = words
        clock = GameClock(accumulatedMs: game.state.clockMs)
        clockEverStarted = game.events.contains { $0.kind == .clockStarted }
    }

    /// Records and applies the events `kind` makes, at the clock's reading now or, for a clock set,
    /// at `clockMs`; refused when the rules or the recorder refused them, saying why.
    ///
    /// The buzzer comes first: a key pressed after the limit, before a tick caught it, acts on the
    /// game as the limit left it (and a pause then has nothing more to do).
    ///
    /// `first` is a write that must be kept before the game's (a latecomer joining a run's game:
    /// the run's line, through the run's one writer): it runs once the rules have taken the
    /// events, and when it returns a refusal nothing is recorded and the refusal is the words.
    public func commit(
        _ kind: GameEventKind, clockMs: Int64? = nil, first: (() -> String?)? = nil
    ) -> CommitOutcome {
        let now = timeSource.monotonicMs
        if let limit = commitLimitIfReached(now: now), limit.isRecorded, kind == .clockPaused { return limit }
        let events: [GameEvent]
        do {
            events = try game.prepare(kind, clockMs: clockMs ?? clock.elapsedMs(at: now), wallMs: timeSource.wallMs)
        } catch {
            return .refused(error.description)
        }
        if let refusal = first?() { return .refused(refusal) }
        return record(events, now: now)
    }

    /// Records the pause at the time limit when the running clock has reached it (see
    /// ``Game/limitPause(clockMs:wallMs:)``), through the same path as a key: the clock then stops
    /// at exactly the limit, and the words say who won there or that overtime starts. Nil when
    /// there is nothing to record; refused when the recorder refused it (the next tick tries again).
    public func commitLimitIfReached(now: Int64) -> CommitOutcome? {
        // Most games have no limit: a tenth then reads no wall clock and builds no event.
        guard let limit = game.header.rules.timeLimitMs, clock.elapsedMs(at: now) >= limit,
            let pause = game.limitPause(clockMs: clock.elapsedMs(at: now), wallMs: timeSource.wallMs)
        else { return nil }
        let outcome = record([pause], now: now)
        guard case .recorded(let text) = outcome else { return outcome }
        return .recorded(words.atLimit(game.state, result: text ?? presenter.status.value))
    }

    /// Writes the game back after its file was lost, from what was recorded and applied here; the
    /// words for what came of it.
    public func writeBack() -> String {
        guard fileLost else { return ScoreboardWords.nothingToWriteBack }
        do {
            let keptAs = try recorder.writeBack(game)
            fileLost = false
            return ScoreboardWords.writtenBack(keptAs: keptAs)
        } catch {
            return ScoreboardWords.notWrittenBack(error)
        }
    }

    // MARK: The path

    /// Write + fsync, then apply once, then show: all of `events` (a winning move and its pause)
    /// are kept together or not at all, and none is applied unless kept.
    private func record(_ events: [GameEvent], now: Int64) -> CommitOutcome {
        do {
            try recorder.record(events)
        } catch {
            // Not on disk, so not shown: the scorer sees why and can press the key again.
            if case .fileGone? = error as? LibraryError { fileLost = true }
            return .refused(ScoreboardWords.notSaved(error))
        }
        let wasConfirmed = game.state.isConfirmed
        var changes: [GameChange] = []
        changes.reserveCapacity(events.count)
        for event in events {
            do {
                changes.append(try game.apply(event))
            } catch {
                preconditionFailure("prepared and recorded event refused: \(error)")
            }
            switch event.kind {
            case .clockStarted:
                clock.start(at: now)
                clockEverStarted = true
            case .clockPaused:
                // Stopped where the file says: the buzzer's pause carries the limit, not the reading.
                clock = GameClock(accumulatedMs: event.clockMs)
            case .clockSet, .undo, .redo:
                // A clock set, or the undo or redo of one, carries the clock it leaves; any other
                // undo or redo carries the reading it was made at, so this changes nothing then.
                clock.set(ms: event.clockMs, at: now)
            case .move, .amend, .void, .insert, .assist, .timeout, .possession, .shotClockReset, .violation,
                .substitution, .join, .rename, .confirm:
                break
            }
        }
        return .recorded(show(changes, now: now, wasConfirmed: wasConfirmed))
    }

    /// Has the board show the game as it now stands; the words of the first change, for the
    /// status line.
    private func show(_ changes: [GameChange], now: Int64, wasConfirmed: Bool) -> String? {
        let state = game.state
        presenter.show(state, clockMs: clock.elapsedMs(at: now), isClockRunning: clock.isRunning)
        // A timeout's words rather than its clock's pause, which comes first.
        guard let first = changes.first(where: { $0.event.kind.isTeamCall }) ?? changes.first else { return nil }
        var text = presenter.statusText(for: first, state: state)
        // A whole game can sit at 00:00.0 when nobody starts the clock, which flattens the chart and
        // the replay: a move on a clock never started says how to start it.
        if case .move = first.event.kind, !clockEverStarted {
            text = words.clockReminder + text
        }
        // The play that won the game says what comes next on the line the scorer reads then, as
        // well as on the bar.
        if state.isFinished, changes.contains(where: \.finishedChanged) {
            text += words.afterFinal(state)
        }
        // A change to a confirmed game takes the confirmation away: the scorer hears it at once.
        if wasConfirmed, !state.isConfirmed { text += words.unconfirmed(state) }
        return text
    }
}
