#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's clocks: `CLOCK_MONOTONIC` for the game clock, `CLOCK_REALTIME` for stamps.
public struct SystemTimeSource: TimeSource, Sendable {
    /// The machine's clocks; a source holds nothing, so every one reads the same two clocks.
    public init() {}

    /// The monotonic clock, which wall-clock changes (NTP, the user) cannot move.
    public var monotonicMs: Int64 { Self.read(CLOCK_MONOTONIC) }

    /// The wall clock (`CLOCK_REALTIME`), in milliseconds since 1970 (UTC): the events' stamps. NTP
    /// or the user may move it, so no duration is measured with it.
    public var wallMs: Int64 { Self.read(CLOCK_REALTIME) }

    private static func read(_ clock: clockid_t) -> Int64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }
}
