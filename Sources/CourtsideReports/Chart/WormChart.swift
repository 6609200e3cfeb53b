import CourtsideCore

/// The score-progression ("worm") chart: both teams' scores over game time, as lines of text.
///
/// The home team is a braille line (2×4 dots a cell, so it moves finer than the text grid); the
/// away team is a shaded area (`░`) up to its score, so the two read apart without colour. Where the
/// line crosses the area the line wins. Below the plot: an x axis from 0:00 to the game's duration,
/// and a legend with both names and final scores. The y axis is labelled with the highest score
/// reached (undos can take a score back down) and 0.
///
/// A pure function of its input, O(points + width × height): points are bucketed into dot columns
/// in one pass, so a game of 100,000 events draws as fast as its events can be read.
public enum WormChart {
    /// The legend glyph of the home line.
    public static let homeGlyph = "⣿"
    /// The glyph of the away area.
    public static let awayGlyph = "░"
    /// Lines below the plot: the x axis, its labels and the legend.
    static let footerHeight = 3

    /// The chart of a game at `width` × `height` cells.
    public static func lines(game: Game, width: Int, height: Int) -> [String] {
        lines(
            points: points(of: game), homeName: game.header.home.name, awayName: game.header.away.name,
            width: width, height: height)
    }

    /// Both scores after every event of a game, in order: one fold, O(events).
    public static func points(of game: Game) -> [ScorePoint] {
        var state = GameState(rules: game.header.rules)
        var points: [ScorePoint] = []
        points.reserveCapacity(game.events.count)
        for event in game.events {
            do {
                try state.apply(event)
            } catch {
                // A Game holds only events its own fold accepted.
                preconditionFailure("a folded game's event was refused: \(error)")
            }
            points.append(ScorePoint(clockMs: event.clockMs, home: state.homeScore, away: state.awayScore))
        }
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
        guard width > 0, height > 0 else { return Array(repeating: "", count: max(0, height)) }
        let final = points.last ?? ScorePoint(clockMs: 0, home: 0, away: 0)
        let legend = "\(homeGlyph) \(homeName) \(final.home)  \(awayGlyph) \(awayName) \(final.away)"
        var topScore = 1
        var durationMs: Int64 = 0
        for point in points {
            topScore = max(topScore, point.home, point.away)
            durationMs = max(durationMs, point.clockMs)
        }
        let labelWidth = String(topScore).count
        let plotWidth = width - labelWidth - 1
        let plotRows = height - footerHeight
        guard plotWidth >= 1, plotRows >= 1 else {
            return (0..<height).map { DisplayWidth.padded($0 == 0 ? legend : "", to: width) }
        }
        let grid = WormGrid(
            points: points, columns: plotWidth, rows: plotRows, topScore: topScore, durationMs: durationMs)
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
