/// The state of a game, folded from its events one at a time.
///
/// Every event costs O(1) (amortized: a new action clears the redo stack it makes unreachable);
/// nothing here ever rescans the history. A correction moves the counters by the difference
/// between the play as it was and as it is now. ``GameState/rebuilt(rules:events:)`` folds from
/// zero and must give a value equal to the incrementally kept one.
///
/// The fold is this file alone: the events applied and taken back, and the scorer actions they do
/// (the `MARK: Scorer actions` part). Only it sets the stored properties (`private(set)`); the
/// other extensions read.
public struct GameState: Hashable, Sendable {
    /// The rules the game is played to.
    public let rules: Rules
    /// Per-player counters, indexed by ``PlayerID/index``.
    public private(set) var stats: [PlayerStats]
    /// Home team's score.
    public private(set) var homeScore = 0
    /// Away team's score.
    public private(set) var awayScore = 0
    /// Home team's fouls in force (fouls deleted or undone do not count).
    public private(set) var homeFouls = 0
    /// Away team's fouls in force.
    public private(set) var awayFouls = 0
    /// Whether the game clock is running after the last event.
    public private(set) var isClockRunning = false
    /// The game clock at the last event, in milliseconds.
    public private(set) var clockMs: Int64 = 0
    /// How many events have been applied.
    public private(set) var eventCount = 0
    /// Every play entered, by the sequence number of the event that made it.
    public private(set) var plays = PlayTable()
    /// What undo takes back, the next one last.
    public private(set) var undoStack = ScorerActions()
    /// What redo restores, the next one last; a new action empties it.
    public private(set) var redoStack = ScorerActions()
    /// The winner, or nil while the game goes on.
    public private(set) var winner: Side?
    /// Home's points from plays made before the time limit (all of them without one).
    public private(set) var homeScoreAtLimit = 0
    /// Away's points from plays made before the time limit (all of them without one).
    public private(set) var awayScoreAtLimit = 0
    /// Home's timeouts that stand (an undone one is given back).
    public private(set) var homeTimeouts = 0
    /// Away's timeouts that stand.
    public private(set) var awayTimeouts = 0
    /// Home's shot-clock violations that stand: team turnovers.
    public private(set) var homeViolations = 0
    /// Away's shot-clock violations that stand.
    public private(set) var awayViolations = 0
    /// The game clock at each team call (timeout, possession, shot-clock reset, violation), by its
    /// event's sequence number: the shot clock runs from there.
    private(set) var callClocks: [Int: Int64] = [:]
    /// The plays made by moves, in order: the log's spine.
    private(set) var movePlays: ContiguousArray<Int32> = []
    /// The plays inserted before each play, oldest first: each sits just before the play it names.
    private(set) var insertedBefore: [Int: [Int]] = [:]
    /// What each clock set changed, by its event's sequence number (undo and redo move the clock by
    /// the difference).
    private(set) var clockSettings: [Int: ClockSetting] = [:]
    /// Who is on court, time on court and plus/minus per player (``GameState+Roster``).
    private(set) var roster: Roster
    /// The substitutions: for the play log, and for who was on court at each play.
    private(set) var substitutionLog = SubstitutionLog()
    /// The players' names now: the header's, late arrivals' and new names (``GameState+Names``).
    private(set) var names: NameLog
    /// The sequence numbers of the confirm events, oldest first: a stack, so `unapply` of one is a
    /// pop. Only the last one can stand (``isConfirmed``).
    private(set) var confirms: [Int] = []

    /// An empty game of two three-player teams.
    public init(rules: Rules) {
        self.init(rules: rules, homePlayers: Team.size, awayPlayers: Team.size)
    }

    /// An empty game of the header's teams: the first three of each on court.
    public init(header: GameHeader) {
        self.init(
            rules: header.rules, homePlayers: header.home.players.count, awayPlayers: header.away.players.count,
            names: NameLog(header))
    }

    /// An empty game of teams of `homePlayers` and `awayPlayers` players (3…8 each), whose names
    /// are not known (""): only late arrivals and new names have one.
    public init(rules: Rules, homePlayers: Int, awayPlayers: Int) {
        self.init(
            rules: rules, homePlayers: homePlayers, awayPlayers: awayPlayers,
            names: NameLog(header: Array(repeating: "", count: PlayerID.count)))
    }

