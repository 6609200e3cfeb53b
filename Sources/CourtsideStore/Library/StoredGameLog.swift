import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A game file read once for its final state, and read again, a chunk at a time, each time its
/// events are walked: what an export needs, in memory for the state and one read buffer, however
/// long the game (a ``Game`` would hold every event as well).
///
/// The file stays open until the log is freed, and a walk reads through that descriptor only the
/// bytes the first read found good, which never change: a scorer only appends (and cuts off a torn
/// tail, which is past them). A walk that finds them changed all the same (a file rewritten in
/// place) throws instead of handing out other events.
public final class StoredGameLog: GameLog {
    /// Who plays, to what, since when.
    public let header: GameHeader
    /// The state after the last good event.
    public let state: GameState
    /// The wall time of the last event; nil before the first.
    public let lastEventWallMs: Int64?
    /// The highest score each team reached at any point of the log, found by the first read.
    public let highestScores: (home: Int, away: Int)
    /// Where the game is kept (the file's path).
    public let location: String
    /// Recoverable oddities met while reading (a torn last line).
    public let warnings: [LibraryWarning]
    private let files: FileAccess
    private let fd: Int32
    /// The bytes up to the end of the last good line.
    private let length: Int
    /// The most bytes one read asks for.
    private let chunkBytes: Int

    /// What the first read folds: the state and the highest scores on the way.
    struct Fold {
        var state: GameState
        var highest = (home: 0, away: 0)

        mutating func apply(_ event: GameEvent) throws(GameError) {
            try state.apply(event)
            highest = (max(highest.home, state.homeScore), max(highest.away, state.awayScore))
        }
    }

    /// Reads and folds the game file open on `fd`, and takes the descriptor over (closed when the log
    /// is freed, or here if the read fails).
    init(fd: Int32, files: FileAccess, id: GameID, path: String, chunkBytes: Int) throws(LibraryError) {
        do throws(LibraryError) {
            let contents = try GameFileContents(
                fd: fd, files: files, status: try files.status(of: fd, path: path, action: "read"), id: id,
                file: path, chunkBytes: chunkBytes, start: { Fold(state: GameState(header: $0)) },
                apply: { (fold: inout Fold, event: GameEvent) throws(GameError) in try fold.apply(event) })
            header = contents.header
            state = contents.fold.state
            highestScores = contents.fold.highest
            lastEventWallMs = contents.lastWallMs
            warnings = contents.warnings
            length = contents.validLength
        } catch {
            files.close(fd)
            throw error
        }
        self.files = files
        self.fd = fd
        self.location = path
        self.chunkBytes = chunkBytes
    }

    deinit {
        files.close(fd)
    }

    /// Reads the events again from the file, in order, and calls `body` with each. Throws what
    /// `body` throws; a ``LibraryError`` when the file cannot be read or its good part changed
    /// since the first read; and for a ``GameError`` from `body` (an event refused when folded
    /// again), ``LibraryError/rejectedEvent(file:line:error:)`` naming the line.
    public func forEachEvent(_ body: (GameEvent) throws -> Void) throws {
        var reader = ChunkedLineReader(files: files, fd: fd, path: location, chunkBytes: chunkBytes, limit: length)
        let decoder = JSONDecoder()
        guard case .line = try reader.next() else { throw changed(line: 1) }
        var line = 2
        while true {
            let event: GameEvent
            switch try reader.next() {
            case .end:
                guard line - 2 == state.eventCount else { throw changed(line: line) }
                return
            case .tooLong, .unterminated:
                throw changed(line: line)
            case .line(let start, let end):
                let decoded =
                    CanonicalEventLine.event(reader.buffer, from: start, to: end)
                    ?? (try? GameFileCodec.event(from: Data(reader.buffer[start..<end]), decoder: decoder).get())
                guard let decoded, decoded.sequence == line - 1 else { throw changed(line: line) }
                event = decoded
            }
            do {
                try body(event)
            } catch let error as GameError {
                throw LibraryError.rejectedEvent(file: location, line: line, error: error)
            }
            line += 1
        }
    }

    /// The error of a walk that found other bytes than the first read.
    private func changed(line: Int) -> LibraryError {
        .corruptLine(file: location, line: line, reason: "the file changed while it was read")
    }
}
