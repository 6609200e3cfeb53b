import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns headers and events into the lines of a game file and back (docs/file-format.md).
public enum GameFileCodec {
    /// A newline byte, which ends every line; JSON escapes any newline inside a string.
    public static let newline = UInt8(ascii: "\n")

    /// The header line, `"format"` first so `head -1` shows the version, then the header's fields
    /// in key order; with its newline. The version is the rules' (a new game), or for a game
    /// written whole with its `events`, 4 when they carry a stat-sheet move; 5 with a bench.
    public static func headerLine(_ header: GameHeader, events: [GameEvent] = []) throws(LibraryError) -> Data {
        let object = try encode(HeaderLine(header), file: "\(header.id).jsonl")
        let version = GameFileFormat.version(for: header, events: events)
        var line = Data("{\"\(GameFileKey.Header.format.stringValue)\":\(version),".utf8)
        line.append(object.dropFirst())
        line.append(newline)
        return line
    }

    /// An event line, keys in order; with its newline.
    public static func eventLine(_ event: GameEvent, file: String) throws(LibraryError) -> Data {
        var line = try encode(EventLine(event), file: file)
        line.append(newline)
        return line
    }

    private static func encode(_ value: some Encodable, file: String) throws(LibraryError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw .io(file: file, action: "encode a line for", reason: "\(error)")
        }
    }

    /// Just the version field, read before anything else so a newer file is named as such rather
    /// than as a bad header.
    private struct FormatProbe: Decodable {
        let format: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: GameFileKey.Header.self)
            guard container.contains(.format) else {
                format = nil
                return
            }
            // Any integer: a version this courtside does not know is refused by name, after.
            format = Int(try GameFileLimits.integer(container, .format, in: GameFileLimits.anyInteger))
        }
    }

    /// Decodes a header line (without its newline) and checks it belongs to `id`'s file.
    public static func header(from line: Data, id: GameID, file: String, decoder: JSONDecoder) throws(LibraryError)
        -> GameHeader
    {
        if let key = DuplicateKeys.first(in: line) {
            throw .badHeader(file: file, reason: Self.duplicate(key))
        }
        let probe: FormatProbe
        do {
            probe = try decoder.decode(FormatProbe.self, from: line)
        } catch {
            throw .badHeader(file: file, reason: reason(error))
        }
        guard let version = probe.format else {
            throw .badHeader(file: file, reason: "no \"\(GameFileKey.Header.format.stringValue)\" field")
        }
        guard GameFileFormat.reads(version) else {
            throw .unknownFormat(file: file, version: version, reads: GameFileFormat.readable)
        }
        let header: GameHeader
        do {
            header = try decoder.decode(HeaderLine.self, from: line).header
        } catch {
            throw .badHeader(file: file, reason: reason(error))
        }
        guard header.id == id else {
            throw .badHeader(file: file, reason: "id \"\(header.id)\" does not match the file name")
        }
        return header
    }

    /// Decodes an event line (without its newline); nil with the reason when it does not parse.
    public static func event(from line: Data, decoder: JSONDecoder) -> Result<GameEvent, DecodeFailure> {
        // A key twice is a whole line damaged, never a write cut short.
        if let key = DuplicateKeys.first(in: line) {
            return .failure(DecodeFailure(reason: duplicate(key), isWholeObject: true))
        }
        do {
            return .success(try decoder.decode(EventLine.self, from: line).event)
        } catch {
            return .failure(DecodeFailure(reason: reason(error), isWholeObject: isWholeObject(error)))
        }
    }

    /// Why a line with a key twice is refused.
    public static func duplicate(_ key: String) -> String {
        "the key \"\(TextSanitizer.printable(key))\" appears twice (other tools would read the last, courtside the first)"
    }

    /// Whether the decoder got past the JSON itself to a field: then the line was complete.
    private static func isWholeObject(_ error: any Error) -> Bool {
        switch error as? DecodingError {
        case .keyNotFound: true
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            !context.codingPath.isEmpty
        default: false
        }
    }

    /// A short reason for a decoding error, naming the field at fault.
    public static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ codingPath: [any CodingKey], _ key: (any CodingKey)? = nil) -> String {
            let keys = codingPath + (key.map { [$0] } ?? [])
            return keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(path(context.codingPath, key))\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            if context.codingPath.isEmpty { return "not a JSON object" }
            return "field \"\(path(context.codingPath))\" has the wrong type"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "field \"\(path(context.codingPath))\": \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
