#if canImport(Glibc)
    import Glibc
#endif

/// The monotonic clock, in nanoseconds: every duration in the suite is a difference of two readings.
enum Monotonic {
    /// Nanoseconds since an arbitrary fixed point.
    static func ns() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Sleeps for `ms` milliseconds (resuming after signals).
    static func sleep(ms: Int) {
        var request = timespec(tv_sec: ms / 1000, tv_nsec: (ms % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// Times `body` in nanoseconds.
    static func time(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = ns()
        try body()
        return ns() - start
    }
}
