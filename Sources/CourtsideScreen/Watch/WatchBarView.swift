import CourtsideReports
import CourtsideViewModels

/// The live view's status bar: how the watcher stands with the game (live, scorer gone, file
/// deleted, waiting) and, on the right, "GAME POINT: …" when a basket would win it. Bound to the
/// watch view model, so it draws only when one of those changes.
@MainActor
final class WatchBarView: BoundView {
    private var connection = WatchConnection.live
    private var gamePoint = ""

    init(viewModel: any WatchViewModelProtocol) {
        super.init(id: "watch")
        tokens = [
            viewModel.connection.bindAndFire { [weak self] in self?.update(\.connection, $0) },
            viewModel.gamePoint.bindAndFire { [weak self] in self?.update(\.gamePoint, $0) },
        ]
    }

    private func update<Value: Equatable>(_ field: ReferenceWritableKeyPath<WatchBarView, Value>, _ value: Value) {
        guard self[keyPath: field] != value else { return }
        self[keyPath: field] = value
        markDirty()
    }

    /// The word in the bar's badge, plain text so it reads without colour.
    private var badge: String {
        switch connection {
        case .live: "● LIVE"
        case .waiting: "○ WAITING"
        case .notBeingScored, .scorerGone: "■ NO SCORER"
        case .fileDeleted: "■ DELETED"
        case .failed: "■ ERROR"
        }
    }

    override func draw(on canvas: Canvas) {
        let badgeStyle =
            connection.isWarning
            ? TextStyle([.bold, .reverse], color: .warning)
            : TextStyle([.bold, .reverse], color: connection == .live ? .running : nil)
        canvas.text(badge, row: 0, column: 1, width: 13, style: badgeStyle, pad: true)
        let pointWidth = gamePoint.isEmpty ? 0 : DisplayWidth.of(gamePoint) + 2
        canvas.text(
            connection.text, row: 0, column: 15, width: max(0, canvas.width - 16 - pointWidth),
            style: connection.isWarning ? TextStyle(.bold) : .plain)
        if !gamePoint.isEmpty {
            canvas.text(
                gamePoint, row: 0, column: max(15, canvas.width - 1 - pointWidth + 2),
                style: TextStyle([.bold, .reverse], color: .final))
        }
    }
}
