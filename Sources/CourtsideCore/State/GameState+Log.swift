/// The log as the fold keeps it, read: the latest plays for the scoreboard, every play in order
/// for the exports, and what a clock set changed (for undo and redo of one). Apart from the fold
/// (GameState.swift), which keeps the log as it applies events.
extension GameState {
    /// The plays that do not count now (deleted or undone), by sequence number. O(plays): for
    /// exports, not for the key path.
    public var voidedMoves: Set<Int> { Set(plays.lazy.filter { !$0.counts }.map(\.sequence)) }

    /// The latest `count` plays in the log's order, newest first: every play entered (counting,
    /// deleted or undone), an inserted play just before the play it names. O(count), whatever the
    /// length of the game, so the scoreboard's play log costs the same at any point of a game.
    public func latestPlays(_ count: Int) -> [Play] {
        var result: [Play] = []
        result.reserveCapacity(max(0, count))
        func emit(_ sequence: Int) {
            guard result.count < count, let play = plays[sequence] else { return }
            result.append(play)
            for inserted in (insertedBefore[sequence] ?? []).reversed() { emit(inserted) }
        }
        var index = movePlays.count - 1
        while index >= 0 && result.count < count {
            emit(Int(movePlays[index]))
            index -= 1
        }
        return result
    }

    /// Every play in the log's order, oldest first. O(plays): for exports.
    public var playsInOrder: [Play] {
        var result: [Play] = []
        result.reserveCapacity(plays.count)
        func emit(_ sequence: Int) {
            for inserted in insertedBefore[sequence] ?? [] { emit(inserted) }
            if let play = plays[sequence] { result.append(play) }
        }
        for sequence in movePlays { emit(Int(sequence)) }
        return result
    }

    /// The shot-clock violations that stand (team turnovers), in the log's order: each its event's
    /// sequence number, the team that lost the ball and the game clock. O(actions) when there are
    /// any (the undo stack holds exactly the actions in force), nothing otherwise: for exports.
    public var violationsInForce: [(sequence: Int, side: Side, clockMs: Int64)] {
        guard homeViolations + awayViolations > 0 else { return [] }
        var result: [(sequence: Int, side: Side, clockMs: Int64)] = []
        result.reserveCapacity(homeViolations + awayViolations)
        for action in undoStack {
            if case .violation(let side) = action.kind {
                result.append((action.play, side, callClocks[action.play] ?? 0))
            }
        }
        return result
    }

    /// The team calls (timeouts, possessions, shot-clock resets, violations), substitutions and
    /// name changes (joins, renames) that stand, in the log's order: each its event's sequence
    /// number, what it did and the game clock. A deleted substitution is left out, as is a clock set
    /// (it moves the clock, it is not an event of the game). O(actions): for exports, which list
    /// them among the plays.
    public var callsInForce: [(sequence: Int, kind: ScorerAction.Kind, clockMs: Int64)] {
        var result: [(sequence: Int, kind: ScorerAction.Kind, clockMs: Int64)] = []
        for action in undoStack {
            switch action.kind {
            case .timeout, .possession, .shotClockReset, .violation:
                result.append((action.play, action.kind, callClocks[action.play] ?? 0))
            case .substitution:
                guard substitution(action.play)?.isDeleted != true else { continue }
                result.append((action.play, action.kind, callClocks[action.play] ?? 0))
            case .join, .rename:
                result.append((action.play, action.kind, nameChange(at: action.play)?.clockMs ?? 0))
            case .enter, .amend, .delete, .credit, .setClock:
                continue
            }
        }
        return result
    }

    /// For a clock set, what the clock read before it and what it was set to; nil for any other
    /// event. O(1).
    public func clockSetting(_ sequence: Int) -> (from: Int64, to: Int64)? {
        clockSettings[sequence].map { ($0.from, $0.to) }
    }

    /// How far an event of this kind moves the game clock by itself: the difference a clock set
    /// made, taken back by an undo of it (negative when it was set forward) or put back by its
    /// redo; 0 for everything else, and for a clock set itself, which names its new time. O(1).
    public func clockJump(of kind: GameEventKind) -> Int64 {
        switch kind {
        case .undo:
            guard let action = undoStack.last, action.kind == .setClock, let set = clockSettings[action.play] else {
                return 0
            }
            return set.from - set.to
        case .redo:
            guard let action = redoStack.last, action.kind == .setClock, let set = clockSettings[action.play] else {
                return 0
            }
            return set.to - set.from
        default:
            return 0
        }
    }

    /// The earliest clock an event of this kind may carry now: the clock after the last event,
    /// moved by the event's own jump (``clockJump(of:)``), and never below 0; any time for a clock
    /// set, which may set the clock back.
    public func earliestClockMs(for kind: GameEventKind) -> Int64 {
        if case .clockSet = kind { return 0 }
        let jump = clockJump(of: kind)
        return jump == 0 ? clockMs : max(clockMs + jump, 0)
    }
}
