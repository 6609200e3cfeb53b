import CourtsideCore

/// Edit mode's decisions: which play a key selects, and what a ``PlayLogEditor/Outcome`` comes to
/// for the game (a correction to record) and the board, as an ``Outcome``.
///
/// ``PlayLogEditor`` decides what a key means in edit mode; this value says what to do about it
/// on the board `presenter` shows, and the ``ScoreboardViewModel`` does it: it is the one writer
/// of the mode and the status line and the one caller of the commit path. It only runs on a board
/// that records: the view model refuses `e` on a read-only one.
@MainActor
struct PlayLogCorrections {
    /// What a key in edit mode (or `e`, or a change under it) comes to.
    enum Outcome: Equatable {
        /// Nothing to do: the mode and the status line stay as they are.
        case none
        /// Edit with `editor`: its play is selected, and the status line says which and what is asked.
        case edit(PlayLogEditor)
        /// Edit with `editor`, the status line left as it is (a correction's words stay).
        case kept(PlayLogEditor)
        /// Leave edit mode; the status line says this, when given.
        case stop(String?)
        /// The mode stays; the status line says this.
        case say(String)
        /// Record `kind` through the commit path; once recorded, edit with `then` when given.
        case record(GameEventKind, then: PlayLogEditor?)
        /// Perform this scoreboard intent, leaving edit mode first when `leaving` ("done editing").
        case perform(ScoreboardIntent, leaving: Bool)
        /// Refuse the key, saying this.
        case refuse(String)
        /// Show every play or only those that stand, keeping `editor`'s play selected.
        case togglePlayLog(PlayLogEditor)
        /// Edit with `editor`, the status line saying this instead (a jump that found nothing).
        case note(PlayLogEditor, String)
    }

    let words: ScoreboardWords
    let editKeymap: PlayLogKeymap
    /// The scoring keys, which answer a correction's player and move questions.
    let scoringKeymap: ScoreboardKeymap

    /// Edit mode entered on the newest play shown, or why not.
    func start(on presenter: BoardPresenter, state: GameState) -> Outcome {
        guard !presenter.shownEntries(state, count: 1).isEmpty else { return .say("no plays to edit yet") }
        return selectPlay(at: 0, on: presenter, state: state)
    }

    /// What the status line says while `editor` is the mode: the play selected and what is asked.
    func statusText(
        _ editor: PlayLogEditor, on presenter: BoardPresenter, state: GameState, selected: PlayerID
    ) -> String? {
        let limitMs = presenter.countdownLimitMs
        switch editor.entry(on: presenter, state: state) {
        case .play(let play)?:
            return words.editing(
                play, step: editor.step, selected: selected, names: state.playerNames, countdownFrom: limitMs,
                following: editor.following)
        case .substitution(let substitution)?:
            return words.editing(substitution, step: editor.step, names: state.playerNames, countdownFrom: limitMs)
        case nil:
            return nil
        }
    }

    /// What a key in edit mode comes to: a correction recorded and the play kept selected; a
    /// scoring key leaving edit mode to score. An inserted play with no player typed goes to
    /// `selected`'s panel.
    func handle(
        _ key: Key, editing editor: PlayLogEditor, on presenter: BoardPresenter, state: GameState,
        selected: PlayerID
    ) -> Outcome {
        guard let entry = editor.entry(on: presenter, state: state) else { return .stop(nil) }
        let outcome = editor.handling(key, edit: editKeymap, scoring: scoringKeymap, page: presenter.playLogLength)
        guard case .play(let play) = entry else {
            return handle(outcome, of: key, substitution: entry.sequence, editing: editor, on: presenter, state: state)
        }
        switch outcome {
        case .step(let step):
            return .edit(editor.with(step: step))
        case .amend(let player, let move):
            // The rebound key flips a split rebound's call (ReboundCall.corrected).
            let move = move.map { $0 == .rebound ? ReboundCall.corrected(play.move) : $0 } ?? play.move
            // A select key picks a panel: the player on court in it now.
            let player = player.map(state.courtPlayer(inPanel:)) ?? play.player
            return .record(
                .amend(play: play.sequence, player: player, move: move), then: editor.with(step: .choosing))
        case .delete:
            return .record(.void(play: play.sequence), then: nil)
        case .deleteAssist:
            guard play.assist != nil else { return .refuse(words.noLinkedAssist(play)) }
            return .record(.assist(play: play.sequence, player: nil), then: nil)
        case .insert(let player, let move):
            let player = state.courtPlayer(inPanel: player ?? selected)
            return .record(
                .insert(before: play.sequence, player: player, move: move), then: editor.with(step: .choosing))
        case .select, .selectEnd, .follow, .seek, .leave, .togglePlayLog, .keep, .leaveAnd, .refuse:
            return handleAnyLine(outcome, of: key, editing: editor, on: presenter, state: state)
        }
    }

