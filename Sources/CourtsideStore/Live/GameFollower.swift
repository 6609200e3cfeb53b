import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Follows a game's file while another process scores it: reads each new line as it is appended,
/// never taking the lock, and sleeps on a file-change notification in between.
///
/// - **Reading.** The file is opened read-only. The first look reads and folds it whole, exactly as
///   loading does (the same decoder, the same checks); after that only the bytes past the last
///   complete line are read, when the file grew. A line without its newline yet (a write in
///   progress, or a crash's torn tail) is left until it is complete; when a resumed scorer cuts a
///   torn tail off and appends, reading goes on from the same place. A file cut shorter than what
///   was read, or replaced by another file (a new inode), is read again from scratch.
/// - **Waking.** ``descriptor`` is an inotify descriptor: it becomes readable when the file is
///   written, closed after writing, read, has its attributes or links changed, or is moved or
///   deleted, and when an entry of that name appears in the folder again. Nothing wakes while
///   nothing happens. Call ``poll()`` when it is readable.
/// - **Is the scorer there?** A scorer holds the file's exclusive `flock` while its board is up;
///   the follower tries a shared lock without waiting (and drops it at once when granted):
///   refused means a scorer holds the game. It asks when it starts, when the file is closed after
///   writing (a scorer quitting, or its process dying, closes it), and while no scorer is
///   known, when the file is read or written (a resumed scorer reads it right after locking it).
///   It never asks while a scorer is known to be there, so it cannot get in a scorer's way.
/// - **Which game?** Given none, it waits for one: it watches the folder and picks the game whose
///   lock is held (the most recently written one, if several are), then follows that game.
///
/// This file has the steps (what a notification comes to, in each phase); GameFollower+Reading
/// reads the file. Their members are internal, not private, so the two can be files of their own.
public final class GameFollower {
    /// The library folder.
    public let folder: String
    /// The game followed; nil while waiting for one to be scored.
    public internal(set) var gameID: GameID?
    /// The file's path; nil while waiting for a game.
    public var path: String? { gameID.map(library.path(of:)) }
    /// The descriptor to wait on (readable when something changed): pass it to `poll(2)`.
    public var descriptor: Int32 { queue.descriptor }
    /// When set, call ``poll()`` again after this many milliseconds even if nothing is notified.
    ///
    /// The kernel reports a file closed just before it releases the file's lock, so a scorer that
    /// quit (or died) can still look present when the close is read. The follower then looks
    /// again a few times, a little later each time (20, 100, 500 ms); at all other times this is
    /// nil and nothing but a notification wakes a follower.
    public internal(set) var recheckAfterMs: Int?

    enum Phase {
        /// Nothing looked at yet.
        case starting
        /// No game named: waiting for one to be scored.
        case waiting
        /// Reading the file as it grows.
        case following
        /// The file is gone; waiting for it to come back.
        case missing
        /// The file cannot be followed until it is replaced.
        case failed
        /// The file was cut short and has no whole header line yet: rewritten in place (`cat new >
        /// FILE`), so its empty moment is waited out, not read as a damaged file.
        case rewriting
    }

    let library: FileGameLibrary
    /// The library's file steps (its injected file system).
    var files: FileAccess { library.files }
    let queue: InotifyQueue
    var phase = Phase.starting
    var folderWatch: Int32?
    var fileWatch: Int32?
    /// The open file; -1 when none.
    var fd: Int32 = -1
    /// Bytes read and consumed: the end of the last complete line.
    var offset = 0
    /// The file's size when it was last read, so an unchanged file is not read again (a read
    /// queues a notification of its own, and a torn tail would be read forever).
    var sizeRead = 0
    /// The events so far, folded, to check each new one as loading would.
    var state: GameState?
    /// Whether a scorer holds the lock, as last learned.
    var scorerPresent: Bool?
    /// The delays of the lock's next looks after a close that left it held.
    var rechecks: [Int] = []
    /// Why following stopped, as last said.
    var failure: LibraryError?

    /// What wakes a follower about its file.
    static let fileMask =
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_ACCESS | IN_DELETE_SELF | IN_MOVE_SELF
    /// What wakes a follower about its folder while it follows a game: the file's name coming or going.
    static let folderMask = Int32(IN_ONLYDIR) | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM
    /// What wakes a follower waiting for a game: a game created, read (a scorer resuming reads its
    /// game right after locking it) or written.
    static let waitingMask = Int32(IN_ONLYDIR) | IN_CREATE | IN_MOVED_TO | IN_ACCESS | IN_MODIFY

