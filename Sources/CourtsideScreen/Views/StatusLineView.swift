import CourtsideViewModels

/// The status line: the last play, or why a key was refused.
@MainActor
final class StatusLineView: BoundView {
    private var status = ""

    init(status: Dynamic<String>) {
        super.init(id: "status")
        tokens = [
            status.bindAndFire { [weak self] in self?.update(\.status, $0) }
        ]
    }

    override func draw(on canvas: Canvas) {
        canvas.text("» " + status, row: 0, column: 1)
    }
}
