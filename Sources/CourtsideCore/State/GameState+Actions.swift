/// The scorer actions of the fold: entering a play, doing an action (first, or again on redo) and
/// taking it back (undo), and counting a play in or out of the counters, the score and the
/// plus/minus. Called by ``GameState/apply(_:)`` and ``GameState/unapply(_:previousClockMs:clearedRedoStack:)``
/// alone (GameState.swift), which check the event first.
extension GameState {
    /// Does a team call (a timeout, a possession, a shot-clock reset, a violation) as a new action.
    mutating func call(_ kind: ScorerAction.Kind, by event: GameEvent) -> ScorerAction {
        let done = ScorerAction(sequence: event.sequence, play: event.sequence, kind: kind)
        callClocks[event.sequence] = event.clockMs
        perform(done)
        startNewBranch(with: done)
        return done
    }

    /// Does a join or a rename as a new action, keeping the name change by the event's sequence number.
    mutating func changeName(
        _ kind: ScorerAction.Kind, of player: PlayerID, to name: String, by event: GameEvent
    ) -> ScorerAction {
        names.note(event, player: player, name: name, isJoin: kind.isJoin)
        let done = ScorerAction(sequence: event.sequence, play: event.sequence, kind: kind)
        perform(done)
        startNewBranch(with: done)
        return done
    }

    /// Counts a team call's timeout or violation in (`delta` 1) or out (-1).
    mutating func countCall(_ kind: ScorerAction.Kind, _ delta: Int) {
        switch kind {
        case .timeout(let side):
            if side == .home { homeTimeouts += delta } else { awayTimeouts += delta }
        case .violation(let side):
            if side == .home { homeViolations += delta } else { awayViolations += delta }
        default: break
        }
    }

    mutating func enter(_ play: Play, by event: GameEvent) -> ScorerAction {
        plays.add(play)
        if let before = play.insertedBefore {
            insertedBefore[before, default: []].append(play.sequence)
        } else {
            movePlays.append(Int32(play.sequence))
        }
        count(play.current, assist: nil, +1, clockMs: play.clockMs, play: play.sequence)
        let action = ScorerAction(sequence: event.sequence, play: play.sequence, kind: .enter)
        startNewBranch(with: action)
        return action
    }

    mutating func startNewBranch(with action: ScorerAction) {
        undoStack.append(action)
        redoStack.removeAll(keepingCapacity: true)
    }

    /// Does an action to its play (for the first time, or again on redo).
    mutating func perform(_ action: ScorerAction) {
        // A clock set's action, a team call's, a substitution's and a name change's name their own
        // event, which has no play slot.
        if case .setClock = action.kind { return }
        if action.kind.isTeamCall { return countCall(action.kind, +1) }
        if case .substitution(let off, let on) = action.kind {
            substitutionLog.mark(action.play, undone: false)
            return roster.substitute(
                off: off, on: on, atClockMs: callClocks[action.play] ?? clockMs, homeMargin: homeScore - awayScore)
        }
        if case .join(let player) = action.kind { roster.join(player.side) }
        if action.kind.isNameChange { return names.perform(action.play) }
        // A delete of a substitution names the sub event, which has no play slot.
        if case .delete = action.kind, !plays.contains(action.play) {
            return setSubstitution(action.play, deleted: true)
        }
        let slot = plays[slot: action.play]
        let play = action.play
        switch action.kind {
        case .enter:
            plays[slot: action.play].isUndone = false
            count(slot.current, assist: slot.assist, +1, clockMs: slot.clockMs, play: play)
        case .amend(let from, let to):
            count(from, assist: slot.assist, -1, clockMs: slot.clockMs, play: play)
            count(to, assist: slot.assist, +1, clockMs: slot.clockMs, play: play)
            plays[slot: action.play].current = to
            plays[slot: action.play].amendments += 1
        case .delete:
            count(slot.current, assist: slot.assist, -1, clockMs: slot.clockMs, play: play)
            plays[slot: action.play].isDeleted = true
        case .credit(let from, let to):
            relink(action.play, from: from, to: to)
        case .setClock, .substitution, .join, .rename:
            // The clock is the event's own (every event carries the clock after it).
            break
        case .timeout, .possession, .shotClockReset, .violation:
            countCall(action.kind, +1)
        }
    }

