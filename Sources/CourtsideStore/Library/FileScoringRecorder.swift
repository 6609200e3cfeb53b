import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends a game's events to its file, fsynced before ``record(_:)`` returns; holds the file's
/// `flock` until closed or freed.
///
/// It appends bytes and keeps nothing of the game: the events come from the one commit path
/// (`GameCommitter`, which has ``Game/prepare(_:clockMs:wallMs:)`` check them against the rules
/// and applies them once they are kept). All it remembers is the sequence number the next event
/// must carry, so a record that does not follow the log (a stale or second writer) is refused.
///
/// The file is open with `O_APPEND`, so the lines of one record go to the end in one `write`, then
/// one `fsync`: a winning move and its automatic pause reach the disk together or not at all.
/// Before each append the recorder checks that its open file still is the library's file (same
/// device and inode, still linked, the size it left it at); if it was deleted, replaced or written
/// by someone else it refuses the events with ``LibraryError/fileGone(file:change:)``, and
/// ``writeBack(_:)`` can put the whole game back. The recorder remembers where the last good
/// line ends: a torn tail found when the game was opened, or left by a write or fsync that failed,
/// is cut off (`ftruncate`) at once, and if that fails too, before the next lines are written, so
/// the file never keeps an event the scorer was told failed.
final class FileScoringRecorder: ScoringRecorder {
    /// The game's id.
    private let id: GameID
    /// The file's path.
    private let path: String
    /// The library folder, for temporary files and folder syncs.
    private let folder: String
    /// The system calls.
    private let files: FileAccess
    /// The locked descriptor; -1 once closed.
    private var fd: Int32
    /// The sequence number the next event must carry (the events so far, plus one).
    private var nextSequence: Int
    /// Bytes up to the end of the last good line.
    private var validLength: Int
    /// Whether bytes past ``validLength`` may be on disk (a torn tail, a failed write).
    private var needsRepair: Bool

    /// Takes over a descriptor that is open for appending and already locked.
    init(
        header: GameHeader, path: String, folder: String, files: FileAccess, fd: Int32, nextSequence: Int,
        validLength: Int, needsRepair: Bool
    ) {
        self.id = header.id
        self.path = path
        self.folder = folder
        self.files = files
        self.fd = fd
        self.nextSequence = nextSequence
        self.validLength = validLength
        self.needsRepair = needsRepair
    }

    deinit {
        close()
    }

    /// Whether ``close()`` ran.
    var isClosed: Bool { fd < 0 }

    /// Writes the events as lines in one `write` and fsyncs; throws a ``LibraryError`` (and keeps
    /// none of them) when they do not follow the log's sequence, a value is out of the format's
    /// range, the file is no longer the game's, or the disk refuses them. Whether the rules take
    /// them is the commit path's question (``Game/prepare(_:clockMs:wallMs:)``), asked before.
    func record(_ events: [GameEvent]) throws {
        guard fd >= 0 else { throw LibraryError.closed(id) }
        guard !events.isEmpty else { return }
        var lines = Data()
        for (offset, event) in events.enumerated() {
            let expected = nextSequence + offset
            guard event.sequence == expected else {
                throw LibraryError.rejectedEvent(
                    file: path, line: expected + 1, error: .outOfSequence(expected: expected, got: event.sequence))
            }
            if let problem = GameFileLimits.problem(with: event) {
                throw LibraryError.io(
                    file: path, action: "save an event to",
                    reason: "field \"\(problem.key.stringValue)\" \(problem.reason)")
            }
            lines.append(try GameFileCodec.eventLine(event, file: path))
        }
        try checkStillTheGameFile()
        if needsRepair {
            try files.truncate(fd, to: validLength, path: path, action: "cut the torn last line off")
            needsRepair = false
        }
        do {
            try files.writeAndSync(fd, lines, path: path, action: "save to")
        } catch {
            // Some of the lines may be in the file: cut them off now, so no reader sees an event the
            // scorer was told failed, or else before the next write.
            needsRepair = (try? files.truncate(fd, to: validLength, path: path, action: "cut off")) == nil
            throw error
        }
        validLength += lines.count
        nextSequence += events.count
    }

    /// Throws ``LibraryError/fileGone(file:change:)`` when the open file is no longer the one at
    /// ``path`` or holds bytes this recorder did not write.
    private func checkStillTheGameFile() throws(LibraryError) {
        if let change = try files.change(of: fd, path: path) { throw .fileGone(file: path, change: change) }
        // With a torn tail or a failed write pending, the size is not known until it is cut.
        if !needsRepair, try files.status(of: fd, path: path, action: "check").size != Int64(validLength) {
            throw .fileGone(file: path, change: .changed)
        }
    }

    /// Writes the whole game to a new file at ``path`` (header and every event, one write and one
    /// fsync, linked in place), keeping whatever took the name under `<path>.replaced`, and goes on
    /// recording there. `game` must be the game this recorder recorded (its events up to the last
    /// one recorded).
    func writeBack(_ game: Game) throws -> String? {
        guard fd >= 0 else { throw LibraryError.closed(id) }
        guard game.header.id == id, game.state.nextSequence == nextSequence else {
            throw LibraryError.io(
                file: path, action: "write back", reason: "the game given is not the one being scored")
        }
        var bytes = try GameFileCodec.headerLine(game.header, events: game.events)
        for event in game.events { bytes.append(try GameFileCodec.eventLine(event, file: path)) }
        // The library folder itself may have gone with the file: it is made again, or the game
        // would live only in memory.
        try files.makeFolder(folder)
        guard
            let published = try files.publish(
                bytes, at: path, folder: folder, action: "write the game back to", replacing: true)
        else { throw LibraryError.io(file: path, action: "write back", reason: "the name is taken") }
        files.close(fd)
        fd = published.fd
        validLength = bytes.count
        needsRepair = false
        return published.keptAs
    }

    /// Releases the lock by closing the descriptor.
    func close() {
        guard fd >= 0 else { return }
        files.close(fd)
        fd = -1
    }
}
