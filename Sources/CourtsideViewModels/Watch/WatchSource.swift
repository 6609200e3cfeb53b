import CourtsideCore

/// Where a watched game's changes come from: a follower of its file (the store's `GameFollower`,
/// adapted by the executable), or a scripted source in tests.
///
/// The run loop sleeps on ``wakeDescriptors`` and, when one is readable, the view model asks
/// ``poll()`` what changed; so a watcher wakes for the scorer's events, not on a timer.
@MainActor
public protocol WatchSource: AnyObject {
    /// Where the games are, for people (the library folder).
    var location: String { get }
    /// Descriptors that become readable when the game may have changed.
    var wakeDescriptors: [Int32] { get }
    /// When set, ``poll()`` wants to be called again after this many milliseconds even if no
    /// descriptor became readable (a second look at the scorer's lock); nil otherwise.
    var recheckAfterMs: Int? { get }
    /// What changed since the last call, in order; never blocks.
    func poll() -> [FollowerReport]
}
