import Foundation

/// One line of the table: what was measured, the figure, and the target with its verdict.
struct BenchRow {
    /// What was measured, and how often.
    let measure: String
    /// The measured figure with its unit (`1.2 MB`, `3 %`), as the table shows it.
    let value: String
    /// The target, or "" when the figure has none.
    var target = ""
    /// Whether the target is met; nil without a target.
    var met: Bool?

    /// The size of the file at `path`, in MB, as `what`.
    static func size(of path: String, _ what: String) -> BenchRow {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return BenchRow(
            measure: "binary size: courtside \(what) (\(path))",
            value: Format.fixed(Double(bytes) / 1_000_000, 1) + " MB")
    }

    /// The rows as a Markdown table.
    static func markdown(_ rows: [BenchRow]) -> String {
        var lines = ["| measure | figure | target | result |", "|---|---|---|---|"]
        for row in rows {
            let result = row.met.map { Format.verdict($0) } ?? ""
            lines.append("| \(row.measure) | \(row.value) | \(row.target) | \(result) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
