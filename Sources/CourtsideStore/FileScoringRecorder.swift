import CourtsideCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends a game's events to its file, each as one whole line, fsynced before ``record(_:)``
/// returns; holds the file's `flock` until closed or freed.
///
/// The file is open with `O_APPEND`, so each line goes to the end in one `write`. The recorder
/// remembers where the last good line ends: a torn tail found when the game was opened, or left by
/// a write or fsync that failed, is cut off (`ftruncate`) before the next line is written, so the
/// file never holds an event the scorer was told failed.
final class FileScoringRecorder: ScoringRecorder {
    /// The game's id, for messages.
    private let id: GameID
    /// The file's path, for messages.
    private let path: String
    /// The locked descriptor; -1 once closed.
    private var fd: Int32
    /// The log's state, to refuse events that would not fold.
    private var state: GameState
    /// Bytes up to the end of the last good line.
    private var validLength: Int
    /// Whether bytes past ``validLength`` may be on disk (a torn tail, a failed write).
    private var needsRepair: Bool

    /// Takes over a descriptor that is open for appending and already locked.
    init(id: GameID, path: String, fd: Int32, state: GameState, validLength: Int, needsRepair: Bool) {
        self.id = id
        self.path = path
        self.fd = fd
        self.state = state
        self.validLength = validLength
        self.needsRepair = needsRepair
    }

    deinit {
        close()
    }

    /// Whether ``close()`` ran.
    var isClosed: Bool { fd < 0 }

    /// Writes the event as one line and fsyncs; throws a ``LibraryError`` (and keeps nothing)
    /// when the event does not follow the log or the disk refuses it.
    func record(_ event: GameEvent) throws {
        guard fd >= 0 else { throw LibraryError.closed(id) }
        var next = state
        do {
            try next.apply(event)
        } catch {
            throw LibraryError.rejectedEvent(file: path, line: state.eventCount + 2, error: error)
        }
        let line = try GameFileCodec.eventLine(event, file: path)
        if needsRepair {
            guard ftruncate(fd, off_t(validLength)) == 0 else {
                throw LibraryError.io(
                    file: path, action: "repair the torn last line of", reason: PosixFile.errnoMessage)
            }
            needsRepair = false
        }
        do {
            try PosixFile.writeAndSync(fd, line, path: path)
        } catch {
            // Part of the line may be on disk; cut it off before the next write.
            needsRepair = true
            throw error
        }
        validLength += line.count
        state = next
    }

    /// Releases the lock by closing the descriptor.
    func close() {
        guard fd >= 0 else { return }
        PosixFile.closeFile(fd)
        fd = -1
    }
}
