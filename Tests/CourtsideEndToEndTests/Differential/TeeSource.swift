import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// A follower of a game's file as the watcher's source, keeping a copy of each batch it reads so
/// that serve's court folds the very same updates: one follower, two readers, as `watch` and
/// `serve` each follow the file.
@MainActor
final class TeeSource: WatchSource {
    private let follower: GameFollower
    private var pending: [FollowerReport] = []
    let location: String

    init(_ follower: GameFollower, location: String) {
        self.follower = follower
        self.location = location
    }

    var wakeDescriptors: [Int32] { [follower.descriptor] }
    var recheckAfterMs: Int? { follower.recheckAfterMs }

    func poll() -> [FollowerReport] {
        let updates = follower.poll()
        pending += updates
        return updates
    }

    /// The updates read since the last call, for the second reader.
    func takeUpdates() -> [FollowerReport] {
        defer { pending = [] }
        return pending
    }

    func close() {
        follower.close()
    }
}