    /// Takes an action back from its play (undo).
    mutating func takeBack(_ action: ScorerAction) {
        // A clock set's action, a team call's, a substitution's and a name change's name their own
        // event, which has no play slot.
        if case .setClock = action.kind { return }
        if action.kind.isTeamCall { return countCall(action.kind, -1) }
        if case .substitution(let off, let on) = action.kind {
            substitutionLog.mark(action.play, undone: true)
            return roster.substitute(
                off: on, on: off, atClockMs: callClocks[action.play] ?? clockMs, homeMargin: homeScore - awayScore)
        }
        // Undoing a join keeps the name in the slot (NameLog): the plays undone with it still read so.
        if case .join(let player) = action.kind { roster.leave(player.side) }
        if action.kind.isNameChange { return names.takeBack(action.play) }
        if case .delete = action.kind, !plays.contains(action.play) {
            return setSubstitution(action.play, deleted: false)
        }
        let slot = plays[slot: action.play]
        let play = action.play
        switch action.kind {
        case .enter:
            count(slot.current, assist: slot.assist, -1, clockMs: slot.clockMs, play: play)
            plays[slot: action.play].isUndone = true
        case .amend(let from, let to):
            count(to, assist: slot.assist, -1, clockMs: slot.clockMs, play: play)
            count(from, assist: slot.assist, +1, clockMs: slot.clockMs, play: play)
            plays[slot: action.play].current = from
            plays[slot: action.play].amendments -= 1
        case .delete:
            plays[slot: action.play].isDeleted = false
            count(slot.current, assist: slot.assist, +1, clockMs: slot.clockMs, play: play)
        case .credit(let from, let to):
            relink(action.play, from: to, to: from)
        case .setClock, .substitution, .join, .rename:
            break
        case .timeout, .possession, .shotClockReset, .violation:
            countCall(action.kind, -1)
        }
    }

    /// Deletes the substitution of event `sequence` (or restores it, `deleted` false): as if the
    /// player who went off had stayed on court. Their time on court comes back from the
    /// substitution's clock on, and the plus/minus of the plays after it in the log moves from the
    /// player who came on to them (``Substitution/marginBefore`` says how much). O(log
    /// substitutions); the check made sure no later substitution moved either player.
    mutating func setSubstitution(_ sequence: Int, deleted: Bool) {
        guard let index = substitutionLog.index(of: sequence) else { return }
        let entry = substitutionLog.entries[index]
        let homeMargin = homeScore - awayScore
        let after = homeMargin - Int(entry.marginBefore)
        let teamAfter = entry.off.side == .home ? after : -after
        let (leaving, coming) = deleted ? (entry.on, entry.off) : (entry.off, entry.on)
        roster.substitute(off: leaving, on: coming, atClockMs: entry.clockMs, homeMargin: homeMargin)
        roster.movePlusMinus(teamAfter, from: leaving, to: coming)
        substitutionLog.mark(at: index, deleted: deleted)
    }

    /// Links passer `to` to play `sequence` in place of `from`, moving the assist it credits.
    mutating func relink(_ sequence: Int, from: PlayerID?, to: PlayerID?) {
        let slot = plays[slot: sequence]
        if slot.isPlay, !slot.isDeleted, !slot.isUndone {
            if let before = slot.current.credits(from) { stats[before.index].add(.assist, -1, points: 0) }
            if let after = slot.current.credits(to) { stats[after.index].add(.assist, +1, points: 0) }
        }
        plays[slot: sequence].assist = to
    }

    /// Counts play `play`, made at `clockMs`, in or out: its player's counters, the assist of its
    /// linked passer where the play takes it, its team's score, the score at the limit when it was
    /// made before the limit, and the plus/minus of the players on court when it was made.
    mutating func count(_ line: PlayerMove, assist: PlayerID?, _ delta: Int, clockMs: Int64, play: Int) {
        let points = rules.points(for: line.move) * delta
        if points != 0 && !substitutionLog.isEmpty {
            // Who was on court when the play was made, as the substitutions before it stand now.
            let position = plays.position(of: play)
            roster.score(
                points, by: line.player.side, lineup: substitutionLog.lineup(at: position, onCourt: roster.onCourt))
            substitutionLog.count(line.player.side == .home ? points : -points, at: position)
        }
        stats[line.player.index].add(line.move, delta, points: points)
        if let passer = line.credits(assist) { stats[passer.index].add(.assist, delta, points: 0) }
        let beforeLimit = !rules.isPastLimit(clockMs: clockMs)
        if line.player.side == .home {
            homeScore += points
            if beforeLimit { homeScoreAtLimit += points }
        } else {
            awayScore += points
            if beforeLimit { awayScoreAtLimit += points }
        }
        if line.move == .foul {
            if line.player.side == .home { homeFouls += delta } else { awayFouls += delta }
        }
    }
}
