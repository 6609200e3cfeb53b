import CourtsideCore

/// The score-progression ("worm") chart: both teams' scores over game time, as lines of text.
///
/// The home team is a braille line (2×4 dots a cell, so it moves finer than the text grid); the
/// away team is a shaded area (`░`) up to its score, so the two read apart without colour. Where the
/// line crosses the area the line wins. Below the plot: an x axis from 0:00 to the game's duration,
/// and a legend with both names and final scores. The y axis is labelled with the highest score
/// reached and 0.
///
/// A game's chart is drawn from the plays that count in its state, each at its play's clock (an
/// inserted play at the clock of the play it was inserted before): a correction changes the curve
/// where the play happened, not where the scorer corrected it, and a deleted or undone play is not
/// on it. So the curve never goes down.
///
/// A pure function of its input, O(points + width × height), or O(plays + width × height) from a
/// state: the scores are bucketed into dot columns in one pass, so a game of 100,000 events draws
/// as fast as its plays can be read.
public enum WormChart {
    /// The legend glyph of the home line.
    public static let homeGlyph = "⣿"
    /// The legend glyph of the away area.
    public static let awayGlyph = "░"
    /// Lines below the plot: the x axis, its labels and the legend.
    static let footerHeight = 3

    /// The chart of a game at `width` × `height` cells.
    public static func lines(game: Game, width: Int, height: Int) -> [String] {
        lines(
            of: game.state, homeName: game.header.home.name, awayName: game.header.away.name, width: width,
            height: height)
    }

    /// The chart of a folded state's plays that count, each at its play's clock, at `width` ×
    /// `height` cells; the x axis runs to the state's clock. Draws the same as ``lines(points:homeName:awayName:width:height:)``
    /// of ``points(of:)-(GameState)`` without making the points: memory for the chart's columns only.
    public static func lines(of state: GameState, homeName: String, awayName: String, width: Int, height: Int)
        -> [String]
    {
        let final = ScorePoint(clockMs: state.clockMs, home: state.homeScore, away: state.awayScore)
        return render(
            final: final, topScore: max(1, final.home, final.away), durationMs: state.clockMs, homeName: homeName,
            awayName: awayName, width: width, height: height
        ) { dotColumns in
            WormGrid.columnScores(state: state, dotColumns: dotColumns, durationMs: state.clockMs)
        }
    }

    /// The score progression of a game: ``points(of:)-(GameState)`` of its state.
    public static func points(of game: Game) -> [ScorePoint] {
        points(of: game.state)
    }

    /// The score progression of a folded state: after each play that counts and scores, in the
    /// log's order (an inserted play just before the play it names, so game-clock order) at its
    /// play's clock, both teams' scores counting only such plays; then the final score at the
    /// state's clock (none before the first event). O(plays).
    public static func points(of state: GameState) -> [ScorePoint] {
        guard state.eventCount > 0 else { return [] }
        let scoring = state.playsInOrder.filter { $0.counts && state.rules.points(for: $0.move) > 0 }
        var points: [ScorePoint] = []
        points.reserveCapacity(scoring.count + 1)
        var home = 0
        var away = 0
        for play in scoring {
            let shot = state.rules.points(for: play.move)
            if play.player.side == .home { home += shot } else { away += shot }
            points.append(ScorePoint(clockMs: play.clockMs, home: home, away: away))
        }
        points.append(ScorePoint(clockMs: state.clockMs, home: home, away: away))
        return points
    }

    /// The chart of `points` (in game-clock order; the last one is the final score) at `width` × `height`
    /// cells: exactly `height` lines, each exactly `width` columns wide.
    ///
    /// Too small for a plot (fewer than 4 lines, or too narrow for the axis and one column), it gives
    /// the legend alone, clipped. Without points it draws a flat 0 - 0; when every point is at clock 0
    /// (scored with the clock paused) the final score runs flat across the whole width.
    public static func lines(
        points: [ScorePoint], homeName: String, awayName: String, width: Int, height: Int
    ) -> [String] {
        var topScore = 1
        var durationMs: Int64 = 0
        for point in points {
            topScore = max(topScore, point.home, point.away)
            durationMs = max(durationMs, point.clockMs)
        }
        return render(
            final: points.last ?? ScorePoint(clockMs: 0, home: 0, away: 0), topScore: topScore,
            durationMs: durationMs, homeName: homeName, awayName: awayName, width: width, height: height
        ) { dotColumns in
            WormGrid.columnScores(points: points, dotColumns: dotColumns, durationMs: durationMs)
        }
    }

    /// The axes, the plot from `scores` (both teams' scores per dot column, asked only when a plot
    /// fits) and the legend.
    private static func render(
        final: ScorePoint, topScore: Int, durationMs: Int64, homeName: String, awayName: String, width: Int,
        height: Int, scores: (Int) -> (home: [Int], away: [Int])
    ) -> [String] {
        guard width > 0, height > 0 else { return Array(repeating: "", count: max(0, height)) }
        let legend = "\(homeGlyph) \(homeName) \(final.home)  \(awayGlyph) \(awayName) \(final.away)"
        let labelWidth = String(topScore).count
        let plotWidth = width - labelWidth - 1
        let plotRows = height - footerHeight
        guard plotWidth >= 1, plotRows >= 1 else {
            return (0..<height).map { DisplayWidth.padded($0 == 0 ? legend : "", to: width) }
        }
        let columns = scores(2 * plotWidth)
        let grid = WormGrid(
            home: columns.home, away: columns.away, columns: plotWidth, rows: plotRows, topScore: topScore)
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<plotRows {
            let label: String
            if row == 0 {
                label = String(topScore)
            } else if row == plotRows - 1 {
                label = "0"
            } else {
                label = ""
            }
            let axis = label.isEmpty ? "│" : "┤"
            lines.append(DisplayWidth.padded(label, to: labelWidth, alignRight: true) + axis + grid.line(row))
        }
        lines.append(String(repeating: " ", count: labelWidth) + "└" + String(repeating: "─", count: plotWidth))
        lines.append(String(repeating: " ", count: labelWidth + 1) + axisLabels(durationMs, width: plotWidth))
        lines.append(DisplayWidth.padded(legend, to: width))
        return lines
    }

    /// "0:00" at the left and the duration at the right, or only the duration when both do not fit.
    private static func axisLabels(_ durationMs: Int64, width: Int) -> String {
        let start = ClockFormat.duration(ms: 0)
        let end = ClockFormat.duration(ms: durationMs)
        if start.count + 1 + end.count <= width {
            return start + String(repeating: " ", count: width - start.count - end.count) + end
        }
        return DisplayWidth.padded(end, to: width, alignRight: true)
    }
}
