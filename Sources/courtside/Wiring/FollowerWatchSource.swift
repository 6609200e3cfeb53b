import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The store's ``GameFollower`` as the live view's ``WatchSource``: the view-model module knows
/// no store, so the executable joins them.
@MainActor
final class FollowerWatchSource: WatchSource {
    private let follower: GameFollower

    /// A source reading `follower`.
    init(_ follower: GameFollower) {
        self.follower = follower
    }

    /// The library folder.
    var location: String { follower.path ?? follower.folder }
    /// The follower's inotify descriptor.
    var wakeDescriptors: [Int32] { [follower.descriptor] }
    /// The follower's second look at the scorer's lock, if one is due.
    var recheckAfterMs: Int? { follower.recheckAfterMs }

    /// What the follower found.
    func poll() -> [FollowUpdate] {
        follower.poll()
    }
}
