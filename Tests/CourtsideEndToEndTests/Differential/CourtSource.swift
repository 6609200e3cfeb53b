import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The court's follower (`watch` with no game: game after game) as the watcher's source, as the
/// executable adapts it.
@MainActor
final class CourtSource: WatchSource {
    private let follower: CourtFollower

    init(_ follower: CourtFollower) {
        self.follower = follower
    }

    var location: String { follower.path ?? follower.folder }
    var wakeDescriptors: [Int32] { follower.descriptors }
    var recheckAfterMs: Int? { follower.recheckAfterMs }

    func poll() -> [FollowUpdate] {
        follower.poll()
    }

    func close() {
        follower.close()
    }
}
