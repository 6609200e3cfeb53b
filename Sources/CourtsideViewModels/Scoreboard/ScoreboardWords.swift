import CourtsideCore
import CourtsideText

/// Every status text of the live scoreboard that is not a play's own words (those are the
/// ``BoardPresenter``'s): openings, prompts, refusals and edit mode, each naming the keys in force.
///
/// One place, so a message and the key it names cannot drift apart, and the view model only says
/// which text to show.
struct ScoreboardWords {
    /// The scoreboard's keys in force.
    let keymap: ScoreboardKeymap
    /// The edit-mode keys in force.
    let editKeymap: PlayLogKeymap

    // MARK: The one-key assist

    /// The passer's key right after a basket: the offer waits for the next key, and only the
    /// assist key or Enter takes it. `names` are the players' as the game stands
    /// (``GameState/playerNames``), as everywhere below.
    func assistOffered(passer: PlayerID, basket shooter: PlayerID?, names: [String]) -> String {
        "\(names[passer.index]): assist\(on(shooter, names))? \(keymap.label(for: .apply(.assist))) or Enter links it"
    }

    /// Any other key turned the offer down (Esc does nothing else).
    func assistTurnedDown(passer: PlayerID, basket shooter: PlayerID?, names: [String]) -> String {
        "\(names[passer.index]): no assist\(on(shooter, names))"
    }

    /// Put before what the key that turned the offer down said of its own job, so both show.
    let assistTurnedDownPrefix = "no assist · "

    private func on(_ shooter: PlayerID?, _ names: [String]) -> String {
        shooter.map { " on \(names[$0.index])'s basket" } ?? ""
    }

    // MARK: Opening and leaving

    /// The quit question, as the too-small notice asks it.
    let quitQuestion = "Quit? y quits · n keeps scoring"

    /// The status line a board opens with.
    func opening(_ state: GameState) -> String {
        let clockKey = keymap.label(for: .toggleClock)
        if state.isFinished {
            return "game over: \(keymap.label(for: .editPlays)) corrects a play" + afterFinal(state)
        }
        if state.eventCount == 0 {
            return "new game: press \(clockKey) to start the clock, \(keymap.label(for: .showHelp)) for keys"
        }
        return "resumed: press \(clockKey) to start the clock, \(keymap.label(for: .editPlays)) to correct a play"
    }

    /// The status after a running clock was paused on opening: both that and the notice, the
    /// clock first as the notice can be long; a won game cannot restart its clock.
    func resumed(at time: String, isFinished: Bool, notice: String?) -> String {
        let paused = "the clock was running, paused at \(time)"
        if let notice { return "resumed: \(paused); \(notice)" }
        if isFinished { return "resumed: \(paused); game over: \(keymap.label(for: .editPlays)) corrects a play" }
        return "resumed: \(paused); \(keymap.label(for: .toggleClock)) restarts it"
    }

    /// What a FINAL board offers next, naming the keys in force: the confirm while the score is
    /// not confirmed, then "  n next game · q quit"; the opening status line of a won game and the
    /// status line of the winning play end with it.
    func afterFinal(_ state: GameState) -> String {
        guard let next = keymap.keys(for: .nextGame).first else { return confirmOffer(state) }
        return confirmOffer(state) + "  \(next.label) next game · \(keymap.label(for: .requestQuit)) quit"
    }

    /// What a won game offers first while its score is not confirmed: "  Enter: confirm 15-12".
    func confirmOffer(_ state: GameState) -> String {
        guard state.isFinished, !state.isConfirmed, let key = keymap.keys(for: .confirmFinal).first else { return "" }
        return "  \(key.label): confirm \(ScoreFormat.string(home: state.homeScore, away: state.awayScore))"
    }

    /// Said after a change took a confirmed final score away.
    func unconfirmed(_ state: GameState) -> String {
        " · unconfirmed now" + (state.isFinished ? confirmOffer(state) : "")
    }

    /// The question before a change to a confirmed game.
    func reopenQuestion(_ state: GameState) -> String {
        "final score \(ScoreFormat.string(home: state.homeScore, away: state.awayScore)) is confirmed: "
            + "change it (unconfirms it)? y/n"
    }

    /// Enter before FINAL.
    var confirmNotYet: String { "\(keymap.label(for: .confirmFinal)) confirms the final score once the game is FINAL" }

    /// Enter on a confirmed game.
    var confirmedAlready: String { "the final score is confirmed already (\(ClockState.confirmedFinal))" }

    /// `n` before FINAL.
    var nextGameNotYet: String { "\(keymap.label(for: .nextGame)) starts the next game once this one is FINAL" }

    /// A move entered on a clock never started begins with this, so a game does not sit at 00:00.0.
    var clockReminder: String { "\(keymap.label(for: .toggleClock)) starts the clock · " }

    // MARK: Late arrivals and new names

    /// Esc in the name prompt.
    func namingCancelled(_ purpose: NamePrompt.Purpose) -> String {
        switch purpose {
        case .join: "no one joins"
        case .arrive: "no one arrives"
        case .rename(_, let current): "\(current) keeps the name"
        }
    }

