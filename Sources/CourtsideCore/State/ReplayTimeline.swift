/// A recorded game's states at any position, without re-reading anything: snapshots of the folded
/// state every ``interval`` events, taken once, so any position is at most `interval` folds away.
///
/// Position `k` means the first `k` events applied (0…``count``). Stepping forward from the
/// current position is one ``GameState/apply(_:)``; any other move folds from the nearest snapshot
/// at or before the target, or from the current state when that is nearer.
public struct ReplayTimeline: Sendable {
    /// The smallest interval between snapshots.
    public static let minimumInterval = 1_024
    /// The most snapshots kept by default: each one copies the undo stack, which grows with the
    /// game, so their number is bounded to keep a 100,000-event game's memory small.
    public static let defaultSnapshotLimit = 32

    /// The recorded game, whole: the timeline moves through its events and never changes them.
    public let game: Game
    /// Events between snapshots.
    public let interval: Int
    /// The state after `i * interval` events, for every `i` up to `count / interval`.
    private let snapshots: [GameState]
    /// The redo stack each new action cleared, by its event's sequence number (only non-empty ones), so
    /// ``GameState/unapply(_:previousClockMs:clearedRedoStack:)`` can step back. Their sizes add up
    /// to at most the number of undos.
    private let clearedRedoStacks: [Int: ScorerActions]

    /// The state at ``position``.
    public private(set) var state: GameState
    /// The change the last applied event made (nil at position 0).
    public private(set) var lastChange: GameChange?
    /// The change the event before it made, for a status line that skips the clock's automatic pause
    /// after a winning move.
    public private(set) var previousChange: GameChange?

    /// Folds the game once, keeping snapshots; `interval` defaults to ``defaultInterval(for:)``.
    public init(game: Game, interval: Int? = nil) {
        self.game = game
        let interval = Swift.max(1, interval ?? Self.defaultInterval(for: game.events.count))
        self.interval = interval
        var state = GameState(header: game.header)
        var snapshots = [state]
        var cleared: [Int: ScorerActions] = [:]
        snapshots.reserveCapacity(game.events.count / interval + 1)
        for (offset, event) in game.events.enumerated() {
            if event.kind.startsAction, !state.redoStack.isEmpty { cleared[event.sequence] = state.redoStack }
            Self.apply(event, to: &state)
            if (offset + 1) % interval == 0 { snapshots.append(state) }
        }
        self.snapshots = snapshots
        self.clearedRedoStacks = cleared
        self.state = snapshots[0]
    }

    /// `minimumInterval`, or larger for long games so at most ``defaultSnapshotLimit`` snapshots are kept.
    public static func defaultInterval(for count: Int) -> Int {
        Swift.max(minimumInterval, (count + defaultSnapshotLimit - 1) / defaultSnapshotLimit)
    }

    /// Events in the game: the last ``position``, where the replay ends.
    public var count: Int { game.events.count }

    /// Events applied now.
    public var position: Int { state.eventCount }

    /// How many snapshots are kept.
    public var snapshotCount: Int { snapshots.count }

    /// The next event to apply, or nil at the end.
    public var nextEvent: GameEvent? { position < count ? game.events[position] : nil }

    /// Applies the next event: O(1). Returns false at the end.
    @discardableResult
    public mutating func stepForward() -> Bool {
        guard let event = nextEvent else { return false }
        previousChange = lastChange
        lastChange = Self.apply(event, to: &state)
        return true
    }

    /// Moves to the position after `target` events (clamped to 0…``count``).
    ///
    /// Backwards by up to ``interval`` events it takes events back one by one (O(1) amortized each,
    /// so stepping back costs the same as stepping forward); further, it folds at most ``interval``
    /// + 2 events from the nearest snapshot, or from the current state when it is nearer.
    public mutating func seek(to target: Int) {
        let target = Swift.min(Swift.max(0, target), count)
        guard target != position else { return }
        if target == position + 1 {
            stepForward()
            return
        }
        // The last two events are applied through stepForward, so their changes are known.
        let tailStart = Swift.max(0, target - 2)
        if position > tailStart && position - tailStart <= interval {
            while position > tailStart { unapplyLast() }
            lastChange = nil
            previousChange = nil
            while position < target { stepForward() }
            return
        }
        let snapshot = tailStart / interval
        if position > tailStart || position < snapshot * interval { state = snapshots[snapshot] }
        lastChange = nil
        previousChange = nil
        while position < tailStart { Self.apply(game.events[position], to: &state) }
        while position < target { stepForward() }
    }

    private mutating func unapplyLast() {
        let event = game.events[position - 1]
        state.unapply(
            event, previousClockMs: position >= 2 ? game.events[position - 2].clockMs : 0,
            clearedRedoStack: clearedRedoStacks[event.sequence] ?? [])
    }

    @discardableResult
    private static func apply(_ event: GameEvent, to state: inout GameState) -> GameChange {
        do {
            return try state.apply(event)
        } catch {
            // A Game holds only events its own fold accepted.
            preconditionFailure("a folded game's event was refused: \(error)")
        }
    }
}
