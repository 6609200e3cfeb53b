import CourtsideCore
import CourtsideReports

/// The live scoreboard: turns intents into events, has them recorded, folds them, and pushes
/// only what changed into its `Dynamic`s.
///
/// Order matters and is the whole point: an event is recorded (on disk, for the file store)
/// before it is applied and shown, so the screen never shows what a crash could lose.
@MainActor
public final class ScoreboardViewModel: ScoreboardViewModelProtocol {
    /// The game's id.
    public var gameID: GameID { game.header.id }
    /// The home team's name.
    public let homeName: String
    /// The away team's name.
    public let awayName: String
    /// "H - A".
    public let score: Dynamic<String>
    /// Home score.
    public let homeScore: Dynamic<Int>
    /// Away score.
    public let awayScore: Dynamic<Int>
    /// The clock as `mm:ss.t`.
    public let time: Dynamic<String>
    /// Running, paused or final.
    public let clockState: Dynamic<ClockState>
    /// Whether the game is won.
    public let isFinished: Dynamic<Bool>
    /// The winner, once there is one.
    public let winner: Dynamic<Side?>
    /// The last play, or why a key was refused.
    public let status: Dynamic<String>
    /// The selected player.
    public let selectedPlayer: Dynamic<PlayerID>
    /// What covers the board.
    public let overlay: Dynamic<ScoreboardOverlay>
    /// True once quitting is confirmed.
    public let isDone: Dynamic<Bool>
    /// Whether the board refuses every change to the game.
    public let isReadOnly: Bool
    /// The six players, home 1…3 then away 1…3.
    public var players: [any PlayerViewModelProtocol] { playerModels }

    /// The game as folded so far (for exports, tests and the replay).
    public private(set) var game: Game
    /// The keymap in use.
    public let keymap: ScoreboardKeymap

    private let playerModels: [PlayerViewModel]
    private let recorder: any GameRecorder
    private let timeSource: any TimeSource
    private var clock: GameClock
    private let readOnlyReason: String

    /// Opens a game for scoring (or, with `isReadOnly`, for looking at). A `notice` (say, a torn
    /// last line repaired on load) replaces the opening status line.
    ///
    /// A game saved while its clock ran (the laptop died) comes back paused at its saved time: the
    /// pause is recorded at once, so the file says what the screen shows.
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
        let header = game.header
        homeName = header.home.name
        awayName = header.away.name
        clock = GameClock(accumulatedMs: state.clockMs)
        score = Dynamic(ScoreFormat.string(home: state.homeScore, away: state.awayScore))
        homeScore = Dynamic(state.homeScore)
        awayScore = Dynamic(state.awayScore)
        time = Dynamic(ClockFormat.string(ms: state.clockMs))
        clockState = Dynamic(Self.clockState(state, running: false))
        isFinished = Dynamic(state.isFinished)
        winner = Dynamic(state.winner)
        selectedPlayer = Dynamic(PlayerID(side: .home, number: 1))
        overlay = Dynamic(.none)
        isDone = Dynamic(false)
        let locked = isReadOnly || state.isFinished
        playerModels = PlayerID.all.map { id in
            PlayerViewModel(
                player: header.player(id), teamName: header.team(id.side).name,
                selectKey: keymap.selectKey(for: id).label, stats: state.stats(for: id),
                isSelected: id == PlayerID(side: .home, number: 1), isLocked: locked)
        }
        status = Dynamic(notice ?? Self.openingStatus(state, isReadOnly: isReadOnly, keymap: keymap))
        if state.isClockRunning && !isReadOnly {
            perform(.toggleClock)
            if !self.game.state.isClockRunning {
                let clockKey = keymap.label(for: .toggleClock)
                status.value = "resumed: the clock was running, paused at \(time.value); \(clockKey) restarts it"
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
                // Stop the clock on the way out, so a resume shows the time the scorer saw.
                if game.state.isClockRunning && !isReadOnly { commit(.clockPaused) }
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
        case .requestQuit: overlay.value = .confirmQuit
        }
    }

    /// The score after every event of the game as folded so far.
    public func scoreProgression() -> [ScorePoint] {
        WormChart.points(of: game)
    }

    /// Updates `time` from a monotonic reading; it fires only when the shown tenth changes.
    public func tick(now: Int64) {
        time.value = ClockFormat.string(ms: clock.elapsedMs(at: now))
    }

    /// Milliseconds until the shown tenth changes, or nil while the clock is stopped.
    public func msUntilNextTick(now: Int64) -> Int64? {
        clock.msUntilNextTenth(at: now)
    }