    /// An empty game of these sizes and names (``atStart``).
    init(rules: Rules, homePlayers: Int, awayPlayers: Int, names: NameLog) {
        self.rules = rules
        self.stats = Array(repeating: PlayerStats(), count: PlayerID.count)
        self.roster = Roster(home: homePlayers, away: awayPlayers)
        self.names = names
    }

    /// Makes room for the plays and actions `final` holds, for a fold from the start that is known
    /// to end there (an export folding the log again beside its final state): its storage then
    /// never grows on the way, which would copy it and briefly hold both copies.
    public mutating func reserveCapacity(like final: GameState) {
        plays.reserveCapacity(like: final.plays)
        undoStack.reserveCapacity(final.undoStack.count)
        movePlays.reserveCapacity(final.movePlays.count)
    }

    /// Whether the game is won.
    public var isFinished: Bool { winner != nil }

    /// Whether both sides confirmed the final score as it stands: a confirm is the last event. Any
    /// event after it (a correction, an undo) leaves the game unconfirmed until a new confirm. O(1).
    public var isConfirmed: Bool { confirms.last == eventCount && eventCount > 0 }

    /// Whether the game clock has reached the rules' time limit (never without one).
    public var isPastLimit: Bool { rules.isPastLimit(clockMs: clockMs) }

    /// Whether the game is in overtime: past the limit, tied there, not yet won.
    public var isInOvertime: Bool { isPastLimit && !isFinished && homeScoreAtLimit == awayScoreAtLimit }

    /// Whether a tie at the time limit sent the game to overtime (in overtime now, or won there).
    public var wentToOvertime: Bool {
        isPastLimit && homeScoreAtLimit == awayScoreAtLimit
            && rules.winner(home: homeScoreAtLimit, away: awayScoreAtLimit) == nil
    }

    /// A team's score from the plays made before the time limit.
    public func scoreAtLimit(_ side: Side) -> Int { side == .home ? homeScoreAtLimit : awayScoreAtLimit }

    /// A team's points in overtime so far (0 outside overtime).
    public func overtimePoints(_ side: Side) -> Int {
        guard isPastLimit else { return 0 }
        return score(side) - scoreAtLimit(side)
    }

    /// The winner the counters give, once the game clock reads `clockMs`.
    private func winnerNow(atClockMs clockMs: Int64) -> Side? {
        guard rules.isPastLimit(clockMs: clockMs) else { return rules.winner(home: homeScore, away: awayScore) }
        return rules.winner(home: homeScore, away: awayScore, atLimit: (homeScoreAtLimit, awayScoreAtLimit))
    }

    /// A player's counters.
    public func stats(for player: PlayerID) -> PlayerStats { stats[player.index] }

    /// The timeouts a team has called that stand. O(1).
    public func timeoutsTaken(_ side: Side) -> Int { side == .home ? homeTimeouts : awayTimeouts }

    /// The timeouts a team may still call (``Rules/timeoutsPerTeam`` less those taken). O(1).
    public func timeoutsLeft(_ side: Side) -> Int { max(0, rules.timeoutsPerTeam - timeoutsTaken(side)) }

    /// A team's shot-clock violations that stand (its team turnovers). O(1).
    public func violations(_ side: Side) -> Int { side == .home ? homeViolations : awayViolations }

    /// A team's score.
    public func score(_ side: Side) -> Int { side == .home ? homeScore : awayScore }

    /// A team's fouls in force: the fouls of its players that count now. O(1), kept by the fold.
    public func teamFouls(_ side: Side) -> Int { side == .home ? homeFouls : awayFouls }

    /// The sequence number the next event must carry.
    public var nextSequence: Int { eventCount + 1 }

