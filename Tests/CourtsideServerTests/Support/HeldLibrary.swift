import CourtsideCore
import CourtsideServer
import CourtsideStore
import Dispatch
import Foundation

/// A library whose listings wait until the test lets them go: a slow `/api/games` (20,000 games)
/// made as slow as the test needs, with nothing timed. Should they never be let go (the test
/// failing), they go by themselves after `seconds`.
final class HeldLibrary: ServedLibrary, @unchecked Sendable {
    private let library: FileGameLibrary
    private let gate = DispatchSemaphore(value: 0)
    private let seconds: Int
    private let lock = NSLock()
    private var entered = 0
    private var finished = 0

    init(_ library: FileGameLibrary, seconds: Int = 10) {
        self.library = library
        self.seconds = seconds
    }

    /// How many listings have started (and wait).
    var started: Int { lock.withLock { entered } }
    /// How many listings have returned.
    var done: Int { lock.withLock { finished } }

    /// Lets every listing go, now and from now on.
    func release() {
        gate.signal()
    }

    func list() throws(LibraryError) -> LibraryListing {
        lock.withLock { entered += 1 }
        _ = gate.wait(timeout: .now() + .seconds(seconds))
        // Passed on, so every listing goes once one is let go.
        gate.signal()
        defer { lock.withLock { finished += 1 } }
        return try library.list()
    }

    func gameLog(_ id: GameID) throws(LibraryError) -> any GameLog {
        try library.gameLog(id)
    }
}