    /// The question after a latecomer is in the run's line (`+` on a run's game), with its keys
    /// (kept short: the keys must show at 80 columns); `again` after a key that is none of them.
    func joiningQuestion(_ name: String, header: GameHeader, again: Bool = false) -> String {
        let keys = "h \(header.home.name) · a \(header.away.name) · n no"
        return again ? "✗ one key: \(keys) (\(name) is in the line)" : "\(name) is in the line. Join this game? \(keys)"
    }

    /// `n` to the question: the latecomer waits for the run's next games.
    func waitsInLine(_ name: String) -> String { "\(name) waits in the run's line" }

    // MARK: The clock

    /// Space on a FINAL board: why the clock does not start.
    func noBench(_ side: Side) -> String { "the \(side.rawValue) team has no one on the bench to bring on" }

    var clockAfterFinal: String {
        "FINAL: the clock stays stopped after the win (\(keymap.label(for: .undo)) takes the winning play back)"
    }

    /// `t` on a FINAL board: why the clock is not set.
    var clockSetAfterFinal: String {
        "FINAL: no clock set after the win (\(keymap.label(for: .undo)) takes the winning play back)"
    }

    /// The status when the time limit's pause was recorded: overtime, or "time · " and the result.
    func atLimit(_ state: GameState, result: String) -> String {
        guard !state.isFinished else { return "time · " + result }
        // Short enough for the status row at 80 columns, whatever the score.
        return "tied at time: overtime, first to \(state.rules.overtime) more wins · "
            + "\(keymap.label(for: .toggleClock)) restarts the clock"
    }

    /// The shot clock ran out: the violation, one key away.
    var shotClockOut: String {
        "shot clock violation: \(keymap.label(for: .shotClockViolation)) to record, "
            + "\(keymap.label(for: .resetShotClock)) resets the shot clock"
    }

    /// `A` on a play with no linked assist.
    func noLinkedAssist(_ play: Play) -> String {
        "play \(play.sequence) has no linked assist: \(editKeymap.label(for: .deleteAssist)) deletes one on its basket's line"
    }

    /// `V` while nobody has the ball: a violation is the turnover of the team that has it.
    var violationWithoutBall: String {
        "no violation: nobody has the ball; \(keymap.label(for: .flipPossession)) gives it to the selected team"
    }

    /// The clock turned the other way (`flipped`), or why it was not.
    /// The clock read out (`C`): "clock 03:12.4, running"; "paused", or "final" once won.
    func clockReading(_ time: String, state: ClockState) -> String {
        let word =
            switch state {
            case .running: "running"
            case .paused: "paused"
            case .final: "final"
            }
        return "clock \(time), \(word)"
    }

    func clockDirection(_ direction: ClockDirection, flipped: Bool, rules: Rules) -> String {
        guard flipped else {
            return rules.timeLimitMs == nil
                ? "the clock counts up: this game has no time limit" : "overtime: the clock counts up"
        }
        return direction == .down ? "the clock counts down: the time left" : "the clock counts up: the time played"
    }

    // MARK: Saving

    /// `W` pressed while the game's file is where it was.
    static let nothingToWriteBack = "the game file is in place: nothing to write back"

    /// The game written back after its file was lost; `keptAs` names the file that had replaced it.
    static func writtenBack(keptAs: String?) -> String {
        "game written back" + (keptAs.map { "; the file that replaced it is kept as \($0)" } ?? "")
    }

    /// Writing the game back failed: the reason alone (the file is a new one, of the game's name).
    static func notWrittenBack(_ error: any Error) -> String {
        "not written back: \(FailureWords.reason(error, naming: false))"
    }

    /// The status for events the recorder refused, what the scorer must know first (the status
    /// line is one row, and paths are long): the reason and the file's name (``FailureWords``),
    /// and for a lost game file how to get it back.
    static func notSaved(_ error: any Error) -> String {
        switch error as? LibraryError {
        case .fileGone(let file, let change)?:
            let what =
                switch change {
                case .deleted: "deleted"
                case .replaced: "replaced by another file"
                case .changed: "changed by another program"
                }
            return "not saved: game file \(what); W writes the game back (\(FailureWords.fileName(file)))"
        default:
            return "not saved: \(FailureWords.reason(error))"
        }
    }

    // MARK: Edit mode

