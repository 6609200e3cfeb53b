import CourtsideCore
import FoundationEssentials

/// The store's own append-only files of JSON lines after a header (the run, the player
/// registry): each line folded in turn, and each new line encoded the one way.
///
/// A fold stops at a torn last line (a write cut short by a crash: left out, and cut off by the
/// next append) or at the first line that is not JSON of its kind, has a key twice (as a game
/// file's line may not), says nothing, or is refused, which it names with its line number; what
/// the lines before it made is kept.
enum AppendedLines {
    /// What the good lines made, where they end, and what stopped them.
    struct Fold<Value> {
        /// The value the good lines made.
        var value: Value
        /// The line that stopped the fold, named with its number; nil when every complete line is good.
        var problem: LibraryError?
        /// The length of the good lines (and the header), in bytes.
        var validLength: Int
    }

    /// Folds the lines of `data` from `start` (the byte after the header's newline; the header is
    /// line 1) into `value`. `apply` folds a decoded line, or says why it refuses it. `kind` names
    /// a line in the message for one that is not JSON ("a run line").
    static func fold<Line: Decodable, Value>(
        _ data: [UInt8], from start: Int, path: String, kind: String, into value: Value,
        _ apply: (Line, inout Value) -> String?
    ) -> Fold<Value> {
        var fold = Fold(value: value, problem: nil, validLength: start)
        var number = 1
        let decoder = JSONDecoder()
        while fold.validLength < data.count {
            number += 1
            let lineStart = fold.validLength
            guard let end = data[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return fold }
            let refusal: String?
            if let key = DuplicateKeys.first(in: data[lineStart..<end]) {
                // Other tools would read the last of the two; courtside reads neither.
                refusal = GameFileCodec.duplicate(key)
            } else {
                do {
                    refusal = apply(try decoder.decode(Line.self, from: Data(data[lineStart..<end])), &fold.value)
                } catch {
                    refusal = "not \(kind) (JSON)"
                }
            }
            if let refusal {
                fold.problem = .corruptLine(file: path, line: number, reason: refusal)
                return fold
            }
            fold.validLength = end + 1
        }
        return fold
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
