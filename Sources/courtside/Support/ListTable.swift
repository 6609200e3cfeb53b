import CourtsideCore
import CourtsideReports
import CourtsideViewModels
import Foundation

/// The plain-text table of `courtside list`.
enum ListTable {
    /// A header row and one row per game; a friendly line when there are none.
    ///
    /// Every cell is sanitized, then padded by display width (``DisplayWidth``, as the exports
    /// measure), so a CJK or emoji name keeps the columns after it in line.
    static func render(_ summaries: [GameSummary]) -> String {
        guard !summaries.isEmpty else { return "no games yet: run `courtside new` to start one\n" }
        // One formatter for the whole table: making one costs more than formatting a date with it.
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let rows =
            [["ID", "TEAMS", "SCORE", "STATUS", "EVENTS", "CLOCK", "LAST PLAYED", "RULES"]]
            + summaries.map { summary in
                [
                    summary.id.rawValue,
                    "\(summary.homeName) vs \(summary.awayName)",
                    ScoreFormat.string(home: summary.homeScore, away: summary.awayScore),
                    summary.status == .finished ? "finished" : "in progress",
                    String(summary.eventCount),
                    ClockFormat.string(ms: summary.clockMs),
                    date(summary.lastPlayedMs ?? summary.createdMs, formatter),
                    summary.rules.summary,
                ].map { TextSanitizer.printable($0) }
            }
        let widths = (0..<rows[0].count).map { column in rows.map { width(of: $0[column]) }.max() ?? 0 }
        return rows.map { row in
            var line = zip(row, widths).map { cell, width in padded(cell, to: width) }
                .joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// Columns a cell takes: its length when it is printable ASCII (most cells), else by
    /// ``DisplayWidth``.
    private static func width(of cell: String) -> Int {
        isPlainASCII(cell) ? cell.utf8.count : DisplayWidth.of(cell)
    }

    /// A cell padded with spaces to `width` columns.
    private static func padded(_ cell: String, to width: Int) -> String {
        guard isPlainASCII(cell) else { return DisplayWidth.padded(cell, to: width) }
        return cell + String(repeating: " ", count: max(0, width - cell.utf8.count))
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    private static func date(_ ms: Int64, _ formatter: DateFormatter) -> String {
        return formatter.string(from: Date(timeIntervalSince1970: Double(ms) / 1000))
    }
}
