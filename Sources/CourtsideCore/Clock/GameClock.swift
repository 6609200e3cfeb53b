/// The game clock: elapsed = accumulated + (now − startedAt).
///
/// It is computed from a monotonic reading each time it is asked, never summed from timer ticks,
/// so it cannot drift however often or seldom the run loop wakes.
///
/// It stops at ``maximumMs`` (100 hours): no game runs that long, so a clock left running for
/// days shows 100:00:00 rather than a number the file format refuses, and no reading (a saved
/// time near `Int64.max`, a monotonic clock that jumps) can overflow the arithmetic.
public struct GameClock: Hashable, Sendable {
    /// The most game time a clock shows or an event records: 100 hours, in milliseconds.
    public static let maximumMs: Int64 = 100 * 60 * 60 * 1000

    /// Milliseconds counted before the current run (all of them while paused).
    public private(set) var accumulatedMs: Int64
    /// The monotonic reading when the clock last started; nil while paused.
    public private(set) var startedAt: Int64?

    /// A paused clock showing `accumulatedMs`, kept within 0…``maximumMs``.
    public init(accumulatedMs: Int64 = 0) {
        self.accumulatedMs = min(max(accumulatedMs, 0), Self.maximumMs)
        self.startedAt = nil
    }

    /// Whether the clock runs.
    public var isRunning: Bool { startedAt != nil }

    /// Elapsed game time at a monotonic reading, at most ``maximumMs``.
    public func elapsedMs(at now: Int64) -> Int64 {
        guard let startedAt else { return accumulatedMs }
        let (running, overflow) = now.subtractingReportingOverflow(startedAt)
        // A reading from before the start (a clock that went back) adds nothing.
        let added = overflow ? (now > startedAt ? Self.maximumMs : 0) : min(max(running, 0), Self.maximumMs)
        return min(accumulatedMs + added, Self.maximumMs)
    }

    /// Starts (or resumes) at a monotonic reading; no effect if running.
    public mutating func start(at now: Int64) {
        guard startedAt == nil else { return }
        startedAt = now
    }

    /// Sets the clock to read `ms` at `now`, running on from there if it runs (a clock set, or
    /// its undo or redo).
    public mutating func set(ms: Int64, at now: Int64) {
        accumulatedMs = min(max(ms, 0), Self.maximumMs)
        if startedAt != nil { startedAt = now }
    }

    /// Pauses at a monotonic reading; no effect if paused.
    public mutating func pause(at now: Int64) {
        guard startedAt != nil else { return }
        accumulatedMs = elapsedMs(at: now)
        startedAt = nil
    }

    /// Milliseconds from `now` until the shown tenth changes (1…100), for a run loop that wakes
    /// only when there is something new to show; nil while paused, and once the clock stopped at
    /// ``maximumMs``.
    public func msUntilNextTenth(at now: Int64) -> Int64? {
        guard isRunning else { return nil }
        let elapsed = elapsedMs(at: now)
        guard elapsed < Self.maximumMs else { return nil }
        return 100 - elapsed % 100
    }
}