    /// What an outcome comes to on a substitution's line: a delete, a move of the selection, the
    /// ways out; a correction of player or move, or an insert, is refused (it names a play).
    private func handle(
        _ outcome: PlayLogEditor.Outcome, of key: Key, substitution: Int, editing editor: PlayLogEditor,
        on presenter: BoardPresenter, state: GameState
    ) -> Outcome {
        switch outcome {
        case .step(.choosing): .edit(editor.with(step: .choosing))
        // The jumps ask of any line.
        case .step(.following): .edit(editor.with(step: .following))
        case .step(.seeking(let text)): .edit(editor.with(step: .seeking(text)))
        case .step, .amend, .insert, .deleteAssist: .refuse(words.substitutionRefusal)
        case .delete: .record(.void(play: substitution), then: nil)
        case .select, .selectEnd, .follow, .seek, .leave, .togglePlayLog, .keep, .leaveAnd, .refuse:
            handleAnyLine(outcome, of: key, editing: editor, on: presenter, state: state)
        }
    }

    /// What an outcome comes to whatever the selected line: a move of the selection, the ways out,
    /// the filter, a scoreboard intent handed back, a refusal.
    private func handleAnyLine(
        _ outcome: PlayLogEditor.Outcome, of key: Key, editing editor: PlayLogEditor, on presenter: BoardPresenter,
        state: GameState
    ) -> Outcome {
        switch outcome {
        case .select(let step):
            guard let player = editor.following else {
                return selectPlay(at: editor.offset + step, on: presenter, state: state)
            }
            return jumps(on: presenter, state: state).step(by: step, among: player, from: editor)
        case .selectEnd(let newest): return jumps(on: presenter, state: state).end(newest: newest, from: editor)
        case .follow(let panel):
            return jumps(on: presenter, state: state).follow(panel.map(state.courtPlayer(inPanel:)), from: editor)
        case .seek(let text): return jumps(on: presenter, state: state).seek(text, from: editor)
        case .leave: return .stop("done editing")
        case .togglePlayLog: return .togglePlayLog(editor)
        case .keep(let intent): return .perform(intent, leaving: false)
        case .leaveAnd(let intent): return .perform(intent, leaving: true)
        case .refuse: return .refuse(words.editRefusal(key, step: editor.step))
        // A line's own corrections: its handler above does them, never sending them here.
        case .step, .amend, .delete, .deleteAssist, .insert: return .none
        }
    }

    /// The jumps across the whole log on `presenter` as it shows `state`.
    private func jumps(on presenter: BoardPresenter, state: GameState) -> PlayLogJumps {
        PlayLogJumps(words: words, presenter: presenter, state: state)
    }

    /// After a change in edit mode (a delete or an undo can take the selected play's row away):
    /// the selection kept within the log, or edit mode left when the log is empty.
    func keptInLog(_ editor: PlayLogEditor, on presenter: BoardPresenter, state: GameState) -> Outcome {
        guard
            let kept = PlayLogEditor.selecting(
                editor.offset, step: editor.step, following: editor.following, on: presenter, state: state)
        else { return .stop(nil) }
        return .kept(kept)
    }

    /// After the log was filtered the other way: `sequence`'s play selected again (or, hidden now,
    /// the nearest play shown), or edit mode left.
    func reselect(
        _ sequence: Int, near offset: Int, following: PlayerID?, on presenter: BoardPresenter, state: GameState
    ) -> Outcome {
        guard
            let kept = PlayLogEditor.selecting(
                sequence: sequence, near: offset, following: following, on: presenter, state: state)
        else { return .stop(nil) }
        return .edit(kept)
    }

    /// Selects the play `offset` places from the newest shown, kept within the log; a correction
    /// under way is dropped, and so is the player followed (the older and newer keys without one).
    private func selectPlay(at offset: Int, on presenter: BoardPresenter, state: GameState) -> Outcome {
        guard let editor = PlayLogEditor.selecting(offset, on: presenter, state: state) else { return .stop(nil) }
        return .edit(editor)
    }
}
