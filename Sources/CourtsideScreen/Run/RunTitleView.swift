import CourtsideViewModels

/// The run board's title bar: how many are here, the rotation, how teams are made, the rules.
@MainActor
final class RunTitleView: BoundView {
    private var title = ""

    init(title: Dynamic<String>) {
        super.init(id: "title")
        tokens = [
            title.bindAndFire { [weak self] in self?.update(\.title, $0) }
        ]
    }

    override func draw(on canvas: Canvas) {
        canvas.text("", row: 0, style: TextStyle(.reverse), pad: true)
        canvas.text(title, row: 0, column: 1, width: max(0, canvas.width - 2), style: TextStyle(.reverse))
    }
}
