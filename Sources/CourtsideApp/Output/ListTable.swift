import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The plain-text table of `courtside list`.
package enum ListTable {
    /// A header row and one row per game; a friendly line when there are none.
    ///
    /// Every cell is sanitized, then padded by display width (``DisplayWidth``, as the screen and
    /// the exports measure), so a CJK or emoji name keeps the columns after it in line. Dates are
    /// in local time (``LocalDateFormat``).
    package static func render(_ summaries: [GameSummary], dateFormat: LocalDateFormat = LocalDateFormat()) -> String {
        guard !summaries.isEmpty else { return "no games yet: run `courtside new` to start one\n" }
        let rows =
            [["ID", "TEAMS", "SCORE", "STATUS", "EVENTS", "CLOCK", "LAST PLAYED", "RULES"]]
            + summaries.map { summary in
                [
                    summary.id.rawValue,
                    "\(summary.homeName) vs \(summary.awayName)",
                    ScoreFormat.string(home: summary.homeScore, away: summary.awayScore),
                    summary.confirmed
                        ? PlayWords.confirmedFinal : summary.status == .finished ? "finished" : "in progress",
                    String(summary.eventCount),
                    ClockFormat.string(ms: summary.clockMs),
                    dateFormat.string(ms: summary.lastPlayedMs ?? summary.createdMs),
                    summary.rules.summary,
                ]
            }
        return aligned(rows)
    }

    /// `rows` (the first is the header) as lines of columns two spaces apart: every cell
    /// sanitized, then padded by display width; no trailing spaces.
    package static func aligned(_ rows: [[String]]) -> String {
        let rows = rows.map { $0.map { TextSanitizer.printable($0) } }
        guard let first = rows.first else { return "" }
        let widths = (0..<first.count).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { row in
            var line = zip(row, widths).map { cell, width in DisplayWidth.padded(cell, to: width) }
                .joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }
}
