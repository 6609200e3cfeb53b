/// What an event would do, without applying it: why it would be refused (``check(_:)``), and the
/// score and winner it would leave, in O(1) so preparing a key's events never copies the state.
/// Apart from the fold (GameState.swift) because none of it changes the state.
extension GameState {
    /// Throws the reason an event of this kind would be refused now; returns if it would be accepted.
    public func check(_ kind: GameEventKind) throws(GameError) {
        switch kind {
        case .shotClockReset, .violation:
            if rules.shotClockMs == nil { throw .noShotClock }
        default: break
        }
        switch kind {
        case .move(_, let move), .insert(_, _, let move), .amend(_, _, let move):
            if move.isFreeThrow && !rules.hasFreeThrows { throw .noFreeThrows }
        default: break
        }
        switch kind {
        case .move:
            if isFinished { try checkFinished(kind) }
        case .clockStarted:
            if isFinished { try checkFinished(kind) }
            if isClockRunning { throw .clockAlreadyRunning }
        case .clockPaused:
            if !isClockRunning { throw .clockAlreadyPaused }
        case .undo:
            if undoStack.isEmpty { throw .nothingToUndo }
        case .redo:
            guard !redoStack.isEmpty else { throw .nothingToRedo }
            if isFinished { try checkFinished(kind) }
        case .amend(let target, let player, let move):
            let play = try playInForce(target)
            if play.current == PlayerMove(player: player, move: move) { throw .nothingToCorrect(play: target) }
        case .void(let target):
            if let index = substitutionLog.index(of: target) {
                try checkSubstitutionDelete(at: index)
            } else {
                _ = try playInForce(target)
            }
        case .assist(let target, nil):
            // The linked assist deleted on its own: the basket must have one.
            if try playInForce(target).assist == nil { throw .noLinkedAssist(play: target) }
        case .assist(let target, let player?):
            let play = try playInForce(target)
            guard PlayerMove(player: play.player, move: play.move).credits(player) != nil else {
                throw .assistNotTaken(play: target)
            }
            if play.assist == player { throw .nothingToCorrect(play: target) }
        case .insert(let before, _, _):
            guard plays.contains(before) else { throw .noSuchPlay(before) }
        case .clockSet(let from):
            // What the clock read when set cannot be before the last event.
            if from < clockMs { throw .clockWentBack(sequence: nextSequence) }
        case .timeout(let side):
            if isFinished { try checkFinished(kind) }
            if timeoutsTaken(side) >= rules.timeoutsPerTeam {
                throw .noTimeoutLeft(side, allowed: rules.timeoutsPerTeam)
            }
        case .violation:
            if isFinished { try checkFinished(kind) }
        case .possession, .shotClockReset:
            break
        case .substitution:
            break
        case .confirm(let home, let away):
            guard isFinished, homeScore == home, awayScore == away, !isClockRunning else {
                throw .notFinal(home: home, away: away)
            }
            if isConfirmed { throw .alreadyConfirmed }
        case .join(let side, let name):
            try checkJoin(side, name: name.text)
        case .rename(let player, let name):
            try checkRename(player, to: name.text)
        }
        try checkPlayers(of: kind)
    }

    /// Refuses a clock set to `ms` (or the undo or redo of one that moves the clock forward to `ms`)
    /// that would take a time-limited game still in regulation time to its limit or past it: the
    /// buzzer is the limit's own pause, and a jump over it would skip it.
    public func checkClockSet(to ms: Int64) throws(GameError) {
        if let limit = rules.timeLimitMs, !isPastLimit, ms >= limit { throw .clockSetPastLimit(limitMs: limit) }
    }

    /// The score an event of this kind would leave, without applying it: O(1), so preparing a key's
    /// events never copies the state. Call only for a kind ``check(_:)`` accepts.
    public func scoreAfter(_ kind: GameEventKind) -> (home: Int, away: Int) {
        let tally = tallyAfter(kind, clockMs: clockMs)
        return (tally.home, tally.away)
    }

