import CourtsideCore
import CourtsideText

/// The live scoreboard: turns keys into events in the mode in force, has them recorded (on disk
/// before they are shown, so the screen never shows what a crash could lose), and has its board
/// show the new position; only the `Dynamic`s whose values changed fire.
///
/// What it is doing is one value, ``mode``, on which a key is dispatched once. The status line's
/// prompts (``ScoreboardPrompts``) and edit mode (``PlayLogEditor``, ``PlayLogCorrections``) read
/// their keys themselves and return what a key comes to; the words are ``ScoreboardWords``'; a
/// position's look is the ``BoardPresenter``'s; recording and applying is the ``GameCommitter``'s
/// (the one commit path), which returns its words. This view model carries every outcome out: it
/// is the one writer of ``mode`` and of the status line, and the one caller of the committer (the
/// shape of bubbletea's one `Update` returning its effects).
@MainActor
public final class ScoreboardViewModel: BoardViewModelProtocol {
    /// The board: score, clock, panels and status line.
    public var board: BoardPresenter { presenter }
    /// The board, for the screen: always this one.
    public let shownBoard: Dynamic<(BoardPresenter)?>
    /// The selected player.
    public let selectedPlayer: Dynamic<PlayerID>
    /// What the scoreboard is doing; ``overlay`` and ``isEditing`` follow it.
    public let mode: Dynamic<ScoreboardMode>
    /// What covers the board (follows ``mode``): the help of ``keyHelps`` in force, or the quit question.
    public let overlay: Dynamic<BoardOverlay>
    /// Whether a play of the log is selected (follows ``mode``).
    public let isEditing: Dynamic<Bool>
    /// The scoring keys (0) and the edit keys (1).
    public let keyHelps: [KeyHelp]
    /// 1 while a play is selected (the bar shows the edit keys), else 0 (follows ``mode``).
    public let keysInForce: Dynamic<Int>
    /// True once quitting is confirmed.
    public let isDone: Dynamic<Bool>
    /// Whether the scorer asked for the next game on a FINAL board.
    public private(set) var wantsNextGame = false
    /// The names Tab completes in the name prompt (`+`, `N`): the library's players, read when a
    /// prompt opens (the executable sets it; none by default).
    public var knownNames: () -> [String] = { [] }
    /// Why `+` adds no late arrival on this board, when it must not (a run's game: the run's
    /// result counts the players of the teams it made, so a latecomer joins the run's line); nil
    /// where a late arrival may join.
    public var lateArrivalRefusal: String?
    /// The run whose game this is, when its board is at hand (the game started from it): `+` adds
    /// a latecomer to the run's line through it, then asks whether they join this game now.
    public var run: RunViewModel?
    /// The league sender's line, when a league is configured: the board then has a bar saying how
    /// sending stands, and each saved event nudges the sender. Set before the screen is made.
    public var league: LeagueLink? {
        didSet { bar = league.map { _ in Dynamic(leagueLine.bar(now: timeSource.monotonicMs)) } }
    }
    /// The league's bar; nil without a league (see ``league``).
    public private(set) var bar: Dynamic<BoardBar>?
    /// How the league sender stands, as last heard.
    private var leagueLine = LeagueLine.starting

    /// The game as folded so far (for exports and tests).
    public var game: Game { commits.game }
    /// The keys in force.
    public let keymap: ScoreboardKeymap
    /// The keys in force in edit mode.
    public let editKeymap: PlayLogKeymap

    /// What the status line said before a refusal, while that refusal is shown.
    private var statusBeforeRefusal: String?

    private let presenter: BoardPresenter
    /// The one commit path: prepare → write + fsync → apply once → show.
    private let commits: GameCommitter
    private let timeSource: any TimeSource
    private var clock: GameClock { commits.clock }
    private let words: ScoreboardWords
    private var modeToken: BindingToken?
    /// Edit mode's decisions: which play is selected, which correction is recorded.
    private let corrections: PlayLogCorrections
    /// The status line's questions: a substitution, a name, the clock's time.
    private let prompts: ScoreboardPrompts
    /// The one-key assist after a made basket.
    private var assistLink = AssistLink()

    /// The board's status line, which also says why a key was refused.
    private var status: Dynamic<String> { presenter.status }

