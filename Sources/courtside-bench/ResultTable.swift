import Foundation

/// The suite's one table: printed as Markdown and written, with the run's context, to
/// `results.md` and `results.json` in the output folder.
struct ResultTable {
    /// The rows, in order.
    var rows: [ResultRow] = []
    /// Lines that describe the run (date, machine, revision), printed above the table.
    var context: [String] = []

    /// Adds a row.
    mutating func add(_ row: ResultRow) {
        rows.append(row)
    }

    /// The table in Markdown.
    var markdown: String {
        let header = [
            "#", "Measure", "courtside (partial)", "full redraw", "baseline", "ratio partial · full", "target",
            "result",
        ]
        let cells = rows.map {
            [String($0.section), $0.measure, $0.partial, $0.full, $0.baseline, $0.ratios, $0.target, $0.result]
        }
        var lines = ["| " + header.joined(separator: " | ") + " |"]
        lines.append("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
        for row in cells {
            lines.append(
                "| "
                    + row.map { $0.isEmpty ? "–" : $0.replacingOccurrences(of: "|", with: "\\|") }.joined(
                        separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Writes `results.md` and `results.json` into `folder` (created if missing).
    func write(to folder: String) throws(BenchFailure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let text = context.map { "- " + $0 }.joined(separator: "\n") + "\n\n" + markdown + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/results.md"), options: .atomic)
            struct Document: Encodable {
                let context: [String]
                let rows: [ResultRow]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let json = try encoder.encode(Document(context: context, rows: rows))
            try json.write(to: URL(fileURLWithPath: folder + "/results.json"), options: .atomic)
        } catch {
            throw BenchFailure("cannot write the results to \(folder): \(error)")
        }
    }
}
