import CourtsideCore
import CourtsideReports

/// The live scoreboard: turns intents into events, has them recorded, folds them, and has its
/// board show the new position; only the `Dynamic`s whose values changed fire.
///
/// Order matters and is the whole point: an event is recorded (on disk, for the file store)
/// before it is applied and shown, so the screen never shows what a crash could lose.
///
/// What a position looks like (score, clock, panels, the words for a play) is the
/// ``BoardPresenter``'s; this view model keeps what only live scoring has: the game, the recorder,
/// the running clock, the selection, and the help and quit overlays.
@MainActor
public final class ScoreboardViewModel: ScoreboardViewModelProtocol {
    /// The board: score, clock, panels and status line.
    public var board: any BoardPresenterProtocol { presenter }
    /// The selected player.
    public let selectedPlayer: Dynamic<PlayerID>
    /// What covers the board.
    public let overlay: Dynamic<ScoreboardOverlay>
    /// True once quitting is confirmed.
    public let isDone: Dynamic<Bool>
    /// Whether the board refuses every change to the game.
    public let isReadOnly: Bool
    /// Whether the scorer asked for the next game on a FINAL board.
    public private(set) var wantsNextGame = false

    /// The game as folded so far (for exports and tests).
    public private(set) var game: Game
    /// The keys in force.
    public let keymap: ScoreboardKeymap

    private let presenter: BoardPresenter
    private let recorder: any GameRecorder
    private let timeSource: any TimeSource
    private var clock: GameClock
    private let readOnlyReason: String
    /// Whether the recorder reported the game's file deleted or replaced (until it is written back).
    private var fileLost = false

    /// The board's status line, which also says why a key was refused.
    private var status: Dynamic<String> { presenter.status }

    /// Opens a game for scoring (or, with `isReadOnly`, for looking at). A `notice` (say, a torn
    /// last line skipped on load) replaces the opening status line.
    ///
    /// A game saved while its clock ran (the laptop died) comes back paused at its saved time: the
    /// pause is recorded at once, so the file says what the screen shows, and the status line says
    /// so beside the notice.
    public init(
        game: Game, recorder: any GameRecorder, timeSource: any TimeSource, isReadOnly: Bool = false,
        readOnlyReason: String = "read-only: this game is finished", keymap: ScoreboardKeymap = .standard,
        notice: String? = nil
    ) {
        self.game = game
        self.recorder = recorder
        self.timeSource = timeSource
        self.isReadOnly = isReadOnly
        self.readOnlyReason = readOnlyReason
        self.keymap = keymap
        let state = game.state
        let first = PlayerID(side: .home, number: 1)
        clock = GameClock(accumulatedMs: state.clockMs)
        selectedPlayer = Dynamic(first)
        overlay = Dynamic(.none)
        isDone = Dynamic(false)
        presenter = BoardPresenter(
            header: game.header, state: state, isReadOnly: isReadOnly, selected: first,
            status: notice ?? Self.openingStatus(state, isReadOnly: isReadOnly, keymap: keymap), keymap: keymap)
        if state.isClockRunning && !isReadOnly {
            perform(.toggleClock)
            if !self.game.state.isClockRunning {
                status.value = Self.resumedStatus(
                    at: presenter.time.value, isFinished: state.isFinished, notice: notice, keymap: keymap)
            }
        }
    }

    // MARK: Intents

    /// Maps a key through the keymap, or answers the overlay that is up.
    public func handle(_ key: Key) {
        switch overlay.value {
        case .help:
            overlay.value = .none
            return
        case .confirmQuit:
            switch key {
            case .character("y"), .character("Y"):
                pauseForExit()
                isDone.value = true
            case .character("n"), .character("N"), .escape:
                overlay.value = .none
                status.value = "still scoring"
            default: break
            }
            return
        case .none:
            break
        }
        guard let intent = keymap.intent(for: key) else {
            status.value = keymap.refusal(for: key)
            return
        }
        perform(intent)
    }

    /// Performs an intent.
    public func perform(_ intent: ScoreboardIntent) {
        switch intent {
        case .select(let player): select(player)
        case .moveSelection(let step): select(Self.step(selectedPlayer.value, step))
        case .apply(let move): commit(.move(selectedPlayer.value, move))
        case .toggleClock: commit(game.state.isClockRunning ? .clockPaused : .clockStarted)
        case .undo: commit(.undo)
        case .redo: commit(.redo)
        case .showHelp: overlay.value = .help
        case .requestQuit:
            // y/n only where something is at stake: a game still being played.
            if isReadOnly || game.state.isFinished {
                isDone.value = true
            } else {
                overlay.value = .confirmQuit
            }
        case .nextGame: nextGame()
        case .writeBack: writeBack()
        }
    }

    /// The score progression of the game as folded so far, corrections at their plays' times.
    public func scoreProgression() -> [ScorePoint] {
        WormChart.points(of: game)
    }

    /// Updates `time` from a monotonic reading; it fires only when the shown tenth changes.
    public func tick(now: Int64) {
        presenter.showTime(ms: clock.elapsedMs(at: now))
    }

    /// Milliseconds until the shown tenth changes, or nil while the clock is stopped.
    public func msUntilNextTick(now: Int64) -> Int64? {
        clock.msUntilNextTenth(at: now)
    }

