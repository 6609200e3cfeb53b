import CourtsideViewModels

/// The quit confirmation: "Quit? y/n".
@MainActor
final class QuitOverlayView: BoundView {
    private var isShown = false

    init(overlay: Dynamic<BoardOverlay>) {
        super.init(id: "overlay.quit")
        tokens = [
            overlay.bindAndFire { [weak self] value in
                guard let self, self.isShown != (value == .confirmQuit) else { return }
                self.isShown = value == .confirmQuit
                self.markDirty()
            }
        ]
    }

    override var isVisible: Bool { isShown }

    /// The size the overlay wants.
    static let preferredSize = TerminalSize(width: 30, height: 5)

    override func draw(on canvas: Canvas) {
        canvas.box(.heavy, style: TextStyle(.bold))
        let width = canvas.width - 2
        canvas.text("Quit? y/n", row: 1, column: 1, width: width, alignment: .center, style: TextStyle(.bold))
        canvas.text(
            "y quits · n keeps scoring", row: canvas.height - 2, column: 1, width: width,
            alignment: .center, style: TextStyle(.dim))
    }
}
