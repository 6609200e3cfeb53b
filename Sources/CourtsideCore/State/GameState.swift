/// The state of a game, folded from its events one at a time.
///
/// Every event costs O(1) (amortized: a new move clears the redo stack it makes unreachable);
/// nothing here ever rescans the history. ``GameState/rebuilt(rules:events:)`` folds from zero and
/// must give a value equal to the incrementally kept one.
public struct GameState: Hashable, Sendable {
    /// The rules the game is played to.
    public let rules: Rules
    /// Per-player counters, indexed by ``PlayerID/index``.
    public private(set) var stats: [PlayerStats]
    /// Home team's score.
    public private(set) var homeScore = 0
    /// Away team's score.
    public private(set) var awayScore = 0
    /// Whether the game clock is running after the last event.
    public private(set) var isClockRunning = false
    /// The game clock at the last event, in milliseconds.
    public private(set) var clockMs: Int64 = 0
    /// How many events have been applied.
    public private(set) var eventCount = 0
    /// Moves in force, oldest first; undo voids the last.
    public private(set) var activeMoves: [MoveRecord] = []
    /// Voided moves that redo may restore, the next to restore last.
    public private(set) var redoStack: [MoveRecord] = []
    /// Sequence numbers of the move events voided now.
    public private(set) var voidedMoves: Set<Int> = []
    /// The winner, or nil while the game goes on.
    public private(set) var winner: Side?

    /// An empty game.
    public init(rules: Rules) {
        self.rules = rules
        self.stats = Array(repeating: PlayerStats(), count: 2 * Team.size)
    }

    /// Whether the game is won.
    public var isFinished: Bool { winner != nil }

    /// A player's counters.
    public func stats(for player: PlayerID) -> PlayerStats { stats[player.index] }

    /// A team's score.
    public func score(_ side: Side) -> Int { side == .home ? homeScore : awayScore }

    /// The sequence number the next event must carry.
    public var nextSequence: Int { eventCount + 1 }

    /// Throws the reason an event of this kind would be refused now; returns if it would be accepted.
    public func check(_ kind: GameEventKind) throws(GameError) {
        switch kind {
        case .move:
            if isFinished { throw .gameOver }
        case .clockStarted:
            if isFinished { throw .gameOver }
            if isClockRunning { throw .clockAlreadyRunning }
        case .clockPaused:
            if !isClockRunning { throw .clockAlreadyPaused }
        case .undo:
            if activeMoves.isEmpty { throw .nothingToUndo }
        case .redo:
            if redoStack.isEmpty { throw .nothingToRedo }
            if isFinished { throw .gameOver }
        }
    }

    /// Applies one event, or throws without changing anything.
    @discardableResult
    public mutating func apply(_ event: GameEvent) throws(GameError) -> GameChange {
        guard event.sequence == nextSequence else {
            throw .outOfSequence(expected: nextSequence, got: event.sequence)
        }
        guard event.clockMs >= clockMs else { throw .clockWentBack(sequence: event.sequence) }
        try check(event.kind)
        let wasFinished = isFinished
        var touched: MoveRecord?
        switch event.kind {
        case .move(let player, let move):
            let record = MoveRecord(sequence: event.sequence, player: player, move: move)
            count(record, +1)
            activeMoves.append(record)
            redoStack.removeAll(keepingCapacity: true)
            touched = record
        case .undo:
            let record = activeMoves.removeLast()
            count(record, -1)
            redoStack.append(record)
            voidedMoves.insert(record.sequence)
            touched = record
        case .redo:
            let record = redoStack.removeLast()
            count(record, +1)
            activeMoves.append(record)
            voidedMoves.remove(record.sequence)
            touched = record
        case .clockStarted:
            isClockRunning = true
        case .clockPaused:
            isClockRunning = false
        }
        eventCount += 1
        clockMs = event.clockMs
        winner = rules.winner(home: homeScore, away: awayScore)
        return GameChange(event: event, move: touched, finishedChanged: wasFinished != isFinished)
    }

    /// Takes back the last applied event, in O(1) amortized, so a replay can step back without
    /// folding again from a snapshot.
    ///
    /// `apply` forgets two things, which the caller passes back: the game clock before the event
    /// (the previous event's `clockMs`, or 0), and for a move, the redo stack the move cleared
    /// (empty if there was none). The state afterwards equals the state before `apply(event)`.
    public mutating func unapply(_ event: GameEvent, previousClockMs: Int64, clearedRedoStack: [MoveRecord]) {
        precondition(event.sequence == eventCount, "only the last applied event can be taken back")
        switch event.kind {
        case .move:
            let record = activeMoves.removeLast()
            precondition(record.sequence == event.sequence, "the log does not match the state")
            count(record, -1)
            redoStack = clearedRedoStack
        case .undo:
            let record = redoStack.removeLast()
            count(record, +1)
            activeMoves.append(record)
            voidedMoves.remove(record.sequence)
        case .redo:
            let record = activeMoves.removeLast()
            count(record, -1)
            redoStack.append(record)
            voidedMoves.insert(record.sequence)
        case .clockStarted:
            isClockRunning = false
        case .clockPaused:
            isClockRunning = true
        }
        eventCount -= 1
        clockMs = previousClockMs
        winner = rules.winner(home: homeScore, away: awayScore)
    }

    private mutating func count(_ record: MoveRecord, _ delta: Int) {
        stats[record.player.index].add(record.move, delta)
        let points = record.move.points * delta
        if record.player.side == .home { homeScore += points } else { awayScore += points }
    }

    /// Folds a whole log from zero.
    public static func rebuilt(rules: Rules, events: some Sequence<GameEvent>) throws(GameError) -> GameState {
        var state = GameState(rules: rules)
        for event in events { try state.apply(event) }
        return state
    }
}