    /// Applies one event, or throws without changing anything.
    @discardableResult
    public mutating func apply(_ event: GameEvent) throws(GameError) -> GameChange {
        guard event.sequence == nextSequence else {
            throw .outOfSequence(expected: nextSequence, got: event.sequence)
        }
        try check(event.kind)
        if case .clockSet = event.kind {
            try checkClockSet(to: event.clockMs)
        } else if clockJump(of: event.kind) > 0 {
            try checkClockSet(to: event.clockMs)
        }
        guard event.clockMs >= earliestClockMs(for: event.kind) else {
            throw .clockWentBack(sequence: event.sequence)
        }
        if !isFinished && !isPastLimit && rules.isPastLimit(clockMs: event.clockMs),
            winnerNow(atClockMs: event.clockMs) != nil
        {
            // The clock reached the limit before this event, and the leader won there: it may no
            // longer score or restart the clock (the pause at the limit is fine).
            try checkFinished(event.kind)
        }
        let wasFinished = isFinished
        var action: ScorerAction?
        switch event.kind {
        case .move(let player, let move):
            let play = Play(
                sequence: event.sequence, clockMs: event.clockMs, original: PlayerMove(player: player, move: move))
            action = enter(play, by: event)
        case .insert(let before, let player, let move):
            let play = Play(
                sequence: event.sequence, clockMs: plays[slot: before].clockMs, insertedBefore: before,
                original: PlayerMove(player: player, move: move))
            action = enter(play, by: event)
        case .amend(let target, let player, let move):
            let from = plays[slot: target].current
            let done = ScorerAction(
                sequence: event.sequence, play: target,
                kind: .amend(from: from, to: PlayerMove(player: player, move: move))
            )
            perform(done)
            startNewBranch(with: done)
            action = done
        case .void(let target):
            let done = ScorerAction(sequence: event.sequence, play: target, kind: .delete)
            perform(done)
            startNewBranch(with: done)
            action = done
        case .assist(let target, let player):
            let done = ScorerAction(
                sequence: event.sequence, play: target, kind: .credit(from: plays[slot: target].assist, to: player))
            perform(done)
            startNewBranch(with: done)
            action = done
        case .undo:
            let undone = undoStack.removeLast()
            takeBack(undone)
            redoStack.append(undone)
            action = undone
        case .redo:
            let redone = redoStack.removeLast()
            perform(redone)
            undoStack.append(redone)
            action = redone
        case .clockSet(let from):
            let done = ScorerAction(sequence: event.sequence, play: event.sequence, kind: .setClock)
            clockSettings[event.sequence] = ClockSetting(from: from, to: event.clockMs)
            startNewBranch(with: done)
            action = done
        case .timeout(let side):
            action = call(.timeout(side), by: event)
        case .possession(let side):
            action = call(.possession(side), by: event)
        case .shotClockReset:
            action = call(.shotClockReset, by: event)
        case .violation(let side):
            action = call(.violation(side), by: event)
        case .substitution(let off, let on):
            substitutionLog.append(
                Substitution(
                    sequence: event.sequence, clockMs: event.clockMs, off: off, on: on,
                    homeMargin: homeScore - awayScore))
            action = call(.substitution(off: off, on: on), by: event)
        case .join(let side, let name):
            let player = PlayerID(side: side, number: roster.size(side) + 1)
            action = changeName(.join(player), of: player, to: name.text, by: event)
        case .rename(let player, let name):
            action = changeName(.rename(player), of: player, to: name.text, by: event)
        case .confirm:
            confirms.append(event.sequence)
        case .clockStarted:
            isClockRunning = true
        case .clockPaused:
            isClockRunning = false
        }
        eventCount += 1
        clockMs = event.clockMs
        winner = winnerNow(atClockMs: clockMs)
        let play = action.flatMap { plays[$0.play] }
        var substitution: Substitution?
        if play == nil, let action, action.kind == .delete, let index = substitutionLog.index(of: action.play) {
            substitution = substitutionLog.entries[index]
        }
        return GameChange(
            event: event, action: action, play: play, finishedChanged: wasFinished != isFinished,
            substitution: substitution,
            renamed: action.flatMap { $0.kind.isNameChange ? names.change(at: $0.play) : nil })
    }

