import CourtsideViewModels

/// The creator's question before Esc throws typed values away: "Discard this game? y/n".
@MainActor
final class DiscardOverlayView: BoundView {
    /// The size the overlay wants.
    static let preferredSize = TerminalSize(width: 40, height: 5)

    private var isShown = false

    init(overlay: Dynamic<GameCreatorOverlay>) {
        super.init(id: "overlay.discard")
        tokens = [
            overlay.bindAndFire { [weak self] value in
                guard let self, self.isShown != (value == .confirmDiscard) else { return }
                self.isShown = value == .confirmDiscard
                self.markDirty()
            }
        ]
    }

    override var isVisible: Bool { isShown }

    override func draw(on canvas: Canvas) {
        canvas.box(.heavy, style: TextStyle(.bold))
        let width = canvas.width - 2
        canvas.text(
            "Discard this game? y/n", row: 1, column: 1, width: width, alignment: .center, style: TextStyle(.bold))
        canvas.text(
            "y discards · n keeps editing", row: canvas.height - 2, column: 1, width: width, alignment: .center,
            style: TextStyle(.dim))
    }
}
