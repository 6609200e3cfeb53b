import Foundation

/// The blocks of docs/performance.md that the bench writes: the results block, between
/// `<!-- results:start -->` and `<!-- results:end -->`, rewritten by a run of every part, and a
/// block per set of parts (`<!-- core,exports:start -->` … `<!-- core,exports:end -->`), rewritten
/// by a run of exactly those parts (`make bench ONLY=core,exports`). Each comes with its run's
/// context, so the figures the document quotes are the ones a run printed, never pasted by hand.
enum DocsResults {
    /// The block a run of every part writes.
    static let wholeRun = "results"
    /// The line before the results block.
    static let startMarker = marker(wholeRun, "start")
    /// The line after the results block.
    static let endMarker = marker(wholeRun, "end")

    /// `<!-- name:edge -->`.
    static func marker(_ block: String, _ edge: String) -> String { "<!-- \(block):\(edge) -->" }

    /// The block a run of `parts` writes: ``wholeRun`` for every part, else the parts' names
    /// sorted and joined by commas.
    static func block(for parts: Set<String>, of allParts: Set<String>) -> String {
        parts == allParts ? wholeRun : parts.sorted().joined(separator: ",")
    }

    /// Replaces `block` in the document at `path` with `report`; false (and nothing written) when
    /// the document has no such block, which is only an error for the results block.
    @discardableResult
    static func write(_ report: String, date: String, to path: String, block: String = wholeRun)
        throws(BenchFailure) -> Bool
    {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchFailure("cannot read \(path)")
        }
        let (startMarker, endMarker) = (marker(block, "start"), marker(block, "end"))
        // The markers on lines of their own: the prose above the block may name them. The end is
        // looked for from the start marker's newline, so an empty block is found too.
        guard let start = text.range(of: "\n" + startMarker + "\n"),
            let end = text.range(
                of: "\n" + endMarker + "\n", range: text.index(before: start.upperBound)..<text.endIndex)
        else {
            if block == wholeRun { throw BenchFailure("\(path) has no \(startMarker) … \(endMarker) block") }
            return false
        }
        let block = "Written by `make bench` on \(date.prefix(10)):\n\n" + report
        let rewritten = String(text[..<start.upperBound]) + block + String(text[text.index(after: end.lowerBound)...])
        do {
            try Data(rewritten.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BenchFailure("cannot write \(path): \(error)")
        }
        return true
    }
}
