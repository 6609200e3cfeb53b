import CourtsideCore
import CourtsideReports
import CourtsideViewModels
import Foundation

/// The plain-text table of `courtside list`.
enum ListTable {
    /// A header row and one row per game; a friendly line when there are none.
    static func render(_ summaries: [GameSummary]) -> String {
        guard !summaries.isEmpty else { return "no games yet: run `courtside new` to start one\n" }
        let rows =
            [["ID", "TEAMS", "SCORE", "STATUS", "EVENTS", "CLOCK", "LAST PLAYED"]]
            + summaries.map { summary in
                [
                    summary.id.rawValue,
                    "\(summary.homeName) vs \(summary.awayName)",
                    ScoreFormat.string(home: summary.homeScore, away: summary.awayScore),
                    summary.status == .finished ? "finished" : "in progress",
                    String(summary.eventCount),
                    ClockFormat.string(ms: summary.clockMs),
                    date(summary.lastPlayedMs ?? summary.createdMs),
                ]
            }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n"
    }

    private static func date(_ ms: Int64) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: Double(ms) / 1000))
    }
}
