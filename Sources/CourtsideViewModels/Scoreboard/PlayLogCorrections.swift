import CourtsideCore

/// Edit mode, carried out: the scoreboard's ``ScoreboardMode/editing(_:)`` mode entered and left,
/// plays selected, and what a ``PlayLogEditor/Outcome`` comes to recorded through the one commit
/// path.
///
/// ``PlayLogEditor`` decides what a key means in edit mode; this type does it, on the board's
/// presenter and mode. The ``ScoreboardViewModel`` owns one, hands it every key while editing and
/// tells it after each commit (``keepSelectionInLog()``). It only runs on a board that records: the
/// view model refuses `e` on a read-only one before calling ``start()``. What it cannot finish on
/// its own (a scoring intent, a refusal) it hands back as a ``Handoff``.
@MainActor
final class PlayLogCorrections {
    /// What a key in edit mode leaves for the view model to do.
    enum Handoff: Equatable {
        /// Nothing: the key is done with.
        case done
        /// Perform this scoreboard intent (edit mode kept or already left).
        case perform(ScoreboardIntent)
        /// Refuse the key, saying this.
        case refuse(String)
    }

    private let mode: Dynamic<ScoreboardMode>
    private let selectedPlayer: Dynamic<PlayerID>
    private let presenter: BoardPresenter
    /// The one commit path; also the game as folded so far.
    private let commits: GameCommitter
    private let words: ScoreboardWords
    private let editKeymap: PlayLogKeymap
    /// The scoring keys, which answer a correction's player and move questions.
    private let scoringKeymap: ScoreboardKeymap

    private var state: GameState { commits.game.state }
    private var status: Dynamic<String> { presenter.status }

    /// Corrections of the board `presenter` shows, switching `mode` and recording through
    /// `commits`; an inserted play with no player typed goes to `selectedPlayer`.
    init(
        mode: Dynamic<ScoreboardMode>, selectedPlayer: Dynamic<PlayerID>, presenter: BoardPresenter,
        commits: GameCommitter, words: ScoreboardWords, editKeymap: PlayLogKeymap, scoringKeymap: ScoreboardKeymap
    ) {
        self.mode = mode
        self.selectedPlayer = selectedPlayer
        self.presenter = presenter
        self.commits = commits
        self.words = words
        self.editKeymap = editKeymap
        self.scoringKeymap = scoringKeymap
    }

    /// Enters edit mode on the newest play shown, or says there is none yet.
    func start() {
        guard !presenter.shownEntries(state, count: 1).isEmpty else {
            return status.value = "no plays to edit yet"
        }
        selectPlay(at: 0)
    }

    /// Enters `editor` and has the status line say which play is selected and what is asked.
    func enter(_ editor: PlayLogEditor) {
        mode.value = .editing(editor)
        switch editor.entry(on: presenter, state: state) {
        case .play(let play)?:
            status.value = words.editing(
                play, step: editor.step, selected: selectedPlayer.value, names: state.playerNames)
        case .substitution(let substitution)?: status.value = words.editing(substitution, names: state.playerNames)
        case nil: break
        }
    }

    /// What a key in edit mode comes to, done: a correction is recorded and the play stays
    /// selected; a scoring key leaves edit mode and is handed back to score.
    func handle(_ key: Key, editing editor: PlayLogEditor) -> Handoff {
        guard let entry = editor.entry(on: presenter, state: state) else {
            stopEditing()
            return .done
        }
        let outcome = editor.handling(key, edit: editKeymap, scoring: scoringKeymap, page: presenter.playLogLength)
        guard case .play(let play) = entry else {
            return handle(outcome, of: key, substitution: entry.sequence, editing: editor)
        }
        switch outcome {
        case .step(let step): enter(PlayLogEditor(offset: editor.offset, step: step))
        case .amend(let player, let move):
            // The rebound key flips a split rebound's call (ReboundCall.corrected).
            let move = move.map { $0 == .rebound ? ReboundCall.corrected(play.move) : $0 } ?? play.move
            // A select key picks a panel: the player on court in it now.
            let player = player.map(state.courtPlayer(inPanel:)) ?? play.player
            if commit(.amend(play: play.sequence, player: player, move: move)) {
                mode.value = .editing(PlayLogEditor(offset: editor.offset))
            }
        case .delete: commit(.void(play: play.sequence))
        case .deleteAssist:
            guard play.assist != nil else { return .refuse(words.noLinkedAssist(play)) }
            commit(.assist(play: play.sequence, player: nil))
        case .insert(let player, let move):
            let player = state.courtPlayer(inPanel: player ?? selectedPlayer.value)
            if commit(.insert(before: play.sequence, player: player, move: move)) {
                mode.value = .editing(PlayLogEditor(offset: editor.offset))
            }
        case .select, .leave, .togglePlayLog, .keep, .leaveAnd, .refuse:
            return handleAnyLine(outcome, of: key, editing: editor)
        }
        return .done
    }

