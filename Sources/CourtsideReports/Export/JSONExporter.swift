import CourtsideCore
import Foundation

/// The JSON export: one object with the box score and the play-by-play, keys sorted, pretty-printed.
public enum JSONExporter {
    /// The JSON text, ending with a line end.
    public static func export(_ box: BoxScore, plays: PlayByPlay) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(ExportDocument(box: box, plays: plays))
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            // Only strings, integers, booleans and finite numbers are written: nothing can fail.
            preconditionFailure("the export document did not encode: \(error)")
        }
    }
}
