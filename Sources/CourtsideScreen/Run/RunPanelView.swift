import CourtsideText
import CourtsideViewModels

/// One box of the run board (on court, who has next, results, standings): a title in its top edge
/// and the view model's lines inside, cut to the box. Redrawn only when its panel changes.
@MainActor
final class RunPanelView: BoundView {
    private var panel = RunPanel(title: "", lines: [])

    init(id: String, panel: Dynamic<RunPanel>) {
        super.init(id: id)
        tokens = [
            panel.bindAndFire { [weak self] in self?.update(\.panel, $0) }
        ]
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: panel.title, titleStyle: TextStyle(.bold))
        // A long line (a reason, a team with its strength) wraps under itself rather than being cut.
        let width = max(1, canvas.width - 4)
        let rows = panel.lines.flatMap { line in
            guard DisplayWidth.of(line) > width else { return [line] }
            return TextWrapper.lines(line, width: width - 2).enumerated().map {
                $0.offset == 0 ? $0.element : "  " + $0.element
            }
        }
        for (row, line) in rows.prefix(max(0, canvas.height - 2)).enumerated() {
            canvas.text(line, row: row + 1, column: 2, width: width, pad: true)
        }
    }
}
