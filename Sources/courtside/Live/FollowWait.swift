import CourtsideStore

#if canImport(Glibc)
    import Glibc
#endif

/// Sleeps until a followed game may have changed: `poll(2)` on the follower's inotify descriptor,
/// for `feed --follow` and `overlay`, which have no terminal and no run loop.
enum FollowWait {
    /// Waits until the follower's descriptor is readable, or `timeoutMs` passed (nil: no limit),
    /// or a signal came; the follower's own second look shortens the wait when it wants one.
    static func wait(for follower: GameFollower, timeoutMs: Int64?) {
        let limits = [timeoutMs, follower.recheckAfterMs.map(Int64.init)].compactMap { $0 }
        let wait = limits.min().map { Int32(clamping: max(0, $0)) } ?? -1
        var descriptor = pollfd(fd: follower.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, wait)
    }
}
