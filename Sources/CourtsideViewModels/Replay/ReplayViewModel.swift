import CourtsideCore
import CourtsideText

/// Replays a recorded game on a read-only board: its own ``BoardPresenter``, which shows each
/// position as live scoring showed it (the same panels, the same words), so the screen is the same
/// and undos show as they happened.
///
/// The positions come from a ``ReplayTimeline`` (snapshots taken once at init): a step forward is
/// one fold, any seek at most one snapshot interval. The replay clock is game time: while playing,
/// each ``tick(now:)`` moves it by the real time elapsed × the speed and shows the events it reached.
/// Nothing is ever recorded: a replay holds no recorder, and its board's panels are always locked.
@MainActor
public final class ReplayViewModel: BoardViewModelProtocol {
    /// The board at the replay's position.
    public var board: BoardPresenter { presenter }
    /// The board, for the screen: always this one.
    public let shownBoard: Dynamic<(BoardPresenter)?>
    /// The replay bar: playing, paused or ended; "event k of N"; the replay clock; the speed; the
    /// gauge (``BoardBar/replay(position:of:clockMs:countingDownFrom:speed:playback:)``).
    public let bar: Dynamic<BoardBar>?
    /// Events in the game: where ``position`` stops (the replay's end).
    public let eventCount: Int
    /// Events shown so far.
    public let position: Dynamic<Int>
    /// How fast the replay runs against the game clock (1× to 16×, or straight to the end).
    public let speed: Dynamic<ReplaySpeed>
    /// Playing, paused or ended.
    public let playback: Dynamic<ReplayPlayback>
    /// The key help, when it is up.
    public let overlay: Dynamic<BoardOverlay>
    /// True once the viewer quits.
    public let isDone: Dynamic<Bool>
    /// The replay keys in force.
    public let keymap: ReplayKeymap
    /// The replay keys, the one set.
    public let keyHelps: [KeyHelp]
    /// Always the one set.
    public let keysInForce = Dynamic(0)
    /// The quit binding as the too-small notice shows it (`q quit` by default, or as the key file sets it).
    public var noticeKeys: String { keymap.noticeLine(for: .quit) }

    /// The replay clock, in game milliseconds.
    public private(set) var clockMs: Int64 = 0

    private let presenter: BoardPresenter
    private var timeline: ReplayTimeline
    private let timeSource: any TimeSource
    /// The game clock at the last event: where the replay clock stops.
    private let finalClockMs: Int64
    /// The monotonic reading the replay clock was last brought up to.
    private var lastNow: Int64
    /// The bar follows the values it shows.
    private var barTokens: [BindingToken] = []

    /// Prepares a replay of `game`, at its start, playing at `speed` unless `startsPlaying` is false.
    ///
    /// Folds the game once to take snapshots every `snapshotInterval` events (by default
    /// ``ReplayTimeline/defaultInterval(for:)``). The board's panels show the select keys of
    /// `scoreboardKeymap`, as live scoring did.
    public init(
        game: Game, timeSource: any TimeSource, speed: ReplaySpeed = .x1, startsPlaying: Bool = true,
        snapshotInterval: Int? = nil, keymap: ReplayKeymap = .standard, scoreboardKeymap: ScoreboardKeymap = .standard
    ) {
        self.timeSource = timeSource
        self.keymap = keymap
        keyHelps = [KeyHelp(keymap)]
        timeline = ReplayTimeline(game: game, interval: snapshotInterval)
        eventCount = game.events.count
        finalClockMs = game.state.clockMs
        lastNow = timeSource.monotonicMs
        // No panel is highlighted before the first event; then the highlight follows each event's player.
        presenter = BoardPresenter(
            header: game.header, state: timeline.state, isReadOnly: true, selected: nil, status: "",
            keymap: scoreboardKeymap, buzzes: false)
        position = Dynamic(0)
        self.speed = Dynamic(speed)
        playback = Dynamic(game.events.isEmpty ? .ended : (startsPlaying ? .playing : .paused))
        overlay = Dynamic(.none)
        isDone = Dynamic(false)
        shownBoard = Dynamic(presenter)
        bar = Dynamic(
            .replay(
                position: 0, of: eventCount, clockMs: 0, countingDownFrom: presenter.countdownLimitMs, speed: speed,
                playback: .paused))
        showPosition()
        barTokens = [
            self.speed.bind { [weak self] _ in self?.showBar() },
            playback.bindAndFire { [weak self] _ in self?.showBar() },
        ]
    }

