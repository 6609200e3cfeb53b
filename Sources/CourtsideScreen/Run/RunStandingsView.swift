import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The run board's standings box: a heading, then a row a player (name, W-L, points) from the
/// view model's first row shown on; "▲ 2 more ▼ 3 more" in the bottom edge where the box cuts
/// rows off, as the lists say it.
///
/// The name column is as wide as the longest name, and a name is cut (with "…", by display
/// width) only where the box is narrower than that name and the two numbers.
@MainActor
final class RunStandingsView: BoundView {
    private var rows: [RunStanding] = []
    private var top = 0

    /// The columns of W-L and PTS, with the space before each.
    static let numbersWidth = 12
    /// The narrowest name column: the heading's "player".
    static let headingName = "player"

    init(standings: Dynamic<[RunStanding]>, top: Dynamic<Int>) {
        super.init(id: "run.standings")
        tokens = [
            standings.bindAndFire { [weak self] in self?.update(\.rows, $0) },
            top.bindAndFire { [weak self] in self?.update(\.top, $0) },
        ]
    }

    /// The rows the box shows at once in `height` rows: all but its border and the heading.
    static func visibleRows(height: Int) -> Int { max(1, height - 3) }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: "Standings", titleStyle: TextStyle(.bold))
        let inner = max(1, canvas.width - 4)
        let longest = rows.map { DisplayWidth.of(TextSanitizer.displayForm($0.name)) }.max() ?? 0
        let name = max(1, min(max(DisplayWidth.of(Self.headingName), longest), inner - Self.numbersWidth))
        let line = { (first: String, record: String, points: String) in
            TextFitter.fit(first, width: name) + " " + TextFitter.fit(record, width: 5, alignment: .trailing) + " "
                + TextFitter.fit(points, width: 5, alignment: .trailing)
        }
        canvas.text(line(Self.headingName, "W-L", "PTS"), row: 1, column: 2, width: inner, pad: true)
        let visible = Self.visibleRows(height: canvas.height)
        for (offset, row) in rows.dropFirst(top).prefix(visible).enumerated() {
            canvas.text(
                line(row.name, "\(row.wins)-\(row.losses)", "\(row.points)"), row: 2 + offset, column: 2,
                width: inner, pad: true)
        }
        let below = rows.count - top - visible
        let more = [top > 0 ? "▲ \(top) more" : nil, below > 0 ? "▼ \(below) more" : nil].compactMap { $0 }
        if !more.isEmpty, canvas.height > 3 {
            canvas.text(
                " " + more.joined(separator: " ") + " ", row: canvas.height - 1, column: 0,
                width: canvas.width - 2, alignment: .trailing, style: TextStyle(.bold))
        }
    }
}
