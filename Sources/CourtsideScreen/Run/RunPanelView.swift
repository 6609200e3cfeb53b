import CourtsideViewModels

/// One box of the run board (on court, who has next, results, standings): a title in its top edge
/// and the view model's lines inside, cut to the box. Redrawn only when its panel changes.
@MainActor
final class RunPanelView: BoundView {
    private var panel = RunPanel(title: "", lines: [])

    init(id: String, panel: Dynamic<RunPanel>) {
        super.init(id: id)
        tokens = [
            panel.bindAndFire { [weak self] value in
                guard let self, self.panel != value else { return }
                self.panel = value
                self.markDirty()
            }
        ]
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: panel.title, titleStyle: TextStyle(.bold))
        for (row, line) in panel.lines.prefix(max(0, canvas.height - 2)).enumerated() {
            canvas.text(line, row: row + 1, column: 2, width: max(0, canvas.width - 4), pad: true)
        }
    }
}
