import CourtsideCore

/// Edit mode (`e`): which line of the log is selected (a play, or a substitution), and which
/// correction of it is under way.
///
/// A value of ``ScoreboardMode/editing(_:)``. It reads a key and says what it comes to
/// (``Outcome``); ``PlayLogCorrections`` records the correction. The rule that keeps a basket typed while
/// correcting from rewriting an old play lives here: a select or move key changes the selected
/// play only right after a key of the edit table asked for one (``Step``); otherwise it scores and
/// leaves edit mode.
public struct PlayLogEditor: Equatable, Sendable {
    /// The correction under way.
    public enum Step: Equatable, Sendable {
        /// A play is selected; nothing asked for yet.
        case choosing
        /// The selected play goes to the player of the next select key.
        case player
        /// The selected play becomes the move of the next move key.
        case move
        /// A forgotten play is being inserted before the selected one: its player so far (nil for
        /// the selected panel's), then a move key enters it.
        case inserting(PlayerID?)
    }

    /// What a key in edit mode comes to.
    public enum Outcome: Equatable, Sendable {
        /// Select the play this many places older (newer when negative).
        case select(by: Int)
        /// The same play, with this step under way (or dropped).
        case step(Step)
        /// Correct the selected play: a new player or a new move.
        case amend(player: PlayerID?, move: Move?)
        /// Delete the selected play.
        case delete
        /// Delete the selected basket's linked assist; the basket stays.
        case deleteAssist
        /// Insert a play before the selected one (nil player: the selected panel's).
        case insert(player: PlayerID?, move: Move)
        /// Leave edit mode.
        case leave
        /// Show every play, or only those that stand.
        case togglePlayLog
        /// A scoreboard intent that keeps edit mode (undo, redo, help, quit, write-back).
        case keep(ScoreboardIntent)
        /// A scoreboard intent that leaves edit mode first (a scoring key, the clock, a selection).
        case leaveAnd(ScoreboardIntent)
        /// A key that means nothing now.
        case refuse
    }

    /// The selected line's place among the lines the log shows, 0 for the newest.
    public private(set) var offset: Int
    /// The correction under way.
    public private(set) var step: Step = .choosing

    /// Edit mode on the play `offset` places from the newest, `step` under way.
    public init(offset: Int, step: Step = .choosing) {
        self.offset = offset
        self.step = step
    }

    /// What `key` does: the edit table (`edit`) first; then the scoreboard's keys (`scoring`):
    /// a select or move key answers the step under way, or with none under way scores and leaves.
    /// `page` is how many plays a page key moves.
    public func handling(_ key: Key, edit: PlayLogKeymap, scoring: ScoreboardKeymap, page: Int) -> Outcome {
        let scoringIntent = scoring.intent(for: key)
        switch (step, scoringIntent) {
        case (.player, .select(let player)?): return .amend(player: player, move: nil)
        case (.move, .apply(let move)?): return .amend(player: nil, move: move)
        case (.inserting, .select(let player)?): return .step(.inserting(player))
        case (.inserting(let player), .apply(let move)?): return .insert(player: player, move: move)
        // A scoring key scores, even one a keys file also gave to an edit action: a basket typed
        // while correcting must never start a correction.
        case (.choosing, .select(let player)?): return .leaveAnd(.select(player))
        case (.choosing, .apply(let move)?): return .leaveAnd(.apply(move))
        default: break
        }
        if let intent = edit.intent(for: key) {
            return outcome(of: intent, page: max(1, page))
        }
        guard let scoringIntent else { return .refuse }
        switch scoringIntent {
        case .undo, .redo, .showHelp, .requestQuit, .writeBack, .flipClockDirection:
            return .keep(scoringIntent)
        case .editPlays:
            return .leave
        case .select, .moveSelection, .apply, .toggleClock, .setClock, .nextGame, .timeout, .flipPossession,
            .resetShotClock, .shotClockViolation, .substitute, .join, .rename:
            // Mid-correction, a key that does not answer it is refused rather than scoring: the
            // scorer asked for a player or a move, and Esc drops the question.
            return step == .choosing ? .leaveAnd(scoringIntent) : .refuse
        }
    }

    private func outcome(of intent: PlayLogIntent, page: Int) -> Outcome {
        switch intent {
        case .older: .select(by: 1)
        case .newer: .select(by: -1)
        case .olderPage: .select(by: page)
        case .newerPage: .select(by: -page)
        case .changePlayer: .step(.player)
        case .changeMove: .step(.move)
        case .insert: .step(.inserting(nil))
        case .delete: step == .choosing ? .delete : .refuse
        case .deleteAssist: step == .choosing ? .deleteAssist : .refuse
        case .showAllPlays: .togglePlayLog
        case .leave: step == .choosing ? .leave : .step(.choosing)
        }
    }
}

extension PlayLogEditor {
    /// Edit mode on the play `offset` places from the newest the log shows, kept within the log,
    /// with `step` under way; `presenter` shows the page holding it. Nil when the log shows no
    /// play (nothing to select).
    @MainActor
    static func selecting(
        _ offset: Int, step: Step = .choosing, on presenter: BoardPresenter, state: GameState
    ) -> PlayLogEditor? {
        let count = presenter.shownEntries(state, count: max(0, offset) + 1).count
        guard count > 0 else { return nil }
        let clamped = max(0, min(offset, count - 1))
        presenter.showPlayLog(state, selectedOffset: clamped)
        return PlayLogEditor(offset: clamped, step: step)
    }

    /// Edit mode on the play `sequence` (after the log's filter changed under it), or on the
    /// nearest play the log shows: its place is looked up anew, O(its place).
    @MainActor
    static func selecting(
        sequence: Int, near offset: Int, on presenter: BoardPresenter, state: GameState
    ) -> PlayLogEditor? {
        var count = offset + 16
        while true {
            let entries = presenter.shownEntries(state, count: count)
            if let found = entries.firstIndex(where: { $0.sequence == sequence }) {
                return selecting(found, on: presenter, state: state)
            }
            if entries.count < count { return selecting(min(offset, entries.count - 1), on: presenter, state: state) }
            count *= 2
        }
    }

    /// The selected line (a play or a substitution), as `presenter` shows `state`'s log: O(offset).
    @MainActor
    func entry(on presenter: BoardPresenter, state: GameState) -> PlayLogEntry? {
        let entries = presenter.shownEntries(state, count: offset + 1)
        return entries.count == offset + 1 ? entries.last : nil
    }
}
