import CourtsideCore
import CourtsideReports

/// The live scoreboard: turns intents into events, has them recorded, folds them, and has its
/// board show the new position; only the `Dynamic`s whose values changed fire.
///
/// Order matters and is the whole point: an event is recorded (on disk, for the file store)
/// before it is applied and shown, so the screen never shows what a crash could lose.
///
/// What a position looks like (score, clock, panels, the words for a play) is the
/// ``BoardPresenter``'s; recording and applying is the ``GameCommitter``'s (the one commit path,
/// which holds the game, the recorder and the running clock); this view model keeps the rest of
/// what only live scoring has: the selection, edit mode, and the help and quit overlays.
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
    /// Whether edit mode is on: a play of the log is selected and the edit keys work on it.
    public let isEditing: Dynamic<Bool>
    /// Whether the scorer asked for the next game on a FINAL board.
    public private(set) var wantsNextGame = false

    /// The game as folded so far (for exports and tests).
    public var game: Game { commits.game }
    /// The keys in force.
    public let keymap: ScoreboardKeymap
    /// The keys in force in edit mode.
    public let editKeymap: PlayLogKeymap

    /// What the status line said before a refusal, while that refusal is shown.
    private var statusBeforeRefusal: String?

    private let presenter: BoardPresenter
    /// The one commit path: prepare → write + fsync → apply once → show. It holds the game.
    private let commits: GameCommitter
    private let timeSource: any TimeSource
    /// The game clock, which the commit path moves.
    private var clock: GameClock { commits.clock }
    private let readOnlyReason: String
    /// The scoring keys, on a read-only board too, so a scoring key there says why it records
    /// nothing instead of "does nothing here".
    private let scoringKeymap: ScoreboardKeymap
    /// What the scorer has typed in the clock prompt, or nil while it is closed.
    private var clockEntry: String?
    /// In edit mode, the selected play's place in the log (0 for the newest); nil outside it.
    private var editOffset: Int?
    /// In edit mode, whether a forgotten play is being inserted (a move key enters it).
    private var isInserting = false
    /// The player of the play being inserted, once a player key chose one.
    private var insertPlayer: PlayerID?

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
        editKeymap: PlayLogKeymap = .standard, notice: String? = nil
    ) {
        self.timeSource = timeSource
        self.isReadOnly = isReadOnly
        self.readOnlyReason = readOnlyReason
        // The shot keys' help says what the game's shots are worth (+2 and +3 under shots 2 and 3).
        let keymap = keymap.valuing(game.header.rules.shots)
        self.keymap = isReadOnly ? keymap.readOnly : keymap
        scoringKeymap = keymap
        self.editKeymap = editKeymap
        isEditing = Dynamic(false)
        let state = game.state
        let first = PlayerID(side: .home, number: 1)
        selectedPlayer = Dynamic(first)
        overlay = Dynamic(.none)
        isDone = Dynamic(false)
        let presenter = BoardPresenter(
            header: game.header, state: state, isReadOnly: isReadOnly, selected: first,
            status: notice ?? Self.openingStatus(state, isReadOnly: isReadOnly, keymap: keymap), keymap: keymap)
        self.presenter = presenter
        commits = GameCommitter(
            game: game, recorder: recorder, timeSource: timeSource, presenter: presenter,
            clockKey: keymap.label(for: .toggleClock))
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
            // The scorer looked the keys up: a refusal of the key that sent them there is stale now.
            if let before = statusBeforeRefusal {
                status.value = before
                statusBeforeRefusal = nil
            }
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
        if clockEntry != nil {
            handleClockEntry(key)
            return
        }
        if editOffset != nil {
            handleEditing(key)
            return
        }
        guard let intent = keymap.intent(for: key) else {
            refuse(key)
            return
        }
        perform(intent)
    }

    /// Says why `key` does nothing, keeping what the status line said before so closing the help
    /// can put it back.
    private func refuse(_ key: Key) {
        if statusBeforeRefusal == nil { statusBeforeRefusal = status.value }
        status.value = isReadOnly && scoringKeymap.intent(for: key) != nil ? readOnlyReason : keymap.refusal(for: key)
    }

    /// Performs an intent.
    public func perform(_ intent: ScoreboardIntent) {
        // Any other key moves on from a refusal; the help keeps it until it closes.
        if intent != .showHelp { statusBeforeRefusal = nil }
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
        case .editPlays: startEditing()
        case .setClock: startClockEntry()
        }
    }

    // MARK: Setting the clock

    /// Opens the clock prompt, in the status line.
    private func startClockEntry() {
        guard !isReadOnly else {
            status.value = readOnlyReason
            return
        }
        clockEntry = ""
        showClockEntry(problem: nil)
    }

    /// A key while the clock prompt is open: a digit, `:` or `.` types, Backspace rubs out, Enter
    /// records the time (a bad one says why and keeps the prompt), Esc cancels.
    private func handleClockEntry(_ key: Key) {
        guard let text = clockEntry else { return }
        switch key {
        case .character(let character) where ClockEntry.accepts(character):
            if text.count < ClockEntry.maximumLength { clockEntry = text + String(character) }
            showClockEntry(problem: nil)
        case .backspace, .delete:
            clockEntry = String(text.dropLast())
            showClockEntry(problem: nil)
        case .escape:
            clockEntry = nil
            status.value = "clock not set"
        case .enter:
            switch ClockEntry.milliseconds(text) {
            case .failure(let error):
                showClockEntry(problem: error.reason)
            case .success(let ms):
                let now = timeSource.monotonicMs
                let reading = max(clock.elapsedMs(at: now), game.state.clockMs)
                clockEntry = nil
                if !commit(.clockSet(from: reading), clockMs: ms) { clockEntry = text }
            }
        default:
            showClockEntry(problem: "digits, : and . only")
        }
    }

    /// The prompt in the status line, with the reason the last Enter was refused, if any.
    private func showClockEntry(problem: String?) {
        let typed = clockEntry ?? ""
        let prompt = "set clock to: \(typed)_  (mm:ss.t, Enter sets, Esc cancels)"
        status.value = problem.map { "✗ \($0) · " + prompt } ?? prompt
    }

    /// Performs an edit-mode intent on the selected play; outside edit mode it does nothing.
    public func perform(_ intent: PlayLogIntent) {
        guard let offset = editOffset, let play = selectedPlay(at: offset) else { return }
        switch intent {
        case .older: selectPlay(at: offset + 1)
        case .newer: selectPlay(at: offset - 1)
        case .olderPage: selectPlay(at: offset + max(1, presenter.playLogLength))
        case .newerPage: selectPlay(at: offset - max(1, presenter.playLogLength))
        case .leave:
            if isInserting {
                isInserting = false
                describeSelection()
            } else {
                stopEditing()
                status.value = "done editing"
            }
        case .givePlayer(let player):
            if isInserting {
                insertPlayer = player
                status.value =
                    "insert before play \(play.sequence): \(presenter.players[player.index].name), now a move key"
                    + " (\(moveKeys)); \(editKeymap.label(for: .leave)) cancels"
            } else {
                commit(.amend(play: play.sequence, player: player, move: play.move))
            }
        case .changeMove(let move):
            if isInserting {
                let player = insertPlayer ?? selectedPlayer.value
                if commit(.insert(before: play.sequence, player: player, move: move)) {
                    isInserting = false
                    insertPlayer = nil
                }
            } else {
                commit(.amend(play: play.sequence, player: play.player, move: move))
            }
        case .delete:
            commit(.void(play: play.sequence))
        case .insert:
            isInserting = true
            insertPlayer = nil
            status.value =
                "insert before play \(play.sequence) at \(ClockFormat.string(ms: play.clockMs)): a player key"
                + " (\(playerKeys), else \(presenter.players[selectedPlayer.value.index].name)), then a move key"
                + " (\(moveKeys)); \(editKeymap.label(for: .leave)) cancels"
        }
    }

    /// Lays the play log out `length` lines long (the screen's room for it) and shows it.
    public func showPlayLog(length: Int) {
        presenter.showPlayLog(game.state, length: length, selectedOffset: editOffset)
    }

    /// The score progression of the game as folded so far, corrections at their plays' times.
    public func scoreProgression() -> [ScorePoint] {
        WormChart.points(of: game)
    }

    /// Updates `time` from a monotonic reading; it fires only when the shown tenth changes. Once
    /// the clock reaches the rules' time limit, the pause that ends regulation is recorded here,
    /// with no key pressed.
    public func tick(now: Int64) {
        if recordLimitIfReached(now: now) { return }
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

    // MARK: Edit mode

    /// A key in edit mode: the edit table first; a key it does not name leaves edit mode and does
    /// what it does on the scoreboard, except undo, redo, help, quit and write-back, which keep it
    /// (Backspace right after a correction takes it back, and the play stays selected).
    private func handleEditing(_ key: Key) {
        if let intent = editKeymap.intent(for: key) {
            perform(intent)
            return
        }
        guard let intent = keymap.intent(for: key) else {
            refuse(key)
            return
        }
        switch intent {
        case .undo, .redo, .showHelp, .requestQuit, .writeBack:
            perform(intent)
        default:
            stopEditing()
            perform(intent)
        }
    }

    private func startEditing() {
        guard !isReadOnly else {
            status.value = readOnlyReason
            return
        }
        guard !game.state.plays.isEmpty else {
            status.value = "no plays to edit yet"
            return
        }
        editOffset = 0
        isInserting = false
        isEditing.value = true
        selectPlay(at: 0)
    }

    private func stopEditing() {
        editOffset = nil
        isInserting = false
        insertPlayer = nil
        presenter.showPlayLog(game.state, selectedOffset: nil)
        isEditing.value = false
    }

    /// Selects the play `offset` places from the newest, kept within the log; a play being
    /// inserted is dropped.
    private func selectPlay(at offset: Int) {
        let clamped = max(0, min(offset, game.state.plays.count - 1))
        editOffset = clamped
        isInserting = false
        insertPlayer = nil
        presenter.showPlayLog(game.state, selectedOffset: clamped)
        describeSelection()
    }

    /// The play `offset` places from the newest: O(offset).
    private func selectedPlay(at offset: Int) -> Play? {
        game.state.latestPlays(offset + 1).last
    }

    /// The status line in edit mode: which play is selected and what each key does to it.
    private func describeSelection() {
        guard let offset = editOffset, let play = selectedPlay(at: offset) else { return }
        var what =
            "\(ClockFormat.string(ms: play.clockMs)) \(presenter.players[play.player.index].name) \(play.move.label)"
        if play.isDeleted { what += ", deleted" } else if play.isUndone { what += ", undone" }
        let older = editKeymap.label(for: .older) + editKeymap.label(for: .newer)
        let delete = editKeymap.label(for: .delete)
        let insert = editKeymap.label(for: .insert)
        let leave = editKeymap.label(for: .leave)
        // Short enough for 80 columns with short names: the help bar has the rest.
        guard play.counts else {
            status.value = "play \(play.sequence) (\(what)): \(older) another, \(insert) insert before, \(leave) done"
            return
        }
        status.value =
            "play \(play.sequence) (\(what)): \(playerKeys) player, \(moveKeys) move, \(delete) delete,"
            + " \(insert) insert"
    }

    /// The first keys of the edit table's player rows, written together: `uiojkl`.
    private var playerKeys: String {
        editKeymap.bindings.compactMap { binding in
            if case .givePlayer = binding.intent { return binding.keys[0].label }
            return nil
        }.joined()
    }

    /// The first keys of the edit table's move rows, written together: `sdarf`.
    private var moveKeys: String {
        editKeymap.bindings.compactMap { binding in
            if case .changeMove = binding.intent { return binding.keys[0].label }
            return nil
        }.joined()
    }

    // MARK: Recording

    private func select(_ player: PlayerID) {
        guard selectedPlayer.value != player else { return }
        presenter.showSelection(player)
        selectedPlayer.value = player
    }

    /// Records and applies the events `kind` makes; false when the rules or the recorder refused
    /// them (the status line says why).
    @discardableResult
    private func commit(_ kind: GameEventKind, clockMs: Int64? = nil) -> Bool {
        guard !isReadOnly else {
            status.value = readOnlyReason
            return false
        }
        return commits.commit(kind, clockMs: clockMs)
    }

    /// Records the pause at the time limit when the running clock has reached it (see
    /// ``Game/limitPause(clockMs:wallMs:)``): the clock then stops at exactly the limit, and the
    /// status line says who won there or that overtime starts. False when there is nothing to
    /// record, or the recorder refused it (the next tick tries again).
    private func recordLimitIfReached(now: Int64) -> Bool {
        !isReadOnly && commits.commitLimitIfReached(now: now)
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
        commits.writeBack()
    }

    // MARK: Words

    /// The status after a running clock was paused on opening: both that and the notice, the
    /// clock first as the notice can be long; a won game cannot restart its clock.
    private static func resumedStatus(
        at time: String, isFinished: Bool, notice: String?, keymap: ScoreboardKeymap
    ) -> String {
        let paused = "the clock was running, paused at \(time)"
        if let notice { return "resumed: \(paused); \(notice)" }
        if isFinished { return "resumed: \(paused); game over: \(keymap.label(for: .editPlays)) corrects a play" }
        return "resumed: \(paused); \(keymap.label(for: .toggleClock)) restarts it"
    }

    /// What a FINAL board offers next, naming the keys in force: "  n next game · q quit".
    private static func afterFinal(_ keymap: ScoreboardKeymap) -> String {
        guard let next = keymap.keys(for: .nextGame).first else { return "" }
        return "  \(next.label) next game · \(keymap.label(for: .requestQuit)) quit"
    }

    private static func openingStatus(_ state: GameState, isReadOnly: Bool, keymap: ScoreboardKeymap) -> String {
        let clockKey = keymap.label(for: .toggleClock)
        if isReadOnly {
            let close = keymap.readOnly.keys(for: .requestQuit).map(\.label).joined(separator: " or ")
            return "read-only: \(close) closes"
        }
        if state.isFinished {
            return "game over: \(keymap.label(for: .editPlays)) corrects a play" + afterFinal(keymap)
        }
        if state.eventCount == 0 {
            return "new game: press \(clockKey) to start the clock, \(keymap.label(for: .showHelp)) for keys"
        }
        return "resumed: press \(clockKey) to start the clock, \(keymap.label(for: .editPlays)) to correct a play"
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
