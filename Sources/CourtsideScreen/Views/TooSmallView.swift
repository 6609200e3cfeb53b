/// The notice shown instead of a screen while the terminal is smaller than the screen needs.
@MainActor
final class TooSmallView: BoundView {
    private let need: TerminalSize
    private let have: TerminalSize

    init(need: TerminalSize, have: TerminalSize) {
        self.need = need
        self.have = have
        super.init(id: "too-small")
    }

    /// The message, centred: "terminal too small: need 80×24, have W×H".
    var message: String { "terminal too small: need \(need), have \(have)" }

    override func draw(on canvas: Canvas) {
        let lines = [message, "enlarge the window to go on (Ctrl-C quits)"]
        let top = max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            canvas.text(line, row: top + offset, alignment: .center, style: offset == 0 ? TextStyle(.bold) : .plain)
        }
    }
}
