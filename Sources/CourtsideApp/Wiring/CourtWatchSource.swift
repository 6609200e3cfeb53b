import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The store's ``CourtFollower`` as the live view's ``WatchSource``: the view-model module knows
/// no store, so the executable joins them.
@MainActor
package final class CourtWatchSource: WatchSource {
    private let follower: CourtFollower

    /// A source reading `follower`.
    package init(_ follower: CourtFollower) {
        self.follower = follower
    }

    /// The library folder.
    package var location: String { follower.path ?? follower.folder }
    /// The follower's inotify descriptors.
    package var wakeDescriptors: [Int32] { follower.descriptors }
    /// The follower's second look at the scorer's lock, if one is due.
    package var recheckAfterMs: Int? { follower.recheckAfterMs }

    /// What the follower found.
    package func poll() -> [FollowerReport] {
        follower.poll()
    }
}
