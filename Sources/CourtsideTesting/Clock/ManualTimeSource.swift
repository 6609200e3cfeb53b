import CourtsideCore

/// A time source that moves only when told: for tests, benchmarks and replay.
public final class ManualTimeSource: TimeSource {
    /// The monotonic reading; move it with ``advance(byMs:)``.
    public private(set) var monotonicMs: Int64
    /// The wall reading; advances together with the monotonic one.
    public private(set) var wallMs: Int64

    /// Starts at the given readings.
    public init(monotonicMs: Int64 = 0, wallMs: Int64 = 1_763_712_000_000) {
        self.monotonicMs = monotonicMs
        self.wallMs = wallMs
    }

    /// Moves both clocks forward.
    public func advance(byMs delta: Int64) {
        precondition(delta >= 0, "time does not go back")
        monotonicMs += delta
        wallMs += delta
    }
}
