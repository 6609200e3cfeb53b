import CourtsideCore
import Foundation

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

    /// Reads a whole file: the header (line 1), then one event per line, folded in order.
    ///
    /// The last line is skipped with a warning when it has no newline or is not a whole JSON object
    /// (a write cut short); any other line that does not parse, a whole last object with a wrong
    /// field, a line over ``GameFileLimits/maxLineBytes``, or an event the rules refuse throws an
    /// error naming the file and the 1-based line.
    init(
        data: Data, id: GameID, file: String, start: (GameHeader) -> Fold,
        apply: (inout Fold, GameEvent) throws(GameError) -> Void
    ) throws(LibraryError) {
        let decoder = JSONDecoder()
        let end = data.endIndex
        guard !data.isEmpty else { throw .badHeader(file: file, reason: "the file is empty") }
        let headerEnd = data.firstIndex(of: GameFileCodec.newline)
        guard (headerEnd ?? end) - data.startIndex <= GameFileLimits.maxLineBytes else {
            throw .badHeader(file: file, reason: Self.tooLong)
        }
        guard let headerEnd else {
            throw .badHeader(file: file, reason: "the header line is incomplete (no newline)")
        }
        let header = try GameFileCodec.header(
            from: data[data.startIndex..<headerEnd], id: id, file: file, decoder: decoder)
        var fold = start(header)
        var warnings: [LibraryWarning] = []
        var lastWallMs: Int64?
        // One copy of the bytes, so each line is scanned in place (see CanonicalEventLine).
        let bytes = [UInt8](data)
        let offset = data.startIndex
        var lineStart = headerEnd + 1
        var line = 2
        reading: while lineStart < end {
            let newline = bytes[(lineStart - offset)...].firstIndex(of: GameFileCodec.newline).map { $0 + offset }
            guard (newline ?? end) - lineStart <= GameFileLimits.maxLineBytes else {
                throw .corruptLine(file: file, line: line, reason: Self.tooLong)
            }
            guard let lineEnd = newline else {
                // Even complete JSON without its newline is a write cut short: record() never returned.
                warnings.append(.tornTail(file: file, line: line, byteCount: end - lineStart))
                break reading
            }
            let decoded =
                CanonicalEventLine.event(bytes, from: lineStart - offset, to: lineEnd - offset).map {
                    Result<GameEvent, DecodeFailure>.success($0)
                } ?? GameFileCodec.event(from: Data(data[lineStart..<lineEnd]), decoder: decoder)
            switch decoded {
            case .failure(let failure):
                guard lineEnd + 1 == end, !failure.isWholeObject else {
                    throw .corruptLine(file: file, line: line, reason: failure.reason)
                }
                warnings.append(.tornTail(file: file, line: line, byteCount: end - lineStart))
                break reading
            case .success(let event):
                do {
                    try apply(&fold, event)
                } catch {
                    throw .rejectedEvent(file: file, line: line, error: error)
                }
                lastWallMs = event.wallMs
            }
            lineStart = lineEnd + 1
            line += 1
        }
        self.header = header
        self.fold = fold
        self.warnings = warnings
        self.validLength = warnings.isEmpty ? end - data.startIndex : lineStart - data.startIndex
        self.lastWallMs = lastWallMs
    }

    /// Why a line over the cap is refused.
    private static var tooLong: String {
        "the line is longer than \(GameFileLimits.maxLineBytes) bytes, more than any line courtside writes"
    }
}
