/// Where the game clock and event stamps get the time; injected so tests and replay can drive it.
public protocol TimeSource {
    /// Milliseconds on a monotonic clock: only differences mean anything, and it never goes back.
    var monotonicMs: Int64 { get }
    /// Milliseconds since 1970 (UTC), for stamping events with the wall time.
    var wallMs: Int64 { get }
}
