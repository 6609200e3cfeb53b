import CourtsideViewModels

/// The status line: the last play, or why a key was refused; in screen-reader mode the announce
/// line (an ``Announcer``'s), where the cursor sits.
@MainActor
final class StatusLineView: BoundView {
    private var status = ""

    /// Where the line's words start, after its `» `: screen-reader mode's cursor.
    var sentenceStart: CursorPosition? {
        frame.isEmpty ? nil : CursorPosition(row: frame.row, column: frame.column + 3)
    }

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