    /// What an outcome comes to on a substitution's line: a delete, a move of the selection, the
    /// ways out; a correction of player or move, or an insert, is refused (it names a play).
    private func handle(
        _ outcome: PlayLogEditor.Outcome, of key: Key, substitution: Int, editing editor: PlayLogEditor
    ) -> Handoff {
        switch outcome {
        case .step(.choosing): enter(PlayLogEditor(offset: editor.offset))
        case .step, .amend, .insert, .deleteAssist: return .refuse(words.substitutionRefusal)
        case .delete: commit(.void(play: substitution))
        case .select, .leave, .togglePlayLog, .keep, .leaveAnd, .refuse:
            return handleAnyLine(outcome, of: key, editing: editor)
        }
        return .done
    }

    /// What an outcome comes to whatever the selected line: a move of the selection, the ways out,
    /// the filter, a scoreboard intent handed back, a refusal.
    private func handleAnyLine(_ outcome: PlayLogEditor.Outcome, of key: Key, editing editor: PlayLogEditor) -> Handoff
    {
        switch outcome {
        case .select(let step): selectPlay(at: editor.offset + step)
        case .leave:
            stopEditing()
            status.value = "done editing"
        case .togglePlayLog: togglePlayLog(editor)
        case .keep(let intent): return .perform(intent)
        case .leaveAnd(let intent):
            stopEditing()
            status.value = "done editing"
            return .perform(intent)
        case .refuse: return .refuse(words.editRefusal(key, step: editor.step))
        case .step, .amend, .delete, .deleteAssist, .insert:
            // A line's own corrections: its handler above does them, never sending them here.
            break
        }
        return .done
    }

    /// After a change in edit mode (a delete or an undo can take the selected play's row away):
    /// the selection kept within the log, or edit mode left when the log is empty.
    func keepSelectionInLog() {
        guard case .editing(let editor) = mode.value else { return }
        guard let kept = PlayLogEditor.selecting(editor.offset, step: editor.step, on: presenter, state: state)
        else { return stopEditing() }
        mode.value = .editing(kept)
    }

    /// Records a correction, then keeps the selection in the log; false when refused (the
    /// status line says why).
    @discardableResult
    private func commit(_ kind: GameEventKind) -> Bool {
        guard commits.commit(kind) else { return false }
        keepSelectionInLog()
        return true
    }

    /// Shows every play or only those that stand; the selected play stays selected (or, hidden
    /// now, the nearest play shown).
    private func togglePlayLog(_ editor: PlayLogEditor) {
        guard let entry = editor.entry(on: presenter, state: state) else { return stopEditing() }
        presenter.showAllPlays(!presenter.showsAllPlays, state: state)
        let kept = PlayLogEditor.selecting(sequence: entry.sequence, near: editor.offset, on: presenter, state: state)
        guard let kept else { return stopEditing() }
        enter(kept)
    }

    /// Leaves edit mode: the log shows the newest plays that stand again.
    private func stopEditing() {
        mode.value = .scoring
        presenter.showPlayLog(state, selectedOffset: nil)
        if presenter.showsAllPlays { presenter.showAllPlays(false, state: state) }
    }

    /// Selects the play `offset` places from the newest shown, kept within the log; a correction
    /// under way is dropped.
    private func selectPlay(at offset: Int) {
        guard let editor = PlayLogEditor.selecting(offset, on: presenter, state: state) else {
            return stopEditing()
        }
        enter(editor)
    }
}
