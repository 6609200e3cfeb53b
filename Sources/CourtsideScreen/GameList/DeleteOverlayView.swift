import CourtsideText
import CourtsideViewModels

/// The delete confirmation: "Delete game Ballerz vs Ringerz? y/n", with the game's score, status,
/// date and id, so the scorer knows which game goes.
@MainActor
final class DeleteOverlayView: BoundView {
    /// The size the overlay wants (clipped to the screen).
    static let preferredSize = TerminalSize(width: 64, height: 7)

    private var row: GameListRow?

    init(overlay: Dynamic<GameListOverlay>) {
        super.init(id: "overlay.delete")
        tokens = [
            overlay.bindAndFire { [weak self] value in
                guard let self else { return }
                var shown: GameListRow?
                if case .confirmDelete(let row) = value { shown = row }
                guard self.row != shown else { return }
                self.row = shown
                self.markDirty()
            }
        ]
    }

    override var isVisible: Bool { row != nil }

    override func draw(on canvas: Canvas) {
        guard let row else { return }
        canvas.box(.heavy, style: TextStyle(.bold), title: "Delete", titleStyle: TextStyle(.bold))
        let inner = canvas.width - 4
        guard inner > 0 else { return }
        let prefix = "Delete game "
        let suffix = "? y/n"
        let teamsRoom = inner - DisplayWidth.of(prefix + suffix)
        let teams = GameListColumns.teams(home: row.homeName, away: row.awayName, width: teamsRoom)
        canvas.text(
            prefix + TextFitter.truncate(teams, width: teamsRoom) + suffix, row: 1, column: 2, width: inner,
            alignment: .center, style: TextStyle(.bold))
        canvas.text(
            "\(row.score) · \(row.statusText) · \(row.date)", row: 2, column: 2, width: inner,
            alignment: .center)
        canvas.text(
            "game \(row.id): its file is removed for good", row: 3, column: 2, width: inner,
            alignment: .center, style: TextStyle(.dim))
        canvas.text(
            "y deletes · n keeps it", row: canvas.height - 2, column: 2, width: inner, alignment: .center,
            style: TextStyle(.dim))
    }
}
