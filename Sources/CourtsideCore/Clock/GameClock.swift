/// The game clock: elapsed = accumulated + (now − startedAt).
///
/// It is computed from a monotonic reading each time it is asked, never summed from timer ticks,
/// so it cannot drift however often or seldom the run loop wakes.
public struct GameClock: Hashable, Sendable {
    /// Milliseconds counted before the current run (all of them while paused).
    public private(set) var accumulatedMs: Int64
    /// The monotonic reading when the clock last started; nil while paused.
    public private(set) var startedAt: Int64?

    /// A paused clock showing `accumulatedMs`.
    public init(accumulatedMs: Int64 = 0) {
        self.accumulatedMs = accumulatedMs
        self.startedAt = nil
    }

    /// Whether the clock runs.
    public var isRunning: Bool { startedAt != nil }

    /// Elapsed game time at a monotonic reading.
    public func elapsedMs(at now: Int64) -> Int64 {
        guard let startedAt else { return accumulatedMs }
        return accumulatedMs + max(0, now - startedAt)
    }

    /// Starts (or resumes) at a monotonic reading; no effect if running.
    public mutating func start(at now: Int64) {
        guard startedAt == nil else { return }
        startedAt = now
    }

    /// Pauses at a monotonic reading; no effect if paused.
    public mutating func pause(at now: Int64) {
        guard startedAt != nil else { return }
        accumulatedMs = elapsedMs(at: now)
        startedAt = nil
    }

    /// Milliseconds from `now` until the shown tenth changes (1…100), for a run loop that wakes
    /// only when there is something new to show; nil while paused.
    public func msUntilNextTenth(at now: Int64) -> Int64? {
        guard isRunning else { return nil }
        return 100 - elapsedMs(at: now) % 100
    }
}
