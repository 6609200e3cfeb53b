import CourtsideViewModels

/// The notice shown instead of a screen while the terminal is smaller than the screen needs: the
/// size needed and the size there is, and the keys that still work (``Screen/noticeKeys``).
@MainActor
final class TooSmallView: BoundView {
    private let need: TerminalSize
    private let have: TerminalSize
    private let keys: String

    init(need: TerminalSize, have: TerminalSize, keys: String) {
        self.need = need
        self.have = have
        self.keys = keys
        super.init(id: "too-small")
    }

    /// The message, centred: "terminal too small: need 64×20, have W×H".
    var message: String { "terminal too small: need \(need), have \(have)" }

    override func draw(on canvas: Canvas) {
        let lines = [message, "enlarge the window to go on", keys]
        canvas.centredLines(lines)
    }
}
