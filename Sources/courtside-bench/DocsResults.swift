import Foundation

/// The results block of docs/performance.md, between `<!-- results:start -->` and
/// `<!-- results:end -->`: `make bench` rewrites it with the run's context and table, so the
/// figures the document quotes are the ones a run printed, never pasted by hand.
enum DocsResults {
    /// The line before the block.
    static let startMarker = "<!-- results:start -->"
    /// The line after the block.
    static let endMarker = "<!-- results:end -->"

    /// Replaces the block in the document at `path` with `report`.
    static func write(_ report: String, date: String, to path: String) throws(BenchFailure) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchFailure("cannot read \(path)")
        }
        // The markers on lines of their own: the prose above the block may name them.
        guard let start = text.range(of: "\n" + startMarker + "\n"),
            let end = text.range(of: "\n" + endMarker + "\n", range: start.upperBound..<text.endIndex)
        else { throw BenchFailure("\(path) has no \(startMarker) … \(endMarker) block") }
        let block = "Written by `make bench` on \(date.prefix(10)):\n\n" + report
        let rewritten = String(text[..<start.upperBound]) + block + String(text[text.index(after: end.lowerBound)...])
        do {
            try Data(rewritten.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BenchFailure("cannot write \(path): \(error)")
        }
    }
}
