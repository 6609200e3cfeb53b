import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A game file read and folded: its header, what its events folded into, and how much of it is good.
///
/// Generic over the fold so listing can keep only a ``GameState`` while loading keeps the whole
/// ``Game``; both read the same way and report the same errors.
struct GameFileContents<Fold> {
    /// The header line.
    let header: GameHeader
    /// What the events folded into.
    let fold: Fold
    /// A torn last line, if there was one.
    let warnings: [LibraryWarning]
    /// Bytes up to the end of the last good line; anything after it is a torn tail that the next
    /// append cuts off.
    let validLength: Int
    /// Wall time of the last event, if any.
    let lastWallMs: Int64?

    /// Bytes read from the file in all (the valid ones and any torn tail).
    let byteCount: Int

    /// Reads a whole file through `reader`: the header (line 1), then one event per line, folded in
    /// order, a chunk of the file at a time.
    ///
    /// The last line is skipped with a warning when it has no newline or is not a whole JSON object
    /// (a write cut short); any other line that does not parse, a whole last object with a wrong
    /// field, a line over ``GameFileLimits/maxLineBytes``, or an event the rules refuse throws an
    /// error naming the file and the 1-based line.
    init(
        reading reader: inout ChunkedLineReader, id: GameID, file: String, start: (GameHeader) -> Fold,
        apply: (inout Fold, GameEvent) throws(GameError) -> Void
    ) throws(LibraryError) {
        let decoder = JSONDecoder()
        let header: GameHeader
        switch try reader.next() {
        case .end: throw .badHeader(file: file, reason: "the file is empty")
        case .tooLong: throw .badHeader(file: file, reason: Self.tooLong)
        case .unterminated: throw .badHeader(file: file, reason: "the header line is incomplete (no newline)")
        case .line(let lineStart, let lineEnd):
            header = try GameFileCodec.header(
                from: Data(reader.buffer[lineStart..<lineEnd]), id: id, file: file, decoder: decoder)
        }
        var fold = start(header)
        var warnings: [LibraryWarning] = []
        var lastWallMs: Int64?
        var validLength = reader.offset
        var line = 2
        reading: while true {
            let lineStart: Int
            let lineEnd: Int
            switch try reader.next() {
            case .end: break reading
            case .tooLong: throw .corruptLine(file: file, line: line, reason: Self.tooLong)
            case .unterminated(let byteCount):
                // Even complete JSON without its newline is a write cut short: record() never returned.
                warnings.append(.tornTail(file: file, line: line, byteCount: byteCount))
                break reading
            case .line(let start, let end):
                (lineStart, lineEnd) = (start, end)
            }
            let decoded =
                CanonicalEventLine.event(reader.buffer, from: lineStart, to: lineEnd).map {
                    Result<GameEvent, DecodeFailure>.success($0)
                } ?? GameFileCodec.event(from: Data(reader.buffer[lineStart..<lineEnd]), decoder: decoder)
            switch decoded {
            case .failure(let failure):
                let byteCount = lineEnd + 1 - lineStart
                guard !failure.isWholeObject, !(try reader.hasMore()) else {
                    throw .corruptLine(file: file, line: line, reason: failure.reason)
                }
                warnings.append(.tornTail(file: file, line: line, byteCount: byteCount))
                break reading
            case .success(let event):
                do {
                    try apply(&fold, event)
                } catch {
                    throw .rejectedEvent(file: file, line: line, error: error)
                }
                lastWallMs = event.wallMs
            }
            validLength = reader.offset
            line += 1
        }
        self.header = header
        self.fold = fold
        self.warnings = warnings
        self.byteCount = reader.bytesRead
        self.validLength = warnings.isEmpty ? reader.bytesRead : validLength
        self.lastWallMs = lastWallMs
    }

    /// Reads the game file open on `fd` (see ``init(reading:id:file:start:apply:)``), refusing one
    /// over ``GameFileLimits/maxFileSize`` before reading it.
    init(
        fd: Int32, files: FileAccess, status: FileStatus, id: GameID, file: String,
        chunkBytes: Int = ChunkedLineReader.defaultChunkBytes, start: (GameHeader) -> Fold,
        apply: (inout Fold, GameEvent) throws(GameError) -> Void
    ) throws(LibraryError) {
        guard status.size <= Int64(GameFileLimits.maxFileSize) else { throw FileAccess.tooBig(file) }
        var reader = ChunkedLineReader(files: files, fd: fd, path: file, chunkBytes: chunkBytes)
        try self.init(reading: &reader, id: id, file: file, start: start, apply: apply)
    }

    /// Why a line over the cap is refused.
    private static var tooLong: String {
        "the line is longer than \(GameFileLimits.maxLineBytes) bytes, more than any line courtside writes"
    }
}
