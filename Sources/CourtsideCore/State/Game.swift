/// A game: its header, its append-only log, and the state folded from the log.
///
/// `Game` validates and folds; it never stores. A view model asks it to ``prepare(_:clockMs:wallMs:)``
/// the events an intent makes, has them stored, then ``apply(_:)``s them, so nothing is shown
/// that is not on disk.
public struct Game: Sendable {
    /// Who plays, to what, since when.
    public let header: GameHeader
    /// Every event, in order.
    public private(set) var events: [GameEvent]
    /// The state after the last event.
    public private(set) var state: GameState

    /// A game with no events yet.
    public init(header: GameHeader) {
        self.header = header
        self.events = []
        self.state = GameState(header: header)
    }

    /// A game with its log folded; throws on the first event the rules refuse.
    public init(header: GameHeader, events: [GameEvent]) throws(GameError) {
        self.init(header: header)
        self.events.reserveCapacity(events.count)
        for event in events { try apply(event) }
    }

    /// The events an intent makes, validated but not applied: normally one; two when it wins the
    /// game while the clock runs (the event, then the clock's automatic pause), or for a timeout
    /// called while the clock runs (the pause, then the timeout). A move, a
    /// correction, an undo or a redo can each win it. `clockMs` is the clock's reading now, or for
    /// a clock set (``GameEventKind/clockSet(from:)``) the time it is set to.
    ///
    /// O(1): the state is checked and the score after the event computed, never copied.
    public func prepare(_ kind: GameEventKind, clockMs: Int64, wallMs: Int64) throws(GameError) -> [GameEvent] {
        try state.check(kind)
        if case .timeout = kind, state.isClockRunning {
            // A timeout stops the clock: its pause comes first, and both are kept together.
            let at = max(clockMs, state.clockMs)
            let pause = GameEvent(sequence: state.nextSequence, kind: .clockPaused, clockMs: at, wallMs: wallMs)
            return [pause, GameEvent(sequence: pause.sequence + 1, kind: kind, clockMs: at, wallMs: wallMs)]
        }
        // Every event carries the clock as it reads just after it: a clock set its new time (given
        // as `clockMs`), an undo or redo of one the reading moved by the difference it made.
        let jump = state.clockJump(of: kind)
        let stamped: Int64
        if case .clockSet = kind {
            stamped = max(clockMs, 0)
            try state.checkClockSet(to: stamped)
        } else {
            stamped = max(jump == 0 ? clockMs : clockMs + jump, state.earliestClockMs(for: kind))
            if jump > 0 { try state.checkClockSet(to: stamped) }
        }
        let event = GameEvent(sequence: state.nextSequence, kind: kind, clockMs: stamped, wallMs: wallMs)
        let running =
            switch kind {
            case .clockStarted: true
            case .clockPaused: false
            default: state.isClockRunning
            }
        guard running, state.winnerAfter(kind, clockMs: event.clockMs) != nil else { return [event] }
        let pause = GameEvent(
            sequence: event.sequence + 1, kind: .clockPaused, clockMs: event.clockMs, wallMs: wallMs)
        return [event, pause]
    }

    /// The pause that ends regulation time, when the game clock has reached the rules' time limit
    /// while running and nothing recorded it yet: recorded at exactly the limit, whatever the clock
    /// reads now (a tick that came late, a game resumed long after), so the file says when the
    /// buzzer sounded. Nil without a limit, before it, with the clock paused, or once past it.
    public func limitPause(clockMs: Int64, wallMs: Int64) -> GameEvent? {
        guard let limit = header.rules.timeLimitMs, state.isClockRunning, !state.isPastLimit, clockMs >= limit
        else { return nil }
        return GameEvent(
            sequence: state.nextSequence, kind: .clockPaused, clockMs: max(limit, state.clockMs), wallMs: wallMs)
    }

    /// Applies one event to the log and the state, or throws without changing either.
    @discardableResult
    public mutating func apply(_ event: GameEvent) throws(GameError) -> GameChange {
        let change = try state.apply(event)
        events.append(event)
        return change
    }
}

extension Game: GameLog {
    /// The wall time of the last event; nil before the first.
    public var lastEventWallMs: Int64? { events.last?.wallMs }

    /// The highest score each team reached at any point of the log: one fold of the events.
    public var highestScores: (home: Int, away: Int) {
        var state = GameState(header: header)
        var highest = (home: 0, away: 0)
        for event in events {
            _ = try? state.apply(event)
            highest = (max(highest.home, state.homeScore), max(highest.away, state.awayScore))
        }
        return highest
    }

    /// Calls `body` with every event of the log, in order.
    public func forEachEvent(_ body: (GameEvent) throws -> Void) throws {
        for event in events { try body(event) }
    }
}
