/// A game followed while another process scores it: the game folded from what its file's
/// follower reported, whether a scorer has it, and the follower's own game clock.
///
/// The clock is run here, as the scorer's board runs its own: while the recorded clock runs (and
/// the scorer is there), it counts from the last event's game time; started in the middle of a
/// running game, it adds the wall time since the last event. It starts only with a recorded start
/// (or a whole read), starts again from the new time on a clock set (or its undo or redo) while it
/// runs, stops at the recorded time on a recorded pause, and stops where it is when the scorer or
/// the file goes away (the last state stays). The live view and the overlay files
/// both keep one.
public struct MirroredGame: Sendable {
    /// The game as folded so far; nil before the first whole read.
    public private(set) var game: Game?
    /// The follower's clock.
    public private(set) var clock = GameClock()
    /// Whether a scorer holds the game, as last reported; nil before the first report.
    public private(set) var scorerPresent: Bool?
    /// Whether a scorer was ever reported with the game.
    public private(set) var sawScorer = false
    /// Whether the file is gone (its last state kept).
    public private(set) var isFileMissing = false
    /// Why the file cannot be followed, if it cannot.
    public private(set) var failure: LibraryError?
    /// The change of the last event applied, if it was applied one by one (not read whole).
    private var lastChange: GameChange?

    /// Where the game is, for messages (the file's path).
    public let location: String

    /// Nothing followed yet, from the file at `location`.
    public init(location: String = "") {
        self.location = location
    }

    /// Folds a batch of updates at a monotonic reading `now` (and wall time `wallMs`, for a clock
    /// that ran since the last event) and says what changed. Each event appended (not those of a
    /// game read whole) is folded once, here, and handed to `each` with the state right after it:
    /// the feed's lines are made from that, not from a fold of their own.
    public mutating func apply(
        _ updates: [FollowerReport], now: Int64, wallMs: Int64, each: (GameChange, GameState) -> Void = { _, _ in }
    ) -> MirrorStep {
        var changes: [GameChange] = []
        var loaded = false
        var isNewGame = false
        for update in updates {
            switch update {
            case .waiting:
                // No game to show any more (or yet): nothing of the last one stays.
                self = MirroredGame(location: location)
                changes = []
                loaded = false
            case .loaded(let whole, _):
                isNewGame = isNewGame || game?.header != whole.header
                game = whole
                isFileMissing = false
                failure = nil
                changes = []
                loaded = true
            case .events(let events):
                changes += apply(events, each: each)
            case .scorer(let present):
                scorerPresent = present
                if present { sawScorer = true }
            case .fileMissing:
                isFileMissing = true
            case .failed(let error):
                failure = error
            }
        }
        // A clock set (or its undo or redo) moves the scorer's running clock: the follower's runs
        // on from the set time too, not from where its own had got to.
        let restart = loaded || changes.contains { $0.event.kind == .clockStarted || $0.action?.kind == .setClock }
        syncClock(now: now, wallMs: wallMs, reset: loaded || !changes.isEmpty, restart: restart)
        var shown: GameChange?
        if !changes.isEmpty {
            shown = Self.shownChange((loaded ? [] : lastChange.map { [$0] } ?? []) + changes)
        } else if loaded, let game {
            shown = Self.lastShownChange(of: game)
        }
        if loaded { lastChange = nil }
        if let last = changes.last { lastChange = last }
        return MirrorStep(loaded: loaded, isNewGame: isNewGame, changes: changes, shownChange: shown)
    }

    /// Folds `events` into the game in place (a copy taken to fold would copy the whole game each
    /// batch), telling `each` every change with the state right after it.
    private mutating func apply(_ events: [GameEvent], each: (GameChange, GameState) -> Void) -> [GameChange] {
        guard game != nil else { return [] }
        var changes: [GameChange] = []
        for event in events {
            do {
                let change = try game!.apply(event)
                changes.append(change)
                each(change, game!.state)
            } catch {
                // The follower checked every event with the same fold, so this cannot happen with
                // it; any other source that sends one gets the same answer as a bad file.
                failure = .rejectedEvent(file: location, line: event.sequence + 1, error: error)
                break
            }
        }
        return changes
    }

    private mutating func syncClock(now: Int64, wallMs: Int64, reset: Bool, restart: Bool) {
        guard let game else { return }
        let state = game.state
        let runs =
            state.isClockRunning && !state.isFinished && scorerPresent != false && !isFileMissing && failure == nil
        if runs {
            // A running clock goes on; a stopped one starts only with the recorded start or a whole
            // read (a scorer coming back records a pause before anything else).
            guard restart else { return }
            let sinceLast = max(0, wallMs - (game.events.last?.wallMs ?? wallMs))
            clock = GameClock(accumulatedMs: state.clockMs + sinceLast)
            clock.start(at: now)
        } else if reset {
            clock = GameClock(accumulatedMs: state.clockMs)
        } else {
            clock.pause(at: now)
        }
    }

    /// What a scorer's status line said after a batch of changes: the last one, or after a
    /// winning move, that move rather than the clock's automatic pause that followed it.
    public static func shownChange(_ changes: [GameChange]) -> GameChange? {
        guard var change = changes.last else { return nil }
        if change.event.kind == .clockPaused, changes.count > 1 {
            let previous = changes[changes.count - 2]
            if previous.finishedChanged, previous.event.clockMs == change.event.clockMs { change = previous }
        }
        return change
    }

    /// The last play in `game`: the change of its last event that was not the clock's (a move, a
    /// correction, an undo or a redo), found by folding the log again up to it: O(events), for a
    /// whole read only.
    public static func lastPlayChange(of game: Game) -> GameChange? {
        guard
            let index = game.events.lastIndex(where: { $0.kind != .clockStarted && $0.kind != .clockPaused }),
            var state = try? GameState.rebuilt(header: game.header, events: game.events[..<index])
        else { return nil }
        return try? state.apply(game.events[index])
    }

    /// The last play among `changes` (see ``lastPlayChange(of:)``).
    public static func lastPlayChange(_ changes: [GameChange]) -> GameChange? {
        changes.last { $0.action != nil }
    }

    /// The change a scorer's status line showed last in `game` (see ``shownChange(_:)``), found by
    /// folding the log again up to its last two events: O(events), for a whole read only.
    public static func lastShownChange(of game: Game) -> GameChange? {
        let tail = Array(game.events.suffix(2))
        guard !tail.isEmpty,
            var state = try? GameState.rebuilt(header: game.header, events: game.events.dropLast(tail.count))
        else { return nil }
        var changes: [GameChange] = []
        for event in tail {
            guard let change = try? state.apply(event) else { return nil }
            changes.append(change)
        }
        return shownChange(changes)
    }
}