    /// Opens a game for scoring. A `notice` (say, a torn
    /// last line skipped on load) replaces the opening status line. The player of the newest play
    /// that stands starts selected, so a resumed game goes on where it stopped.
    ///
    /// A game saved while its clock ran (the laptop died) comes back paused at its saved time: the
    /// pause is recorded at once, so the file says what the screen shows, and the status line says
    /// so beside the notice. A time-limited clock reads `clockDirection` (nil: the game's
    /// default, ``ClockDirection/standard(for:)``).
    public init(
        game: Game, recorder: any GameRecorder, timeSource: any TimeSource, keymap: ScoreboardKeymap = .standard,
        editKeymap: PlayLogKeymap = .standard, notice: String? = nil, clockDirection: ClockDirection? = nil
    ) {
        self.timeSource = timeSource
        // The shot keys' help says what the game's shots are worth (+2 and +3 under shots 2 and 3).
        let keymap = keymap.valuing(game.header.rules.shots)
        self.keymap = keymap
        self.editKeymap = editKeymap
        keyHelps = [
            KeyHelp(keymap),
            KeyHelp(barItems: editKeymap.barItems, entries: editKeymap.helpEntries(scoring: keymap)),
        ]
        keysInForce = Dynamic(0)
        let state = game.state
        words = ScoreboardWords(keymap: keymap, editKeymap: editKeymap)
        let first =
            BoardPresenter.plays(state, count: 1, all: false).first?.player ?? PlayerID(side: .home, number: 1)
        selectedPlayer = Dynamic(first)
        mode = Dynamic(.scoring)
        overlay = Dynamic(.none)
        isEditing = Dynamic(false)
        isDone = Dynamic(false)
        presenter = BoardPresenter(
            header: game.header, state: state, isReadOnly: false, selected: first,
            status: notice ?? words.opening(state), keymap: keymap, clockDirection: clockDirection)
        shownBoard = Dynamic(presenter)
        commits = GameCommitter(
            game: game, recorder: recorder, timeSource: timeSource, presenter: presenter, words: words)
        corrections = PlayLogCorrections(words: words, editKeymap: editKeymap, scoringKeymap: keymap)
        prompts = ScoreboardPrompts(words: words)
        modeToken = mode.bind { [weak self] mode in
            self?.overlay.value = mode.overlay
            self?.isEditing.value = mode.isEditing
            self?.keysInForce.value = mode.isEditing ? 1 : 0
        }
        if state.isClockRunning {
            perform(.toggleClock)
            if !self.game.state.isClockRunning {
                status.value = words.resumed(at: presenter.time.value, isFinished: state.isFinished, notice: notice)
            }
        }
    }

    // MARK: Keys

    /// Reads a key in the mode in force: the help and the quit question answer it, the clock
    /// prompt and edit mode read it themselves, and scoring maps it through the keymap.
    public func handle(_ key: Key) {
        switch mode.value {
        case .help(let under):
            mode.value = under
            // The scorer looked the keys up: a refusal of the key that sent them there is stale now.
            if let before = statusBeforeRefusal {
                status.value = before
                statusBeforeRefusal = nil
            }
        case .confirmQuit(let under):
            switch key {
            case .character("y"), .character("Y"):
                mode.value = .scoring
                pauseForExit()
                isDone.value = true
            case .character("n"), .character("N"), .escape:
                enter(under)
                if case .scoring = under { status.value = "still scoring" }
            default: break
            }
        case .confirmReopen(let intent):
            switch key {
            case .character("y"), .character("Y"):
                mode.value = .scoring
                perform(intent, reopening: true)
            case .character("n"), .character("N"), .escape:
                mode.value = .scoring
                status.value = words.confirmedAlready
            default: break
            }
        case .clockEntry, .substitution, .naming:
            if let outcome = prompts.handle(key, in: mode.value, reading: { clockReading }) { carry(outcome) }
        case .joining(let name): answerJoining(name, key: key)
        case .editing(let editor):
            let outcome = corrections.handle(
                key, editing: editor, on: presenter, state: game.state, selected: selectedPlayer.value)
            carry(outcome, key: key)
        case .scoring:
            // Enter answers an assist offer: yes. It means nothing else here.
            if assistLink.isOffered, key == .enter { return perform(.apply(.assist)) }
            guard let intent = keymap.intent(for: key) else { return turnDownOffer(then: key) }
            perform(intent)
        }
    }

    /// A key with no intent while an assist offer waits turns it down and says so; Esc does no
    /// more, any other such key is refused as usual after it.
    private func turnDownOffer(then key: Key) {
        guard let offer = assistLink.turnDown() else { return refuse(key) }
        status.value = words.assistTurnedDown(
            passer: offer.passer, basket: game.state.plays[offer.play]?.player, names: game.state.playerNames)
        if key != .escape { refuse(key, text: words.assistTurnedDownPrefix + keymap.refusal(for: key)) }
    }

