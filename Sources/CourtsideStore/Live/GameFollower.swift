import CourtsideCore
import CourtsideFileFormat
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
public final class GameFollower {
    /// The library folder.
    public let folder: String
    /// The game followed; nil while waiting for one to be scored.
    public private(set) var gameID: GameID?
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
    public private(set) var recheckAfterMs: Int?

    private enum Phase {
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

    private let library: FileGameLibrary
    /// The library's file steps (its injected file system).
    private var files: FileAccess { library.files }
    private let queue: InotifyQueue
    private var phase = Phase.starting
    private var folderWatch: Int32?
    private var fileWatch: Int32?
    /// The open file; -1 when none.
    private var fd: Int32 = -1
    /// Bytes read and consumed: the end of the last complete line.
    private var offset = 0
    /// The file's size when it was last read, so an unchanged file is not read again (a read
    /// queues a notification of its own, and a torn tail would be read forever).
    private var sizeRead = 0
    /// The events so far, folded, to check each new one as loading would.
    private var state: GameState?
    /// Whether a scorer holds the lock, as last learned.
    private var scorerPresent: Bool?
    /// The delays of the lock's next looks after a close that left it held.
    private var rechecks: [Int] = []
    /// Why following stopped, as last said.
    private var failure: LibraryError?

    /// What wakes a follower about its file.
    private static let fileMask =
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_ACCESS | IN_DELETE_SELF | IN_MOVE_SELF
    /// What wakes a follower about its folder while it follows a game: the file's name coming or going.
    private static let folderMask = Int32(IN_ONLYDIR) | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM
    /// What wakes a follower waiting for a game: a game created, read (a scorer resuming reads its
    /// game right after locking it) or written.
    private static let waitingMask = Int32(IN_ONLYDIR) | IN_CREATE | IN_MOVED_TO | IN_ACCESS | IN_MODIFY

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
    /// ``FollowerReport/waiting``). Never blocks.
    public func poll() -> [FollowerReport] {
        var updates: [FollowerReport] = []
        var changes = NotifiedChanges(queue.drain())
        if phase == .starting { changes.everything() }
        changes.isRecheck = recheckAfterMs != nil && !changes.closedAfterWriting
        if changes.isRecheck { changes.closedAfterWriting = true }
        recheckAfterMs = nil
        // A read queues a notification of its own: drain it and look again, until a look reads
        // nothing new, so the descriptor is quiet when this returns.
        while step(changes, &updates) {
            changes = NotifiedChanges(queue.drain())
        }
        return updates
    }

    // MARK: Steps

