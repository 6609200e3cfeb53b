import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// Draws the worm chart (``WormChart``'s lines) into an area of a canvas, in colour where there is
/// some: the home line in the home accent, the away area in the away accent, the axes dimmed. The
/// two teams read apart without colour too, one a braille line, the other a shaded area.
@MainActor
enum WormChartDrawing {
    /// What a character of the chart is, for its style.
    private enum Part: Equatable {
        case home, away, axis, text

        init(_ character: Character) {
            guard let scalar = character.unicodeScalars.first else {
                self = .text
                return
            }
            if (0x2800...0x28FF).contains(scalar.value) {
                self = .home
            } else if String(character) == WormChart.awayGlyph {
                self = .away
            } else if "│┤└─".contains(character) {
                self = .axis
            } else {
                self = .text
            }
        }

        var style: TextStyle {
            switch self {
            case .home: TextStyle(.bold, color: .home)
            case .away: TextStyle(color: .away)
            case .axis: TextStyle(.dim)
            case .text: .plain
            }
        }
    }

    /// Draws the chart of `points` filling `area` (relative to the canvas); the names are shown in
    /// display form.
    static func draw(points: [ScorePoint], homeName: String, awayName: String, on canvas: Canvas, area: Rect) {
        guard !area.isEmpty else { return }
        let lines = WormChart.lines(
            points: points, homeName: TextSanitizer.displayForm(homeName),
            awayName: TextSanitizer.displayForm(awayName), width: area.width, height: area.height)
        for (offset, line) in lines.enumerated() {
            var column = area.column
            let end = area.column + area.width
            for run in runs(of: line) where column < end {
                canvas.text(
                    run.text, row: area.row + offset, column: column, width: end - column, style: run.part.style)
                column += DisplayWidth.of(TextSanitizer.displayForm(run.text))
            }
        }
    }

    /// The line cut into runs of one part each.
    private static func runs(of line: String) -> [(text: String, part: Part)] {
        var runs: [(text: String, part: Part)] = []
        for character in line {
            let part = Part(character)
            if let last = runs.last, last.part == part {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), part))
            }
        }
        return runs
    }
}
