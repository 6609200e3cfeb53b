import CourtsideCore

/// A game's play-by-play: one entry for every event of the log, in order, made as the events fold.
///
/// Every event is listed, clock starts and pauses, undos, redos and corrections too, so the
/// play-by-play reads as the game was scored. A play stays on its own line as it was entered,
/// marked with what became of it in the final game (undone, deleted, or corrected and to what); each
/// correction has its own line saying what it changed.
///
/// A lazy sequence: iterating folds the log once, O(1) per event and nothing kept but the state, so
/// an export writes the play-by-play of any game without holding it; ``forEachEntry(of:_:)`` does
/// the same over any ``GameLog``, whose events need not be in memory.
public struct PlayByPlay: Sequence, Sendable {
    private let game: Game

    /// The play-by-play of a game.
    public init(game: Game) {
        self.game = game
    }

    /// Every entry, in order, in memory: for tests and small games.
    public var entries: [PlayByPlayEntry] { Array(self) }

    /// A fold of the log from the first event.
    public func makeIterator() -> Iterator { Iterator(game: game) }

    /// Calls `body` with every entry of a log's play-by-play, in order, folding the events as the
    /// log hands them out. Throws what `body` or the log throws, or the ``GameError`` of an event the
    /// fold refuses (a log read again that is not the one its state was folded from).
    public static func forEachEntry(of log: some GameLog, _ body: (PlayByPlayEntry) throws -> Void) throws {
        var step = Step(final: log.state)
        try log.forEachEvent { event in try body(try step.entry(for: event)) }
    }

    /// Folds the log one event at a time; what became of each play comes from the final state.
    public struct Iterator: IteratorProtocol {
        private let events: [GameEvent]
        private var step: Step
        private var index = 0

        init(game: Game) {
            events = game.events
            step = Step(final: game.state)
        }

        /// The next event's entry, or nil after the last.
        public mutating func next() -> PlayByPlayEntry? {
            guard index < events.count else { return nil }
            index += 1
            do {
                return try step.entry(for: events[index - 1])
            } catch {
                // A Game holds only events its own fold accepted.
                preconditionFailure("a folded game's event was refused: \(error)")
            }
        }
    }

    /// One event's entry at a time: the state folded so far, and the final state it is read against.
    struct Step {
        private let final: GameState
        private var state: GameState

        init(final: GameState) {
            self.final = final
            state = final.atStart
            state.reserveCapacity(like: final)
        }

        /// Folds `event` and describes it.
        mutating func entry(for event: GameEvent) throws(GameError) -> PlayByPlayEntry {
            let change = try state.apply(event)
            let play = change.play
            var line = play?.current
            var was: PlayerMove?
            var now: PlayerMove?
            var action: ScorerAction.Kind?
            var isVoided = false
            var isDeleted = false
            var isCorrected = false
            switch event.kind {
            case .move(let player, let move), .insert(_, let player, let move):
                line = PlayerMove(player: player, move: move)
                if let fate = final.plays[event.sequence] {
                    isVoided = fate.isUndone
                    isDeleted = fate.isDeleted
                    isCorrected = fate.isCorrected
                    if isCorrected { now = fate.current }
                }
            case .amend:
                if case .amend(let from, let to)? = change.action?.kind {
                    was = from
                    now = to
                }
                isVoided = !isInForce(event.sequence)
            case .void:
                isVoided = !isInForce(event.sequence)
            case .assist(_, let passer):
                // The event log names the passer (for a deletion, the one it took off); the play
                // it links to is `play`.
                var named = passer
                if named == nil, case .credit(let from, _)? = change.action?.kind { named = from }
                line = named.map { PlayerMove(player: $0, move: .assist) }
                isVoided = !isInForce(event.sequence)
            case .undo, .redo:
                action = change.action?.kind
                if case .amend(let from, let to)? = action {
                    was = event.kind == .undo ? to : from
                    now = event.kind == .undo ? from : to
                }
            case .substitution:
                line = nil
                isVoided = !isInForce(event.sequence)
                isDeleted = final.substitution(event.sequence)?.isDeleted == true
            case .clockSet, .timeout, .possession, .shotClockReset, .violation, .join, .rename:
                line = nil
                isVoided = !isInForce(event.sequence)
            case .clockStarted, .clockPaused, .confirm:
                line = nil
            }
            return PlayByPlayEntry(
                sequence: event.sequence, kind: event.kind, clockMs: event.clockMs, homeScore: state.homeScore,
                awayScore: state.awayScore, line: line, play: play?.sequence, action: action, was: was, now: now,
                isVoided: isVoided, isDeleted: isDeleted, isCorrected: isCorrected, substitution: change.substitution,
                renamed: change.renamed)
        }

        /// Whether the action an event did is in force in the final game: the undo stack holds
        /// exactly those, in the order of their events, so a binary search finds it.
        private func isInForce(_ sequence: Int) -> Bool {
            let stack = final.undoStack
            var low = 0
            var high = stack.count
            while low < high {
                let middle = (low + high) / 2
                if stack.sequence(at: middle) < sequence { low = middle + 1 } else { high = middle }
            }
            return low < stack.count && stack.sequence(at: low) == sequence
        }
    }
}