    /// The winner once an event of this kind is applied at `clockMs` (at least the state's clock),
    /// without applying it: O(1). It counts the time limit as ``apply(_:)`` does: the score of
    /// the plays before the limit decides there, and overtime after a tie.
    public func winnerAfter(_ kind: GameEventKind, clockMs: Int64) -> Side? {
        let clockMs = max(clockMs, self.clockMs)
        let tally = tallyAfter(kind, clockMs: clockMs)
        guard rules.isPastLimit(clockMs: clockMs) else { return rules.winner(home: tally.home, away: tally.away) }
        return rules.winner(home: tally.home, away: tally.away, atLimit: (tally.homeAtLimit, tally.awayAtLimit))
    }

    /// Both scores and both scores at the limit after an event of this kind at `clockMs`.
    private func tallyAfter(
        _ kind: GameEventKind, clockMs: Int64
    ) -> (home: Int, away: Int, homeAtLimit: Int, awayAtLimit: Int) {
        var home = homeScore
        var away = awayScore
        var homeAtLimit = homeScoreAtLimit
        var awayAtLimit = awayScoreAtLimit
        func add(_ line: PlayerMove, _ delta: Int, at playClockMs: Int64) {
            let points = rules.points(for: line.move) * delta
            let beforeLimit = !rules.isPastLimit(clockMs: playClockMs)
            if line.player.side == .home {
                home += points
                if beforeLimit { homeAtLimit += points }
            } else {
                away += points
                if beforeLimit { awayAtLimit += points }
            }
        }
        func replay(_ action: ScorerAction, forward: Bool) {
            let sign = forward ? 1 : -1
            guard let play = plays[action.play] else { return }
            switch action.kind {
            case .enter: add(play.current, sign, at: play.clockMs)
            case .delete: add(play.current, -sign, at: play.clockMs)
            case .amend(let from, let to):
                add(from, -sign, at: play.clockMs)
                add(to, sign, at: play.clockMs)
            case .setClock, .credit, .timeout, .possession, .shotClockReset, .violation, .substitution, .join,
                .rename:
                break
            }
        }
        switch kind {
        case .move(let player, let move):
            add(PlayerMove(player: player, move: move), 1, at: clockMs)
        case .insert(let before, let player, let move):
            add(PlayerMove(player: player, move: move), 1, at: plays[before]?.clockMs ?? clockMs)
        case .amend(let target, let player, let move):
            if let play = plays[target] {
                add(play.current, -1, at: play.clockMs)
                add(PlayerMove(player: player, move: move), 1, at: play.clockMs)
            }
        case .void(let target):
            plays[target].map { add($0.current, -1, at: $0.clockMs) }
        case .undo:
            undoStack.last.map { replay($0, forward: false) }
        case .redo:
            redoStack.last.map { replay($0, forward: true) }
        case .clockStarted, .clockPaused, .clockSet, .assist, .timeout, .possession, .shotClockReset, .violation,
            .substitution, .join, .rename, .confirm:
            break
        }
        return (home, away, homeAtLimit, awayAtLimit)
    }

    /// What a won game refuses: after the final whistle the box score still takes assists,
    /// rebounds and fouls (the assist on the winner is entered after the basket), but no more
    /// points and no more clock.
    func checkFinished(_ kind: GameEventKind) throws(GameError) {
        switch kind {
        case .move(_, let move):
            if rules.points(for: move) > 0 { throw .gameOver }
        case .clockStarted, .timeout, .violation:
            throw .gameOver
        case .redo:
            if let action = redoStack.last, action.kind == .enter, let play = plays[action.play],
                rules.points(for: play.move) > 0
            {
                throw .gameOver
            }
        case .clockPaused, .undo, .amend, .void, .insert, .clockSet, .assist, .possession, .shotClockReset,
            .substitution, .join, .rename, .confirm:
            break
        }
    }

    /// Refuses the delete of a substitution that does not stand, or that a later one hangs on.
    private func checkSubstitutionDelete(at index: Int) throws(GameError) {
        let entry = substitutionLog.entries[index]
        guard entry.stands else { throw .substitutionNotInForce(entry.sequence) }
        if let later = substitutionLog.followingMove(after: index) {
            throw .substitutionFollowed(entry.sequence, by: later.sequence)
        }
    }

    private func playInForce(_ sequence: Int) throws(GameError) -> Play {
        guard let play = plays[sequence] else { throw .noSuchPlay(sequence) }
        guard play.counts else { throw .playNotInForce(sequence) }
        return play
    }
}