    // MARK: Recording

    private func select(_ player: PlayerID) {
        let previous = selectedPlayer.value
        guard previous != player else { return }
        playerModels[previous.index].isSelected.value = false
        playerModels[player.index].isSelected.value = true
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
        var changes: [GameChange] = []
        for event in events {
            do {
                try recorder.record(event)
            } catch {
                // Not on disk, so not shown: the scorer sees why and can press the key again.
                status.value = "not saved: \(error)"
                break
            }
            do {
                changes.append(try game.apply(event))
            } catch {
                preconditionFailure("prepared event refused: \(error)")
            }
            switch event.kind {
            case .clockStarted: clock.start(at: now)
            case .clockPaused: clock.pause(at: now)
            case .move, .undo, .redo: break
            }
        }
        guard !changes.isEmpty else { return }
        show(changes: changes, now: now)
    }

    private func show(changes: [GameChange], now: Int64) {
        let state = game.state
        for change in changes {
            if let move = change.move { playerModels[move.player.index].show(state.stats(for: move.player)) }
        }
        showHeader(state, now: now)
        if changes.contains(where: \.finishedChanged) {
            for model in playerModels { model.isLocked.value = state.isFinished || isReadOnly }
        }
        if let first = changes.first { status.value = statusText(for: first, state: state) }
    }

    private func showHeader(_ state: GameState, now: Int64, running: Bool? = nil) {
        homeScore.value = state.homeScore
        awayScore.value = state.awayScore
        score.value = ScoreFormat.string(home: state.homeScore, away: state.awayScore)
        winner.value = state.winner
        isFinished.value = state.isFinished
        clockState.value = Self.clockState(state, running: running ?? clock.isRunning)
        time.value = ClockFormat.string(ms: clock.elapsedMs(at: now))
    }

    /// Shows one position of a replay without replacing ``game`` (the replay keeps the whole
    /// recorded game there): counters, score, winner, and the clock at `clockMs`, shown running
    /// when the recorded clock ran then. The board's own clock stays stopped, so only the replay
    /// moves `time` (through ``showReplayClock(ms:)``). Only the `Dynamic`s whose values differ fire.
    func showReplay(state: GameState, clockMs: Int64, isClockRunning: Bool, status message: String) {
        clock = GameClock(accumulatedMs: clockMs)
        for model in playerModels {
            model.show(state.stats(for: model.id))
            model.isLocked.value = true
        }
        showHeader(state, now: 0, running: isClockRunning)
        status.value = message
    }

    /// Moves the shown clock alone, for a replay between two events.
    func showReplayClock(ms: Int64) {
        clock = GameClock(accumulatedMs: ms)
        time.value = ClockFormat.string(ms: ms)
    }

    // MARK: Words

    /// The status line for a change; the replay shows the same words live scoring did
    /// ("undid Shaq: 2 points …", "FINAL: …").
    func statusText(for change: GameChange, state: GameState) -> String {
        let scoreText = "\(homeName) \(ScoreFormat.string(home: state.homeScore, away: state.awayScore)) \(awayName)"
        var text: String
        switch change.event.kind {
        case .move(let player, let move):
            text = "\(game.header.player(player).name): \(move.phrase)"
            if move.points > 0 { text += "  (\(scoreText))" }
        case .undo, .redo:
            let record = change.move!
            let verb = change.event.kind == .undo ? "undid" : "redid"
            text = "\(verb) \(game.header.player(record.player).name): \(record.move.phrase)  (\(scoreText))"
        case .clockStarted: text = "clock running"
        case .clockPaused: text = "clock paused"
        }
        if change.finishedChanged, let winner = state.winner {
            let margin = ScoreFormat.string(home: state.score(winner), away: state.score(winner.opponent))
            text = "FINAL: \(game.header.team(winner).name) win \(margin)"
        } else if change.finishedChanged {
            text += ": game reopened"
        }
        return text
    }

    private static func openingStatus(_ state: GameState, isReadOnly: Bool, keymap: ScoreboardKeymap) -> String {
        let clockKey = keymap.label(for: .toggleClock)
        if isReadOnly { return "read-only" }
        if state.isFinished { return "game over: undo (\(keymap.label(for: .undo))) to reopen it" }
        if state.eventCount == 0 {
            return "new game: press \(clockKey) to start the clock, \(keymap.label(for: .showHelp)) for keys"
        }
        return "resumed: press \(clockKey) to start the clock"
    }

    private static func clockState(_ state: GameState, running: Bool) -> ClockState {
        if let winner = state.winner { return .final(winner: winner) }
        return running ? .running : .paused
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
