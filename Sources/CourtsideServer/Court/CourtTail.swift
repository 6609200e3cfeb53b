import CourtsideCore
import CourtsideStore
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Follows the court's games on a thread of its own and hands what it reads to the ``CourtHub``.
///
/// The game followed is the one being scored (the most recently written, if several are); before
/// any is, the library's most recent game, so a page opened between games shows the last result.
/// Whenever the game followed has no scorer (it was never opened, or the scorer quit, or went on
/// to the next game), a second follower waits for a game to be scored and, when one is, it
/// becomes the game followed: the court goes from game to game by itself.
///
/// It only reads, as `courtside watch` does: no lock is taken, so the scorer never waits for it.
/// It sleeps in `poll(2)` on the followers' inotify descriptors; nothing wakes it while nothing
/// happens. Everything it owns is used on its thread only.
public final class CourtTail: @unchecked Sendable {
    private let library: FileGameLibrary
    private let hub: CourtHub
    private var current: GameFollower?
    private var scout: GameFollower?
    /// Written to stop the thread.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let done = DispatchSemaphore(value: 0)

    /// A tail of `library` feeding `hub`; nothing is read before ``start()``.
    public init(library: FileGameLibrary, hub: CourtHub) throws(LibraryError) {
        self.library = library
        self.hub = hub
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw .folderUnavailable(
                path: library.folder, reason: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        scout = try GameFollower(library: library, game: nil)
    }

    deinit {
        Glibc.close(wakeRead)
        Glibc.close(wakeWrite)
    }

    /// Starts following on a thread of its own.
    public func start() {
        DispatchQueue(label: "courtside.serve.tail").async { [self] in
            run()
            done.signal()
        }
    }

    /// Stops following and waits for the thread to end.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        done.wait()
    }

    private func run() {
        firstLook()
        while true {
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            for follower in [current, scout].compactMap({ $0 }) {
                descriptors.append(pollfd(fd: follower.descriptor, events: Int16(POLLIN), revents: 0))
            }
            let rechecks = [current, scout].compactMap { $0?.recheckAfterMs }
            _ = poll(&descriptors, nfds_t(descriptors.count), Int32(rechecks.min() ?? -1))
            if descriptors[0].revents != 0 { return }
            look()
        }
    }

    /// The first look: the game being scored, else the library's most recent one.
    private func firstLook() {
        look()
        guard current == nil, let newest = try? library.list().summaries.first else { return }
        guard let follower = try? GameFollower(library: library, game: newest.id) else { return }
        current = follower
        hub.follow(newest.id, location: follower.path ?? library.folder)
        hub.apply(follower.poll())
    }

    /// Reads what changed, and moves to the game being scored when the scout found one; `again`:
    /// a scout made now looks at once (only once, so a lock seen by one follower and not yet by
    /// the other cannot make it look forever).
    private func look(again: Bool = true) {
        if let current { hub.apply(current.poll()) }
        if let scout {
            let updates = scout.poll()
            if let id = scout.gameID {
                if id == current?.gameID {
                    // The game followed is being scored again: its own follower says so.
                    self.scout = nil
                } else {
                    current?.close()
                    current = scout
                    self.scout = nil
                    hub.follow(id, location: scout.path ?? library.folder)
                    hub.apply(updates)
                }
            }
        }
        if again, current == nil || hub.scorerPresent != true, scout == nil {
            // Nobody scores the game followed: wait for one that somebody does.
            scout = try? GameFollower(library: library, game: nil)
            if scout != nil { look(again: false) }
        }
    }
}