    /// Stops a running clock on the way out (a quit, a signal, the terminal gone), so a resume
    /// shows the time the scorer saw.
    public func pauseForExit() {
        if game.state.isClockRunning && !isReadOnly { commit(.clockPaused) }
    }

    // MARK: Recording

    private func select(_ player: PlayerID) {
        guard selectedPlayer.value != player else { return }
        presenter.showSelection(player)
        selectedPlayer.value = player
    }

    private func commit(_ kind: GameEventKind) {
        guard !isReadOnly else {
            status.value = readOnlyReason
            return
        }
        let now = timeSource.monotonicMs
        let events: [GameEvent]
        do {
            events = try game.prepare(kind, clockMs: clock.elapsedMs(at: now), wallMs: timeSource.wallMs)
        } catch {
            status.value = error.description
            return
        }
        do {
            // All of the intent's events (a winning move and its pause) are kept together or not at all.
            try recorder.record(events)
        } catch {
            // Not on disk, so not shown: the scorer sees why and can press the key again.
            status.value = Self.notSaved(error)
            if case .fileGone? = error as? LibraryError { fileLost = true }
            return
        }
        var changes: [GameChange] = []
        for event in events {
            do {
                changes.append(try game.apply(event))
            } catch {
                preconditionFailure("recorded event refused: \(error)")
            }
            switch event.kind {
            case .clockStarted: clock.start(at: now)
            case .clockPaused: clock.pause(at: now)
            case .move, .undo, .redo, .amend, .void, .insert: break
            }
        }
        show(changes: changes, now: now)
    }

    /// The status for events the recorder refused, what the scorer must know first (the status
    /// line is one row, and paths are long): the reason before the path, and for a lost game file
    /// how to get it back.
    private static func notSaved(_ error: any Error) -> String {
        switch error as? LibraryError {
        case .fileGone(let file, let change)?:
            let what =
                switch change {
                case .deleted: "deleted"
                case .replaced: "replaced by another file"
                case .changed: "changed by another program"
                }
            return "not saved: game file \(what); W writes the game back (\(file))"
        case .fileSystem(let action, let failure)?:
            return "not saved: \(failure.reason): cannot \(action) \(failure.path)"
        default:
            return "not saved: \(error)"
        }
    }

    /// Leaves a FINAL game as it is for the next one between the same teams.
    private func nextGame() {
        guard game.state.isFinished else {
            status.value = "\(keymap.label(for: .nextGame)) starts the next game once this one is FINAL"
            return
        }
        pauseForExit()
        wantsNextGame = true
        isDone.value = true
    }

    /// Writes the game back after its file was lost, from what this board recorded.
    private func writeBack() {
        guard !isReadOnly else {
            status.value = readOnlyReason
            return
        }
        guard fileLost else {
            status.value = "the game file is in place: nothing to write back"
            return
        }
        do {
            let keptAs = try recorder.writeBack(game)
            fileLost = false
            status.value = "game written back" + (keptAs.map { "; the file that replaced it is kept as \($0)" } ?? "")
        } catch {
            status.value = "not written back: \(error)"
        }
    }

    private func show(changes: [GameChange], now: Int64) {
        let state = game.state
        presenter.show(state, clockMs: clock.elapsedMs(at: now), isClockRunning: clock.isRunning)
        if let first = changes.first { status.value = presenter.statusText(for: first, state: state) }
    }

    // MARK: Words

    /// The status after a running clock was paused on opening: both that and the notice, the
    /// clock first as the notice can be long; a won game cannot restart its clock.
    private static func resumedStatus(
        at time: String, isFinished: Bool, notice: String?, keymap: ScoreboardKeymap
    ) -> String {
        let paused = "the clock was running, paused at \(time)"
        if let notice { return "resumed: \(paused); \(notice)" }
        if isFinished { return "resumed: \(paused); game over: undo (\(keymap.label(for: .undo))) to reopen it" }
        return "resumed: \(paused); \(keymap.label(for: .toggleClock)) restarts it"
    }

    /// What a FINAL board offers next, naming the keys in force: "  n next game · q quit".
    private static func afterFinal(_ keymap: ScoreboardKeymap) -> String {
        guard let next = keymap.keys(for: .nextGame).first else { return "" }
        return "  \(next.label) next game · \(keymap.label(for: .requestQuit)) quit"
    }

    private static func openingStatus(_ state: GameState, isReadOnly: Bool, keymap: ScoreboardKeymap) -> String {
        let clockKey = keymap.label(for: .toggleClock)
        if isReadOnly { return "read-only" }
        if state.isFinished {
            return "game over: undo (\(keymap.label(for: .undo))) to reopen it" + afterFinal(keymap)
        }
        if state.eventCount == 0 {
            return "new game: press \(clockKey) to start the clock, \(keymap.label(for: .showHelp)) for keys"
        }
        return "resumed: press \(clockKey) to start the clock"
    }

    private static func step(_ player: PlayerID, _ step: SelectionMove) -> PlayerID {
        let size = Team.size
        switch step {
        case .left: return PlayerID(side: player.side, number: (player.number + size - 2) % size + 1)
        case .right: return PlayerID(side: player.side, number: player.number % size + 1)
        case .up, .down: return PlayerID(side: player.side.opponent, number: player.number)
        case .next: return PlayerID.all[(player.index + 1) % PlayerID.all.count]
        case .previous: return PlayerID.all[(player.index + PlayerID.all.count - 1) % PlayerID.all.count]
        }
    }
}
