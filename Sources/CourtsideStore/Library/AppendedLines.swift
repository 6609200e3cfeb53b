import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

/// The store's own append-only files of JSON lines after a header (the run, the player
/// registry): each line folded in turn, and each new line encoded the one way.
///
/// A fold stops at a torn last line (a write cut short by a crash: left out, and cut off by the
/// next append) or at the first line that is longer than a game file's line may be, is not JSON
/// of its kind, has a key twice (as a game file's line may not), says nothing, or is refused,
/// which it names with its line number; what the lines before it made is kept. The lines are
/// read through a ``ChunkedLineReader``, as a game's are: one bounded buffer, never the file, and
/// never more of a line than ``GameFileLimits/maxLineBytes`` (a 160 MB line took 2.4 GB).
enum AppendedLines {
    /// What the good lines made, where they end, and what stopped them.
    struct Fold<Value> {
        /// The value the good lines made.
        var value: Value
        /// The line that stopped the fold, named with its number; nil when every complete line is good.
        var problem: LibraryError?
        /// The length of the good lines (and the header), in bytes.
        var validLength: Int
        /// How many bytes of the file were read: all of it when nothing stopped the fold.
        var byteCount: Int
    }

    /// Folds the lines `reader` gives from where it is (just past the header, which is line 1)
    /// into `value`. `apply` folds a decoded line, or says why it refuses it. `kind` names a line
    /// in the message for one that is not JSON ("a run line"). Throws only when the file cannot
    /// be read.
    static func fold<Line: Decodable, Value>(
        _ reader: inout ChunkedLineReader, path: String, kind: String, into value: Value,
        _ apply: (Line, inout Value) -> String?
    ) throws(LibraryError) -> Fold<Value> {
        var fold = Fold(value: value, problem: nil, validLength: reader.offset, byteCount: reader.bytesRead)
        var number = 1
        let decoder = JSONDecoder()
        while true {
            number += 1
            let line: Range<Int>
            switch try reader.next() {
            case .end, .unterminated:
                // A last line without its newline is a write cut short: left out.
                fold.byteCount = reader.bytesRead
                return fold
            case .tooLong:
                fold.problem = .corruptLine(file: path, line: number, reason: GameFileLimits.tooLongLine)
                fold.byteCount = reader.bytesRead
                return fold
            case .line(let start, let end): line = start..<end
            }
            let bytes = reader.buffer[line]
            let refusal: String?
            if let key = DuplicateKeys.first(in: bytes) {
                // Other tools would read the last of the two; courtside reads neither.
                refusal = GameFileCodec.duplicate(key)
            } else {
                do {
                    refusal = apply(try decoder.decode(Line.self, from: Data(bytes)), &fold.value)
                } catch {
                    refusal = "not \(kind) (JSON)"
                }
            }
            if let refusal {
                fold.problem = .corruptLine(file: path, line: number, reason: refusal)
                fold.byteCount = reader.bytesRead
                return fold
            }
            fold.validLength = reader.offset
        }
    }

    /// `line` as JSON, keys sorted, with its newline; `path` names the file in the error.
    static func encode<Line: Encodable>(_ line: Line, path: String) throws(LibraryError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            var bytes = try encoder.encode(line)
            bytes.append(UInt8(ascii: "\n"))
            return bytes
        } catch {
            throw .io(file: path, action: "encode a line for", reason: "\(error)")
        }
    }
}
