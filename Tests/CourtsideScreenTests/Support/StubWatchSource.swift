import CourtsideCore
import CourtsideViewModels

/// A follower stand-in for the watch screen: each poll hands over the next batch of updates.
@MainActor
final class StubWatchSource: WatchSource {
    let location = "/games"
    let wakeDescriptors: [Int32] = [7]
    let recheckAfterMs: Int? = nil
    /// The batches still to hand over, one per poll.
    var batches: [[FollowerReport]]

    init(_ batches: [[FollowerReport]]) {
        self.batches = batches
    }

    func poll() -> [FollowerReport] {
        batches.isEmpty ? [] : batches.removeFirst()
    }
}