    /// The status line in edit mode: which play is selected and what each key does to it, or what
    /// the correction under way waits for. Times are shown as the board's clock shows them
    /// (`limitMs`: counting down from it, the time left); `following` is the player whose plays the
    /// selection goes through.
    func editing(
        _ play: Play, step: PlayLogEditor.Step, selected: PlayerID, names: [String], countdownFrom limitMs: Int64?,
        following: PlayerID?
    ) -> String {
        let leave = editKeymap.label(for: .leave)
        let time = ClockFormat.string(ms: play.clockMs, countingDownFrom: limitMs)
        switch step {
        case .choosing:
            var keys = [
                (PlayLogIntent.changePlayer, "player"), (.changeMove, "move"), (.delete, "delete"),
                (.insert, "insert"),
            ]
            // A linked assist is deleted on its own from its basket's line.
            if play.assist != nil { keys.insert((.deleteAssist, "no assist"), at: 3) }
            let keysText = keys.map { "\(editKeymap.label(for: $0.0)) \($0.1)" }.joined(separator: ", ")
            // Short enough for 80 columns with short names: the help bar has the rest.
            guard let following else {
                return "\(line(play, names: names, countdownFrom: limitMs)): \(keysText); scoring keys score"
            }
            return "\(names[following.index])'s plays · \(line(play, names: names, countdownFrom: limitMs)): "
                + "\(keysText); \(leave) every play"
        case .player:
            return "play \(play.sequence) goes to: a select key (\(selectKeys)); \(leave) cancels"
        case .move:
            return "play \(play.sequence) becomes: a move key (\(moveKeys)); \(leave) cancels"
        case .inserting(let player):
            let who = player.map { names[$0.index] } ?? "\(selectKeys), else \(names[selected.index])"
            return "insert before play \(play.sequence) at \(time): player (\(who)),"
                + " then a move key (\(moveKeys)); \(leave) cancels"
        case .following:
            return whoseQuestion
        case .seeking(let text):
            return seeking(text, found: line(play, names: names, countdownFrom: limitMs))
        }
    }

    /// A play as edit mode names it: "play 4 (00:12.3 Shaq 2PT ast A.I.)", ", deleted" or
    /// ", undone" inside the brackets when it no longer counts.
    private func line(_ play: Play, names: [String], countdownFrom limitMs: Int64?) -> String {
        var what =
            "\(ClockFormat.string(ms: play.clockMs, countingDownFrom: limitMs)) \(names[play.player.index]) "
            + play.move.label
        if let passer = play.assist { what += " ast \(names[passer.index])" }
        if play.isDeleted { what += ", deleted" } else if play.isUndone { what += ", undone" }
        return "play \(play.sequence) (\(what))"
    }

    /// A substitution selected in edit mode: "sub 4 (00:12.3 Eve in for Ann): - delete; scoring
    /// keys score"; while a jump asks, the question with the line.
    func editing(
        _ substitution: Substitution, step: PlayLogEditor.Step, names: [String], countdownFrom limitMs: Int64?
    ) -> String {
        var what =
            "\(ClockFormat.string(ms: substitution.clockMs, countingDownFrom: limitMs)) "
            + "\(names[substitution.on.index]) in for \(names[substitution.off.index])"
        if substitution.isDeleted { what += ", deleted" } else if substitution.isUndone { what += ", undone" }
        let line = "sub \(substitution.sequence) (\(what))"
        switch step {
        case .following: return whoseQuestion
        case .seeking(let text): return seeking(text, found: line)
        case .choosing, .player, .move, .inserting:
            return "\(line): \(editKeymap.label(for: .delete)) delete; scoring keys score"
        }
    }

    /// `w` asks whose plays to go through.
    private var whoseQuestion: String {
        "whose plays: a select key (\(selectKeys)); \(editKeymap.label(for: .followPlayer)) again every play,"
            + " \(editKeymap.label(for: .leave)) cancels"
    }

    /// The time prompt (`g`) with what it typed and the line it found: "go to 430_ (m:ss; 430 is
    /// 4:30): play 12 (…); Enter done".
    private func seeking(_ text: String, found: String) -> String {
        "go to \(text)_ (m:ss; 430 is 4:30): \(found); Enter done"
    }

    /// `w` then a select key found no play of `player` in the log, or no more of them that way.
    func noPlays(of player: PlayerID, names: [String], further: Bool) -> String {
        further ? "no more plays of \(names[player.index]) that way" : "no plays of \(names[player.index]) in the log"
    }

    /// A correction of player or move, or an insert, asked of a substitution's line.
    var substitutionRefusal: String {
        "a substitution is deleted (\(editKeymap.label(for: .delete))) or made again (\(keymap.label(for: .substitute))), not corrected:"
            + " select a play for that"
    }

    /// A key that answers nothing mid-correction.
    func editRefusal(_ key: Key, step: PlayLogEditor.Step) -> String {
        let leave = editKeymap.label(for: .leave)
        switch step {
        case .choosing: return editKeymap.refusal(for: key)
        case .player: return "\(key.quoted): press a select key (\(selectKeys)), or \(leave) to cancel"
        case .move: return "\(key.quoted): press a move key (\(moveKeys)), or \(leave) to cancel"
        case .inserting: return "\(key.quoted): press a select or a move key, or \(leave) to cancel"
        case .following: return "\(key.quoted): press a select key (\(selectKeys)), or \(leave) to cancel"
        case .seeking: return editKeymap.refusal(for: key)
        }
    }

    /// The first keys of the scoreboard's select rows, written together: `uiojkl`.
    private var selectKeys: String {
        keymap.bindings.compactMap { if case .select = $0.intent { $0.keys[0].label } else { nil } }.joined()
    }

    /// The first keys of the scoreboard's move rows, written together: `sdxcarf`.
    private var moveKeys: String {
        keymap.bindings.compactMap { if case .apply = $0.intent { $0.keys[0].label } else { nil } }.joined()
    }
}
