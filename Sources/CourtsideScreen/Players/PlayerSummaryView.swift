import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The top of a player's page: who (bold), the averages (wrapped to two lines at most), the
/// totals, and the best games. Nothing in it changes while the page is up.
@MainActor
final class PlayerSummaryView: BoundView {
    private let summary: PlayerSummary
    /// Whether the best games are shown (left out when the window is too short for them and the log).
    var showsBestGames = true

    init(summary: PlayerSummary) {
        self.summary = summary
        super.init(id: "summary")
    }

    /// The rows it takes at `width` columns, with or without the best games.
    func height(width: Int, bestGames: Bool) -> Int {
        lines(width: width, bestGames: bestGames).count
    }

    private func lines(width: Int, bestGames: Bool) -> [(String, TextStyle)] {
        var lines: [(String, TextStyle)] = [(summary.who, TextStyle(.bold))]
        lines += TextWrapper.lines(summary.averages, width: max(1, width - 2), maxLines: 2).map { ($0, .plain) }
        lines.append((summary.totals, .plain))
        if bestGames && !summary.bestGames.isEmpty {
            lines.append(("best games", TextStyle(.dim)))
            lines += summary.bestGames.map { ("  " + $0, .plain) }
        }
        return lines
    }

    override func draw(on canvas: Canvas) {
        for (row, line) in lines(width: canvas.width, bestGames: showsBestGames).enumerated() {
            canvas.text(line.0, row: row, column: 1, width: canvas.width - 2, style: line.1)
        }
    }
}
