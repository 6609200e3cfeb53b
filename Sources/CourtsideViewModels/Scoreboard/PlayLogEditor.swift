import CourtsideCore

/// Edit mode (`e`): which line of the log is selected (a play, or a substitution), whose plays
/// the selection goes through, and which correction of it is under way.
///
/// A value of ``ScoreboardMode/editing(_:)``. It reads a key and says what it comes to
/// (``Outcome``); ``PlayLogCorrections`` records the correction. The rule that keeps a basket typed while
/// correcting from rewriting an old play lives here: a select or move key changes the selected
/// play only right after a key of the edit table asked for one (``Step``); otherwise it scores and
/// leaves edit mode.
public struct PlayLogEditor: Equatable, Sendable {
    /// The correction (or the jump) under way.
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
        /// Whose plays to go through: the player of the next select key.
        case following
        /// The clock time typed so far: the play nearest it is selected as it is typed.
        case seeking(String)
    }

    /// What a key in edit mode comes to.
    public enum Outcome: Equatable, Sendable {
        /// Select the play this many places older (newer when negative); of the player followed
        /// only, when one is.
        case select(by: Int)
        /// Select the newest play (true) or the oldest (false); of the player followed only, when
        /// one is.
        case selectEnd(newest: Bool)
        /// Go through the plays of the player in this panel alone (nil: every line again).
        case follow(PlayerID?)
        /// Select the play nearest the clock time typed so far (`430`, `4:30`), the prompt open.
        case seek(String)
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
    /// The player whose plays the older, newer, oldest and newest keys go through; nil for every
    /// line of the log.
    public private(set) var following: PlayerID?

    /// Edit mode on the play `offset` places from the newest, `step` under way, going through
    /// `following`'s plays (every line when nil).
    public init(offset: Int, step: Step = .choosing, following: PlayerID? = nil) {
        self.offset = offset
        self.step = step
        self.following = following
    }

    /// The same selection and player followed, with `step` under way.
    func with(step: Step) -> PlayLogEditor {
        PlayLogEditor(offset: offset, step: step, following: following)
    }

    /// What `key` does: the edit table (`edit`) first; then the scoreboard's keys (`scoring`):
    /// a select or move key answers the step under way, or with none under way scores and leaves.
    /// `page` is how many plays a page key moves.
    public func handling(_ key: Key, edit: PlayLogKeymap, scoring: ScoreboardKeymap, page: Int) -> Outcome {
        if case .seeking(let text) = step {
            // The time prompt takes its characters (the digits 1…6 are select keys elsewhere);
            // Enter and Esc close it where it went; any other key closes it and does its job.
            switch key {
            case .character(let character) where ClockEntry.accepts(character):
                return .seek(text.count < ClockEntry.maximumLength ? text + String(character) : text)
            case .backspace, .delete: return .seek(String(text.dropLast()))
            case .enter, .escape: return .step(.choosing)
            default: return with(step: .choosing).handling(key, edit: edit, scoring: scoring, page: page)
            }
        }
        let scoringIntent = scoring.intent(for: key)
        switch (step, scoringIntent) {
        case (.following, .select(let panel)?): return .follow(panel)
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
        case .undo, .redo, .showHelp, .requestQuit, .writeBack, .flipClockDirection, .readClock:
            return .keep(scoringIntent)
        case .editPlays:
            return .leave
        case .select, .moveSelection, .apply, .toggleClock, .setClock, .nextGame, .timeout, .flipPossession,
            .resetShotClock, .shotClockViolation, .substitute, .join, .rename, .confirmFinal:
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
        case .oldest: .selectEnd(newest: false)
        case .newest: .selectEnd(newest: true)
        // Asked again while it asks: every line again.
        case .followPlayer: step == .following ? .follow(nil) : .step(.following)
        case .goToTime: .step(.seeking(""))
        case .changePlayer: .step(.player)
        case .changeMove: .step(.move)
        case .insert: .step(.inserting(nil))
        case .delete: step == .choosing ? .delete : .refuse
        case .deleteAssist: step == .choosing ? .deleteAssist : .refuse
        case .showAllPlays: .togglePlayLog
        // Esc drops what is under way first: a question, then the player followed, then edit mode.
        case .leave: step != .choosing ? .step(.choosing) : following != nil ? .follow(nil) : .leave
        }
    }
}

extension PlayLogEditor {
    /// Edit mode on the play `offset` places from the newest the log shows, kept within the log,
    /// with `step` under way; `presenter` shows the page holding it. Nil when the log shows no
    /// play (nothing to select).
    @MainActor
    static func selecting(
        _ offset: Int, step: Step = .choosing, following: PlayerID? = nil, on presenter: BoardPresenter,
        state: GameState
    ) -> PlayLogEditor? {
        let count = presenter.shownEntries(state, count: max(0, offset) + 1).count
        guard count > 0 else { return nil }
        let clamped = max(0, min(offset, count - 1))
        presenter.showPlayLog(state, selectedOffset: clamped)
        return PlayLogEditor(offset: clamped, step: step, following: following)
    }

    /// Edit mode on the play `sequence` (after the log's filter changed under it), or on the
    /// nearest play the log shows: its place is looked up anew, O(its place).
    @MainActor
    static func selecting(
        sequence: Int, near offset: Int, following: PlayerID? = nil, on presenter: BoardPresenter, state: GameState
    ) -> PlayLogEditor? {
        var count = offset + 16
        while true {
            let entries = presenter.shownEntries(state, count: count)
            if let found = entries.firstIndex(where: { $0.sequence == sequence }) {
                return selecting(found, following: following, on: presenter, state: state)
            }
            if entries.count < count {
                return selecting(min(offset, entries.count - 1), following: following, on: presenter, state: state)
            }
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