    /// The folded state at the replay's position.
    public var state: GameState { timeline.state }

    /// The score progression of the game as it stood at the replay's position (the corrections
    /// made by then placed at their plays' times), for the chart at FINAL.
    public func scoreProgression() -> [ScorePoint] {
        WormChart.points(of: timeline.state)
    }

    /// The game being replayed.
    private var game: Game { timeline.game }

    // MARK: Intents

    /// Closes the help if it is up; otherwise maps the key and performs it.
    public func handle(_ key: Key) {
        if overlay.value != .none {
            overlay.value = .none
            return
        }
        guard let intent = keymap.intent(for: key) else {
            board.status.value = keymap.refusal(for: key)
            return
        }
        perform(intent)
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: ReplayIntent) {
        switch intent {
        case .togglePlay: togglePlay()
        case .faster: setSpeed(speed.value.faster)
        case .slower: setSpeed(speed.value.slower)
        case .stepForward: step(to: timeline.position + 1)
        case .stepBack: step(to: timeline.position - 1)
        case .toStart: go(to: 0)
        case .toEnd: go(to: eventCount)
        case .seek(let events): go(to: events)
        case .skip(let events): step(to: Swift.min(Swift.max(0, timeline.position + events), eventCount))
        case .skipTime(let ms): skipTime(by: ms)
        case .showHelp: overlay.value = .help(0)
        case .quit: isDone.value = true
        }
    }

    /// Advances the replay clock while playing; see ``BoardViewModelProtocol/tick(now:)``.
    public func tick(now: Int64) {
        let elapsed = Swift.max(0, now - lastNow)
        lastNow = Swift.max(lastNow, now)
        guard playback.value == .playing else { return }
        guard let factor = speed.value.factor else {
            go(to: eventCount)
            return
        }
        clockMs += elapsed * factor
        let before = timeline.position
        while let next = timeline.nextEvent {
            let at = moment(of: next)
            guard at <= clockMs else { break }
            timeline.stepForward()
            // A clock set (or its undo or redo) moves the replay's clock with the game's.
            if next.clockMs != at { clockMs = next.clockMs + (clockMs - at) }
        }
        if timeline.position == eventCount { clockMs = Swift.min(clockMs, finalClockMs) }
        if timeline.position == eventCount && clockMs >= finalClockMs { playback.value = .ended }
        if timeline.position != before {
            showPosition()
        } else {
            showClock()
        }
    }

    /// See ``BoardViewModelProtocol/msUntilNextTick(now:)``.
    public func msUntilNextTick(now: Int64) -> Int64? {
        guard playback.value == .playing else { return nil }
        guard let factor = speed.value.factor else { return 0 }
        var reached = clockMs + Swift.max(0, now - lastNow) * factor
        if timeline.position == eventCount { reached = Swift.min(reached, finalClockMs) }
        let target = timeline.nextEvent.map { moment(of: $0) } ?? finalClockMs
        if target <= reached { return 0 }
        let gameMs = Swift.min(100 - reached % 100, target - reached)
        return (gameMs + factor - 1) / factor
    }

    /// When an event happens on the replay's clock: the clock it was made at. For a clock set, or
    /// the undo or redo of one, that is the reading before the jump (the event carries the clock
    /// after it); for any other event, its clock. Asked before the event is applied.
    private func moment(of event: GameEvent) -> Int64 {
        if case .clockSet(let from) = event.kind { return from }
        return event.clockMs - timeline.state.clockJump(of: event.kind)
    }

    // MARK: Moving