    /// Takes back the last applied event, in O(1) amortized, so a replay can step back without
    /// folding again from a snapshot.
    ///
    /// `apply` forgets two things, which the caller passes back: the game clock before the event
    /// (the previous event's `clockMs`, or 0), and for an event that starts a new action (a move, a
    /// correction, an insert), the redo stack it cleared (empty if there was none). The state
    /// afterwards equals the state before `apply(event)`.
    public mutating func unapply(_ event: GameEvent, previousClockMs: Int64, clearedRedoStack: ScorerActions) {
        precondition(event.sequence == eventCount, "only the last applied event can be taken back")
        switch event.kind {
        case .move, .insert, .amend, .void, .clockSet, .assist, .timeout, .possession, .shotClockReset, .violation,
            .substitution, .join, .rename:
            let action = undoStack.removeLast()
            precondition(action.sequence == event.sequence, "the log does not match the state")
            takeBack(action)
            if action.kind == .enter {
                let play = plays.removeLast()
                if let before = play.insertedBefore {
                    insertedBefore[before]?.removeLast()
                    if insertedBefore[before]?.isEmpty == true { insertedBefore[before] = nil }
                } else {
                    movePlays.removeLast()
                }
            }
            if action.kind == .setClock { clockSettings[event.sequence] = nil }
            if action.kind.isTeamCall || event.kind.needsRosterFormat { callClocks[event.sequence] = nil }
            if case .substitution = event.kind { substitutionLog.removeLast() }
            if event.kind.needsNamesFormat { names.forget(event.sequence) }
            redoStack = clearedRedoStack
        case .undo:
            let action = redoStack.removeLast()
            perform(action)
            undoStack.append(action)
        case .redo:
            let action = undoStack.removeLast()
            takeBack(action)
            redoStack.append(action)
        case .confirm:
            confirms.removeLast()
        case .clockStarted:
            isClockRunning = false
        case .clockPaused:
            isClockRunning = true
        }
        eventCount -= 1
        clockMs = previousClockMs
        winner = winnerNow(atClockMs: clockMs)
    }

    /// Folds a whole log of two three-player teams from zero.
    public static func rebuilt(rules: Rules, events: some Sequence<GameEvent>) throws(GameError) -> GameState {
        var state = GameState(rules: rules)
        for event in events { try state.apply(event) }
        return state
    }

    /// Folds a whole log of the header's teams from zero.
    public static func rebuilt(header: GameHeader, events: some Sequence<GameEvent>) throws(GameError) -> GameState {
        var state = GameState(header: header)
        for event in events { try state.apply(event) }
        return state
    }

    // MARK: Scorer actions

    // Entering a play, doing an action (first, or again on redo) and taking it back (undo), and
    // counting a play in or out of the counters, the score and the plus/minus. Called by `apply`
    // and `unapply` alone, which check the event first.

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
    mutating func perform(_ action: ScorerAction) { run(action, +1) }

    /// Takes an action back from its play (undo).
    mutating func takeBack(_ action: ScorerAction) { run(action, -1) }

    /// Does an action (`delta` 1) or takes it back (-1). One body for both ways, so that an undo
    /// is the exact mirror of its action by construction.
    private mutating func run(_ action: ScorerAction, _ delta: Int) {
        let undoing = delta < 0
        // A clock set's action, a team call's, a substitution's and a name change's name their own
        // event, which has no play slot.
        if case .setClock = action.kind { return }
        if action.kind.isTeamCall { return countCall(action.kind, delta) }
        if case .substitution(let off, let on) = action.kind {
            substitutionLog.mark(action.play, undone: undoing)
            let (leaving, coming) = undoing ? (on, off) : (off, on)
            return roster.substitute(
                off: leaving, on: coming, atClockMs: callClocks[action.play] ?? clockMs,
                homeMargin: homeScore - awayScore)
        }
        // Undoing a join keeps the name in the slot (NameLog): the plays undone with it still read so.
        if case .join(let player) = action.kind {
            if undoing { roster.leave(player.side) } else { roster.join(player.side) }
        }
        if action.kind.isNameChange {
            return undoing ? names.takeBack(action.play) : names.perform(action.play)
        }
        // A delete of a substitution names the sub event, which has no play slot.
        if case .delete = action.kind, !plays.contains(action.play) {
            return setSubstitution(action.play, deleted: !undoing)
        }
        let slot = plays[slot: action.play]
        let play = action.play
        switch action.kind {
        case .enter:
            plays[slot: play].isUndone = undoing
            count(slot.current, assist: slot.assist, delta, clockMs: slot.clockMs, play: play)
        case .amend(let from, let to):
            count(from, assist: slot.assist, -delta, clockMs: slot.clockMs, play: play)
            count(to, assist: slot.assist, delta, clockMs: slot.clockMs, play: play)
            plays[slot: play].current = undoing ? from : to
            plays[slot: play].amendments += Int32(delta)
        case .delete:
            count(slot.current, assist: slot.assist, -delta, clockMs: slot.clockMs, play: play)
            plays[slot: play].isDeleted = !undoing
        case .credit(let from, let to):
            relink(play, from: undoing ? to : from, to: undoing ? from : to)
        case .setClock, .substitution, .join, .rename:
            // The clock is the event's own (every event carries the clock after it).
            break
        case .timeout, .possession, .shotClockReset, .violation:
            countCall(action.kind, delta)
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