    /// Says why `key` does nothing (`text`, else the keymap's refusal), keeping what the status
    /// line said before so closing the help can put it back.
    private func refuse(_ key: Key, text: String? = nil) {
        if statusBeforeRefusal == nil { statusBeforeRefusal = status.value }
        status.value = text ?? keymap.refusal(for: key)
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends. In a game whose
    /// final score is confirmed, a key that would record an event asks first (`reopening` once
    /// the scorer said yes).
    public func perform(_ intent: ScoreboardIntent, reopening: Bool = false) {
        if !reopening, game.state.isConfirmed, intent.changesGame {
            mode.value = .confirmReopen(intent)
            status.value = words.reopenQuestion(game.state)
            return
        }
        // Any other key moves on from a refusal; the help keeps it until it closes.
        if intent != .showHelp { statusBeforeRefusal = nil }
        // The select keys pick a panel; the assist link asks who is on court in it.
        var linked = intent
        if case .select(let panel) = intent { linked = .select(game.state.courtPlayer(inPanel: panel)) }
        var turnedDown: String?
        switch assistLink.outcome(of: linked, yes: intent == .apply(.assist)) {
        case .usual: break
        case .offer(let play, let passer):
            select(game.state.panel(of: passer) ?? passer)
            status.value = words.assistOffered(
                passer: passer, basket: game.state.plays[play]?.player, names: game.state.playerNames)
            return
        case .link(let play, let passer):
            // Yes: the assist key records the link, not an assist play of its own as well.
            commit(.assist(play: play, player: passer))
            return
        case .turnedDown(let play, let passer):
            status.value = words.assistTurnedDown(
                passer: passer, basket: game.state.plays[play]?.player, names: game.state.playerNames)
            turnedDown = status.value
        }
        defer {
            // The key's own job said something too: show both, the offer's answer first.
            if let turnedDown, status.value != turnedDown {
                status.value = words.assistTurnedDownPrefix + status.value
            }
        }
        switch intent {
        case .select(let player): select(player)
        case .moveSelection(let step): select(step.target(from: selectedPlayer.value))
        case .apply(let move):
            // The one rebound key records the rebound the last miss makes it (ReboundCall).
            let player = game.state.courtPlayer(inPanel: selectedPlayer.value)
            if commit(.move(player, move == .rebound ? ReboundCall.move(for: player, in: game.state) : move)) {
                assistLink.recorded(game.state.latestPlays(1).first)
            }
        case .toggleClock:
            if game.state.isFinished && !game.state.isClockRunning {
                status.value = words.clockAfterFinal
            } else {
                commit(game.state.isClockRunning ? .clockPaused : .clockStarted)
            }
        case .undo: commit(.undo)
        case .redo: commit(.redo)
        case .showHelp: mode.value = .help(over: mode.value)
        case .requestQuit:
            // y/n only where something is at stake: a game still being played.
            if game.state.isFinished {
                isDone.value = true
            } else {
                mode.value = .confirmQuit(over: mode.value)
            }
        case .nextGame: nextGame()
        case .confirmFinal:
            let state = game.state
            if !state.isFinished { return status.value = words.confirmNotYet }
            if state.isConfirmed { return status.value = words.confirmedAlready }
            commit(.confirm(home: state.homeScore, away: state.awayScore))
        case .writeBack: status.value = commits.writeBack()
        case .editPlays: carry(corrections.start(on: presenter, state: game.state), key: nil)
        case .setClock: carry(prompts.startClockEntry(in: game.state))
        case .readClock:
            status.value = words.clockReading(presenter.time.value, state: presenter.clockState.value)
        case .flipClockDirection:
            let flipped = presenter.flipClockDirection(ms: clockReading, state: game.state)
            status.value = words.clockDirection(presenter.clockDirection, flipped: flipped, rules: game.state.rules)
        case .timeout: commit(.timeout(selectedPlayer.value.side))
        case .flipPossession: commit(.possession(game.state.possession?.opponent ?? selectedPlayer.value.side))
        case .resetShotClock: commit(.shotClockReset)
        case .shotClockViolation:
            // The team with the ball loses it to the shot clock; with nobody's ball, nobody can.
            guard let side = game.state.possession else { return status.value = words.violationWithoutBall }
            commit(.violation(side))
        case .substitute: carry(prompts.startSubstitution(panel: selectedPlayer.value, in: game.state))
        case .join:
            if run != nil { return carry(prompts.startArrival(known: knownNames())) }
            if let refusal = lateArrivalRefusal { return status.value = refusal }
            carry(prompts.startJoin(selectedPlayer.value.side, of: game.header, known: knownNames()))
        case .rename: carry(prompts.startRename(panel: selectedPlayer.value, in: game.state, known: knownNames()))
        }
    }

    /// The game clock's reading now, never behind the last event's (a clock set reads from it).
    private var clockReading: Int64 {
        max(clock.elapsedMs(at: timeSource.monotonicMs), game.state.clockMs)
    }

    // MARK: Modes

    /// Enters `next` and shows what its status line says (the prompt, the selected play).
    private func enter(_ next: ScoreboardMode) {
        mode.value = next
        switch next {
        case .clockEntry(let prompt): status.value = prompt.statusText
        case .naming(let prompt): status.value = prompt.statusText
        case .joining(let name): status.value = words.joiningQuestion(name, header: game.header)
        case .substitution(let prompt): status.value = prompt.statusText
        case .editing(let editor):
            let text = corrections.statusText(editor, on: presenter, state: game.state, selected: selectedPlayer.value)
            if let text { status.value = text }
        case .scoring, .help, .confirmQuit, .confirmReopen: break
        }
    }

    /// Carries out what opening a prompt, or a key in one, came to.
    private func carry(_ outcome: ScoreboardPrompts.Outcome) {
        switch outcome {
        case .enter(let next): enter(next)
        case .leave(let text):
            mode.value = .scoring
            status.value = text
        case .say(let text): status.value = text
        case .record(let kind, let clockMs, let retry):
            mode.value = .scoring
            if !commit(kind, clockMs: clockMs), let retry { enter(retry(status.value)) }
        case .arrive(let typed, let retry):
            guard let run else { return }
            if let refusal = run.lateArrival(typed) { return enter(retry(refusal)) }
            enter(.joining(run.state.presentName(typed) ?? typed))
        }
    }

    /// The answer to "does the latecomer join this game now?": `h` or `a` records their `join` to
    /// that team's bench, the run's first (its file written, else nothing is added to the game);
    /// `n` or Esc leaves them in the run's line, where the run makes the teams it then allows (as
    /// after a join refused); any other key asks again.
    private func answerJoining(_ name: String, key: Key) {
        let side: Side
        switch key {
        case .character("h"), .character("H"): side = .home
        case .character("a"), .character("A"): side = .away
        case .character("n"), .character("N"), .escape:
            mode.value = .scoring
            run?.makeTeams()
            return status.value = words.waitsInLine(name)
        default:
            return status.value = words.joiningQuestion(name, header: game.header, again: true)
        }
        mode.value = .scoring
        if !commit(.join(side, name: PlayerName(name)), first: { [run] in run?.joinGame(name, side: side) }) {
            run?.makeTeams()
        }
    }

    /// Carries out what `e`, a key in edit mode (`key`), or a change under it came to.
    private func carry(_ outcome: PlayLogCorrections.Outcome, key: Key?) {
        switch outcome {
        case .none: break
        case .edit(let editor): enter(.editing(editor))
        case .kept(let editor): mode.value = .editing(editor)
        case .stop(let text):
            stopEditing()
            if let text { status.value = text }
        case .say(let text): status.value = text
        case .record(let kind, let then):
            if commit(kind), let then { mode.value = .editing(then) }
        case .perform(let intent, let leaving):
            if leaving {
                stopEditing()
                status.value = "done editing"
            }
            perform(intent)
        case .refuse(let text):
            if let key { refuse(key, text: text) } else { status.value = text }
        case .note(let editor, let text):
            mode.value = .editing(editor)
            status.value = text
        case .togglePlayLog(let editor):
            guard let entry = editor.entry(on: presenter, state: game.state) else { return stopEditing() }
            presenter.showAllPlays(!presenter.showsAllPlays, state: game.state)
            carry(
                corrections.reselect(
                    entry.sequence, near: editor.offset, following: editor.following, on: presenter, state: game.state),
                key: key)
        }
    }

    /// Leaves edit mode: the log shows the newest plays that stand again.
    private func stopEditing() {
        mode.value = .scoring
        presenter.showPlayLog(game.state, selectedOffset: nil)
        if presenter.showsAllPlays { presenter.showAllPlays(false, state: game.state) }
    }

    /// After a change in edit mode: the selection kept within the log, or edit mode left.
    private func keepSelectionInLog() {
        guard case .editing(let editor) = mode.value else { return }
        carry(corrections.keptInLog(editor, on: presenter, state: game.state), key: nil)
    }

    // MARK: Behind the screen

    /// The quit key asks, as on the board, whatever else was going on (a game that is on asks
    /// y/n; a finished one closes); while it asks, y and n answer.
    public func handleBehindNotice(_ key: Key) -> Bool {
        if overlay.value == .confirmQuit {
            handle(key)
            return true
        }
        guard keymap.intent(for: key) == .requestQuit else { return false }
        perform(.requestQuit)
        return true
    }

    /// The quit key, or the question it asked.
    public var noticeKeys: String {
        overlay.value == .confirmQuit ? words.quitQuestion : keymap.noticeLine(for: .requestQuit)
    }

    // MARK: The board

    /// Lays the play log out `length` lines long (the screen's room for it) and shows it.
    public func showPlayLog(length: Int) {
        presenter.showPlayLog(game.state, length: length, selectedOffset: presenter.selectedOffset)
    }

    /// The score progression of the game as folded so far, corrections at their plays' times.
    public func scoreProgression() -> [ScorePoint] {
        WormChart.points(of: game)
    }

    /// Updates `time` from a monotonic reading; it fires only when the shown tenth changes. Once
    /// the clock reaches the rules' time limit, the pause that ends regulation is recorded here,
    /// with no key pressed.
    /// A shot clock run out offers the violation on the status line.
    public func tick(now: Int64) {
        if leagueLine.isTimed { bar?.value = leagueLine.bar(now: now) }
        let buzzers = presenter.shotClockBuzzers
        if !recordLimitIfReached(now: now) { presenter.showTime(ms: clock.elapsedMs(at: now)) }
        if presenter.shotClockBuzzers != buzzers { status.value = words.shotClockOut }
    }

    /// Milliseconds until the shown tenth changes (or, while the league is offline, its duration's
    /// second), or nil while neither changes.
    public func msUntilNextTick(now: Int64) -> Int64? {
        let tenth = clock.msUntilNextTenth(at: now).map { max(1, $0) }
        guard case .waiting(_, let sinceMs, _) = leagueLine else { return tenth }
        let second = 1_000 - (now - sinceMs) % 1_000
        return min(tenth ?? second, second)
    }

    /// The league sender's descriptor, when there is a league.
    public var wakeDescriptors: [Int32] { league.map { [$0.descriptor] } ?? [] }

    /// The league sender has news: show it on the bar.
    public func refresh() {
        guard let line = league?.take() else { return }
        leagueLine = line
        bar?.value = line.bar(now: timeSource.monotonicMs)
    }

    /// Stops a running clock on the way out (a quit, a signal, the terminal gone), so a resume
    /// shows the time the scorer saw.
    public func pauseForExit() {
        // An assist offer nobody answered links nothing: only the scorer's yes does.
        assistLink.close()
        if game.state.isClockRunning { commit(.clockPaused) }
    }

    private func select(_ player: PlayerID) {
        guard selectedPlayer.value != player else { return }
        presenter.showSelection(player)
        selectedPlayer.value = player
    }

    // MARK: Recording

    /// Records and applies the events `kind` makes and says what came of it; false when the rules
    /// or the recorder refused them (the status line says why).
    @discardableResult
    private func commit(_ kind: GameEventKind, clockMs: Int64? = nil, first: (() -> String?)? = nil) -> Bool {
        carry(commits.commit(kind, clockMs: clockMs, first: first))
    }

    /// Records the pause at the time limit once the running clock reaches it (the committer's
    /// buzzer); false when there is nothing to record or the recorder refused it.
    private func recordLimitIfReached(now: Int64) -> Bool {
        guard let outcome = commits.commitLimitIfReached(now: now) else { return false }
        return carry(outcome)
    }

    /// Says what a commit came to; after a recorded one, keeps edit mode's selection in the log.
    private func carry(_ outcome: CommitOutcome) -> Bool {
        if let text = outcome.statusText { status.value = text }
        guard outcome.isRecorded else { return false }
        // On disk now: the sender may read it.
        league?.nudge(game.header.id)
        keepSelectionInLog()
        return true
    }

    /// Leaves a FINAL game as it is for the next one between the same teams.
    private func nextGame() {
        guard game.state.isFinished else { return status.value = words.nextGameNotYet }
        pauseForExit()
        wantsNextGame = true
        isDone.value = true
    }
}
