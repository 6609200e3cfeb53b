import CourtsideText
import CourtsideViewModels

/// The status line: the last play, or why a key was refused (and the desk's league line); in
/// screen-reader mode the announce line (an ``Announcer``'s), where the cursor sits.
@MainActor
final class StatusLineView: BoundView {
    private var status = ""
    private let marker: String

    /// Where the line's words start, after its marker: screen-reader mode's cursor.
    var sentenceStart: CursorPosition? {
        frame.isEmpty ? nil : CursorPosition(row: frame.row, column: frame.column + 1 + DisplayWidth.of(marker))
    }

    /// A line showing `status` after `marker`.
    init(status: Dynamic<String>, id: String = "status", marker: String = "» ") {
        self.marker = marker
        super.init(id: id)
        tokens = [
            status.bindAndFire { [weak self] in self?.update(\.status, $0) }
        ]
    }

    override func draw(on canvas: Canvas) {
        canvas.text(marker + status, row: 0, column: 1)
    }
}
