import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The store's ``CourtFollower`` as the live view's ``WatchSource``: the view-model module knows
/// no store, so the executable joins them.
@MainActor
final class FollowerWatchSource: WatchSource {
    private let follower: CourtFollower

    /// A source reading `follower`.
    init(_ follower: CourtFollower) {
        self.follower = follower
    }

    /// The library folder.
    var location: String { follower.path ?? follower.folder }
    /// The follower's inotify descriptors.
    var wakeDescriptors: [Int32] { follower.descriptors }
    /// The follower's second look at the scorer's lock, if one is due.
    var recheckAfterMs: Int? { follower.recheckAfterMs }

    /// What the follower found.
    func poll() -> [FollowUpdate] {
        follower.poll()
    }
}