    /// A follower of `game` in `library`, or of whichever game gets scored first when `game` is nil
    /// (then the library's folder is created if it does not exist yet, to be watched). Reads
    /// nothing until the first ``poll()``.
    public init(library: FileGameLibrary, game: GameID?) throws(LibraryError) {
        self.library = library
        folder = library.folder
        gameID = game
        queue = try InotifyQueue()
        if game == nil { try library.files.makeFolder(folder) }
        folderWatch = queue.watch(folder, mask: game == nil ? Self.waitingMask : Self.folderMask)
        guard folderWatch != nil else {
            throw .folderUnavailable(path: folder, reason: "cannot watch it: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        closeFile()
    }

    /// Stops following: closes the file (the inotify descriptor closes when the follower is freed).
    public func close() {
        closeFile()
        phase = .failed
    }

    /// What changed since the last call, in order; the first call reads the game whole (or says
    /// ``FollowUpdate/waiting``). Never blocks.
    public func poll() -> [FollowUpdate] {
        var updates: [FollowUpdate] = []
        var changes = FollowChanges(queue.drain())
        if phase == .starting { changes.everything() }
        changes.isRecheck = recheckAfterMs != nil && !changes.closedAfterWriting
        if changes.isRecheck { changes.closedAfterWriting = true }
        recheckAfterMs = nil
        // A read queues a notification of its own: drain it and look again, until a look reads
        // nothing new, so the descriptor is quiet when this returns.
        while step(changes, &updates) {
            changes = FollowChanges(queue.drain())
        }
        return updates
    }

    // MARK: Steps

    /// One look; true when it read or closed the file, which queues notifications of its own that
    /// the next drain takes (so they wake nobody).
    func step(_ changes: FollowChanges, _ updates: inout [FollowUpdate]) -> Bool {
        switch phase {
        case .starting:
            if gameID == nil {
                phase = .waiting
                if !findScoredGame(&updates) { updates.append(.waiting) }
            } else {
                open(&updates)
            }
            return true
        case .waiting:
            guard changes.inFolder else { return false }
            return findScoredGame(&updates)
        case .missing:
            guard changes.renamed else { return false }
            open(&updates)
            return phase != .missing
        case .failed:
            guard changes.renamed || changes.written, let path else { return false }
            // A file that was read stays failed until it is replaced or cut short; one that could
            // not be opened is tried again when something happens at its name.
            // (A file left without a game by a rewrite is looked at again whenever it is written.)
            if fd >= 0, state != nil, isSameFile(path), fileSize() >= offset { return false }
            open(&updates)
            return true
        case .rewriting:
            guard let path, changes.written || changes.renamed || changes.closedAfterWriting else { return false }
            if changes.renamed && !isSameFile(path) || !lacksHeader() {
                open(&updates)
            } else if changes.closedAfterWriting && !changes.written {
                // The writer is done (or a second passed with nothing written) and the file still
                // has no header: say what happened, not "bad header: the file is empty".
                fail(.io(file: path, action: "follow", reason: Self.leftEmpty), &updates)
            } else {
                recheckAfterMs = 1000
            }
            return true
        case .following:
            guard let path else { return false }
            if changes.renamed, !isSameFile(path) {
                open(&updates)
                return true
            }
            let readAny = (changes.written || changes.renamed) ? readNew(&updates) : false
            if phase == .following {
                let mayHaveLeft = changes.closedAfterWriting && scorerPresent != false
                let mayBeBack = scorerPresent == false && (changes.read || changes.written)
                if mayHaveLeft || mayBeBack { checkScorer(&updates) }
                if mayHaveLeft { scheduleRecheck(afterRecheck: changes.isRecheck) }
            }
            return readAny
        }
    }

    /// Waiting: the game whose lock is held, most recently written first; follows it when found.
    func findScoredGame(_ updates: inout [FollowUpdate]) -> Bool {
        guard let ids = try? library.gameIDs() else { return false }
        var best: (id: GameID, modified: Int64)?
        for id in ids {
            guard let modified = lockedModificationTime(library.path(of: id)) else { continue }
            if best == nil || modified > best!.modified { best = (id, modified) }
        }
        guard let best else { return false }
        gameID = best.id
        folderWatch = queue.watch(folder, mask: Self.folderMask)
        open(&updates)
        return true
    }

    /// The file's modification time (ns) if a scorer holds its lock; nil if not (or if it is not
    /// a game file that can be read).
    func lockedModificationTime(_ path: String) -> Int64? {
        guard let fd = try? files.openGameFile(path, writable: false, action: "open") else { return nil }
        defer { files.close(fd) }
        guard (try? files.isLockedElsewhere(fd, path: path)) == true else { return nil }
        return (try? files.status(of: fd, path: path, action: "check"))?.modifiedNs ?? 0
    }

    /// Asks whether a scorer holds the lock, and says so when that changed.
    func checkScorer(_ updates: inout [FollowUpdate]) {
        guard fd >= 0, let path, let locked = try? files.isLockedElsewhere(fd, path: path) else { return }
        guard locked != scorerPresent else { return }
        scorerPresent = locked
        updates.append(.scorer(present: locked))
    }

    /// After a close that left the lock held, plans the next look, until the three are used up; a
    /// new close starts the plan over. Nothing is planned once the lock is free.
    func scheduleRecheck(afterRecheck: Bool) {
        if !afterRecheck { rechecks = [20, 100, 500] }
        guard scorerPresent == true, !rechecks.isEmpty else {
            rechecks = []
            return
        }
        recheckAfterMs = rechecks.removeFirst()
    }

    /// Stops reading until the file changes; says why, unless it said just that already.
    func fail(_ error: LibraryError, _ updates: inout [FollowUpdate]) {
        defer { failure = error }
        if phase == .failed && failure == error { return }
        phase = .failed
        updates.append(.failed(error))
    }

    /// Why a file rewritten in place is not followed any more.
    static let leftEmpty =
        "it was rewritten in place and left without a whole game (emptied, or its first line cut short)"

}
