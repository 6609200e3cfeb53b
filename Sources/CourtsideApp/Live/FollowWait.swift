import CourtsideStore

#if canImport(Glibc)
    import Glibc
#endif

/// Sleeps until a followed game may have changed: `poll(2)` on the follower's inotify descriptors,
/// for `feed --follow` and `overlay`, which have no terminal and no run loop.
package enum FollowWait {
    /// Waits until one of the follower's descriptors is readable, or `timeoutMs` passed (nil: no limit),
    /// or a signal came; the follower's own second look shortens the wait when it wants one.
    ///
    /// With `output`, also wakes when that descriptor's reader went away (a pipe whose reading end
    /// closed reports POLLERR with no event asked for), and returns true then: `feed --follow | head`
    /// on a game nobody scores ends when head does, not at the next event.
    @discardableResult
    package static func wait(for follower: CourtFollower, timeoutMs: Int64?, output: Int32? = nil) -> Bool {
        let limits = [timeoutMs, follower.recheckAfterMs.map(Int64.init)].compactMap { $0 }
        let wait = limits.min().map { Int32(clamping: max(0, $0)) } ?? -1
        var descriptors = follower.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if let output { descriptors.append(pollfd(fd: output, events: 0, revents: 0)) }
        _ = poll(&descriptors, nfds_t(descriptors.count), wait)
        return output != nil && descriptors[descriptors.count - 1].revents & Int16(POLLERR | POLLHUP) != 0
    }
}
