import CourtsideCore

/// The one entry point for exports: a game in, the text of a format out.
public enum Exporter {
    /// Width of the worm chart in the text export.
    public static let chartWidth = 72
    /// Height of the worm chart in the text export.
    public static let chartHeight = 14

    /// The game in a format: O(events) for the play-by-play, whatever the game's size.
    public static func export(_ game: Game, format: ExportFormat) -> String {
        let box = BoxScore(game: game)
        switch format {
        case .csv:
            return CSVExporter.export(box)
        case .text:
            let plays = PlayByPlay(game: game)
            let chart = WormChart.lines(
                points: plays.scorePoints, homeName: box.home.name, awayName: box.away.name, width: chartWidth,
                height: chartHeight)
            return TextExporter.export(box, plays: plays, chart: chart)
        case .json:
            return JSONExporter.export(box, plays: PlayByPlay(game: game))
        case .md:
            return MarkdownExporter.export(box, plays: PlayByPlay(game: game))
        }
    }
}