    /// One look; true when it read or closed the file, which queues notifications of its own that
    /// the next drain takes (so they wake nobody).
    private func step(_ changes: NotifiedChanges, _ updates: inout [FollowerReport]) -> Bool {
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
    private func findScoredGame(_ updates: inout [FollowerReport]) -> Bool {
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
    private func lockedModificationTime(_ path: String) -> Int64? {
        guard let fd = try? files.openGameFile(path, writable: false, action: "open") else { return nil }
        defer { files.close(fd) }
        guard (try? files.isLockedElsewhere(fd, path: path)) == true else { return nil }
        return (try? files.status(of: fd, path: path, action: "check"))?.modifiedNs ?? 0
    }

    /// Asks whether a scorer holds the lock, and says so when that changed.
    private func checkScorer(_ updates: inout [FollowerReport]) {
        guard fd >= 0, let path, let locked = try? files.isLockedElsewhere(fd, path: path) else { return }
        guard locked != scorerPresent else { return }
        scorerPresent = locked
        updates.append(.scorer(present: locked))
    }

    /// After a close that left the lock held, plans the next look, until the three are used up; a
    /// new close starts the plan over. Nothing is planned once the lock is free.
    private func scheduleRecheck(afterRecheck: Bool) {
        if !afterRecheck { rechecks = [20, 100, 500] }
        guard scorerPresent == true, !rechecks.isEmpty else {
            rechecks = []
            return
        }
        recheckAfterMs = rechecks.removeFirst()
    }

    /// Stops reading until the file changes; says why, unless it said just that already.
    private func fail(_ error: LibraryError, _ updates: inout [FollowerReport]) {
        defer { failure = error }
        if phase == .failed && failure == error { return }
        phase = .failed
        updates.append(.failed(error))
    }

    /// Why a file rewritten in place is not followed any more.
    static let leftEmpty =
        "it was rewritten in place and left without a whole game (emptied, or its first line cut short)"

    // MARK: Reading the file

    // The follower's file, read: opened and read whole as loading reads it, then only the complete
    // lines appended past the last one read, each checked by folding it; and what the steps ask of
    // the open file (its size, whether it is still the file at its name, whether it has a header
    // yet). Apart from the steps (GameFollower.swift), which decide when to read.

    /// Opens the file and reads it whole, as loading does; missing or failed when it cannot.
    private func open(_ updates: inout [FollowerReport]) {
        guard let id = gameID, let path else { return }
        // Read before: a file cut short that has no header yet is being rewritten.
        let followedBefore =
            state != nil || phase == .rewriting || failure == .io(file: path, action: "follow", reason: Self.leftEmpty)
        closeFile()
        let opened: Int32?
        do {
            // Read-only, not through a symbolic link, never blocking on a FIFO; a regular file only.
            opened = try files.openGameFile(path, writable: false, action: "follow")
        } catch {
            // Watched anyway, so a game file put at the name later is noticed.
            fail(error, &updates)
            return
        }
        guard let opened else {
            if phase != .missing {
                phase = .missing
                updates.append(.fileMissing)
            }
            return
        }
        fd = opened
        // Watched before reading, so nothing appended after the read goes unnoticed.
        fileWatch = queue.watch(path, mask: Self.fileMask)
        if followedBefore && lacksHeader() {
            phase = .rewriting
            recheckAfterMs = 1000
            return
        }
        do {
            let contents = try GameFileContents(
                fd: fd, files: files, status: try files.status(of: fd, path: path, action: "read"), id: id,
                file: path, start: { Game(header: $0) },
                apply: { (game: inout Game, event: GameEvent) throws(GameError) in try game.apply(event) })
            state = contents.fold.state
            offset = contents.validLength
            sizeRead = contents.byteCount
            phase = .following
            updates.append(.loaded(contents.fold, warnings: contents.warnings))
            scorerPresent = nil
            checkScorer(&updates)
        } catch {
            fail(error, &updates)
        }
    }

    /// Reads the complete lines past ``offset``; true when it read any bytes (or the file again).
    private func readNew(_ updates: inout [FollowerReport]) -> Bool {
        guard let path, var folded = state else { return false }
        let size = fileSize()
        if size < offset {
            open(&updates)
            return true
        }
        guard size != sizeRead else { return false }
        let bytes: [UInt8]
        do {
            bytes = try files.read(fd, from: offset, to: size, path: path)
        } catch {
            fail(error, &updates)
            return false
        }
        sizeRead = offset + bytes.count
        // The fold is taken out while the new events go into it and put back by `finish`: held in
        // two places, each event's change would copy the whole state (O(game) a read).
        state = nil
        var events: [GameEvent] = []
        var start = 0
        let decoder = JSONDecoder()
        reading: while start < bytes.count {
            let line = folded.eventCount + 2
            let newline = bytes[start...].firstIndex(of: GameFileCodec.newline)
            guard (newline ?? bytes.count) - start <= GameFileLimits.maxLineBytes else {
                finish(events, folded, &updates)
                fail(.corruptLine(file: path, line: line, reason: Self.tooLong), &updates)
                return true
            }
            // A line without its newline is a write in progress (or cut short): left until complete.
            guard let newline else { break reading }
            let decoded =
                CanonicalEventLine.event(bytes, from: start, to: newline).map {
                    Result<GameEvent, DecodeFailure>.success($0)
                } ?? GameFileCodec.event(from: Data(bytes[start..<newline]), decoder: decoder)
            let event: GameEvent
            switch decoded {
            case .success(let decodedEvent):
                event = decodedEvent
            case .failure(let failure):
                // Loading skips a last line that is not a whole JSON object as torn; followed, it
                // is left until something comes after it, which makes it corruption.
                guard newline + 1 < bytes.count || failure.isWholeObject else { break reading }
                finish(events, folded, &updates)
                fail(.corruptLine(file: path, line: line, reason: failure.reason), &updates)
                return true
            }
            do {
                try folded.apply(event)
            } catch {
                finish(events, folded, &updates)
                fail(.rejectedEvent(file: path, line: line, error: error), &updates)
                return true
            }
            events.append(event)
            start = newline + 1
        }
        finish(events, folded, &updates)
        offset += start
        return !bytes.isEmpty
    }

    /// Keeps the fold of the events read so far and reports them.
    private func finish(_ events: [GameEvent], _ folded: GameState, _ updates: inout [FollowerReport]) {
        state = folded
        guard !events.isEmpty else { return }
        updates.append(.events(events))
    }

    private func fileSize() -> Int {
        guard fd >= 0, let path, let status = try? files.status(of: fd, path: path, action: "check") else { return 0 }
        return Int(status.size)
    }

    /// Whether the open file still is the one at `path` (not deleted, moved away or replaced);
    /// a check that fails counts as changed, so the file is opened again.
    private func isSameFile(_ path: String) -> Bool {
        guard fd >= 0 else { return false }
        do {
            return try files.change(of: fd, path: path) == nil
        } catch {
            return false
        }
    }

    /// Whether the open file has no whole first line (empty, or the header still being written).
    private func lacksHeader() -> Bool {
        guard let path else { return false }
        let size = fileSize()
        guard size > 0 else { return true }
        let start = (try? files.read(fd, from: 0, to: min(size, GameFileLimits.maxLineBytes + 1), path: path)) ?? []
        return !start.contains(GameFileCodec.newline) && start.count <= GameFileLimits.maxLineBytes
    }

    /// Why a line over the cap is refused, as loading says it.
    private static var tooLong: String {
        "the line is longer than \(GameFileLimits.maxLineBytes) bytes, more than any line courtside writes"
    }

    private func closeFile() {
        if let fileWatch { queue.unwatch(fileWatch) }
        fileWatch = nil
        if fd >= 0 { files.close(fd) }
        fd = -1
        state = nil
        offset = 0
        sizeRead = 0
    }
}