    private func togglePlay() {
        switch playback.value {
        case .playing:
            tick(now: timeSource.monotonicMs)
            if playback.value == .playing { playback.value = .paused }
        case .paused:
            lastNow = timeSource.monotonicMs
            playback.value = .playing
        case .ended:
            guard eventCount > 0 else { return }
            lastNow = timeSource.monotonicMs
            move(to: 0)
            playback.value = .playing
        }
    }

    private func setSpeed(_ newSpeed: ReplaySpeed) {
        // Time played so far counts at the old speed.
        if playback.value == .playing { tick(now: timeSource.monotonicMs) }
        speed.value = newSpeed
    }

    /// A step by one event pauses, so the viewer can look at it.
    private func step(to target: Int) {
        guard (0...eventCount).contains(target) else { return }
        move(to: target)
        playback.value = target == eventCount ? .ended : .paused
    }

    /// A jump keeps playing if it was playing; at the end it has ended.
    private func go(to target: Int) {
        let target = Swift.min(Swift.max(0, target), eventCount)
        if playback.value == .playing { lastNow = timeSource.monotonicMs }
        move(to: target)
        if target == eventCount {
            playback.value = .ended
        } else if playback.value == .ended {
            playback.value = .paused
        }
    }

    /// Moves the replay clock by `ms` of game time (within the game) and shows every event up to
    /// it: the events are scanned from the position, one minute's worth, and reached by one seek.
    /// Playing goes on playing; reaching the end ends.
    private func skipTime(by ms: Int64) {
        let target = Swift.min(Swift.max(0, clockMs + ms), finalClockMs)
        var events = timeline.position
        if ms >= 0 {
            while events < eventCount, game.events[events].clockMs <= target { events += 1 }
        } else {
            while events > 0, game.events[events - 1].clockMs > target { events -= 1 }
        }
        if playback.value == .playing { lastNow = timeSource.monotonicMs }
        timeline.seek(to: events)
        clockMs = target
        if events == eventCount && target == finalClockMs {
            playback.value = .ended
        } else if playback.value == .ended {
            playback.value = .paused
        }
        showPosition()
    }

    /// Shows the position after `target` events, with the replay clock at the last one's time.
    private func move(to target: Int) {
        timeline.seek(to: target)
        clockMs = target == 0 ? 0 : game.events[target - 1].clockMs
        if target == eventCount { clockMs = finalClockMs }
        showPosition()
    }

    /// Lays the play log out `length` lines long, the room the screen has for it, and shows it at
    /// the replay's position.
    public func showPlayLog(length: Int) {
        presenter.showPlayLog(timeline.state, length: length, selectedOffset: nil)
    }

    // MARK: Showing

    private func showPosition() {
        let state = timeline.state
        presenter.show(state, clockMs: clockMs, isClockRunning: state.isClockRunning)
        presenter.status.value = statusText(state)
        presenter.showSelection(highlightedPlayer())
        position.value = timeline.position
        showBar()
    }

    private func showClock() {
        presenter.showTime(ms: clockMs)
        showBar()
    }

    /// What live scoring said after the last event shown; after a winning move, its FINAL line
    /// rather than the clock's automatic pause that followed it.
    private func statusText(_ state: GameState) -> String {
        guard var change = timeline.lastChange else {
            return eventCount == 0 ? "replay: this game has no events" : "replay: before the first event"
        }
        if case .clockPaused = change.event.kind, let previous = timeline.previousChange, previous.finishedChanged,
            previous.event.clockMs == change.event.clockMs
        {
            change = previous
        }
        return presenter.statusText(for: change, state: state)
    }

    /// The player of the event just shown (for a correction that gave a play to someone else, the
    /// one who has it now), so the eye goes to the panel that changed; none for a clock event.
    private func highlightedPlayer() -> PlayerID? {
        timeline.lastChange?.touchedPlayers.last
    }

    /// The quit key quits.
    public func handleBehindNotice(_ key: Key) -> Bool {
        guard keymap.intent(for: key) == .quit else { return false }
        perform(.quit)
        return true
    }

    private func showBar() {
        bar?.value = .replay(
            position: position.value, of: eventCount, clockMs: clockMs, countingDownFrom: presenter.countdownLimitMs,
            speed: speed.value, playback: playback.value)
    }
}
