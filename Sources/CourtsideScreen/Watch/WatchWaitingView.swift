import CourtsideViewModels

/// What the live view shows before there is a game to watch: that it waits for one to be scored,
/// where, and how to start one. Visible only while the watch view model has no board.
@MainActor
final class WatchWaitingView: BoundView {
    private var library = ""

    init(viewModel: any WatchViewModelProtocol) {
        super.init(id: "watch.waiting")
        tokens = [
            viewModel.connection.bindAndFire { [weak self] connection in
                guard let self, case .waiting(let library) = connection, self.library != library else { return }
                self.library = library
                self.markDirty()
            }
        ]
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: "courtside watch")
        let lines: [(String, TextStyle)] = [
            ("waiting for a game to be scored", TextStyle(.bold)),
            ("", .plain),
            ("library: \(library)", .plain),
            ("", .plain),
            ("start one in another terminal (courtside new, or resume one):", TextStyle(.dim)),
            ("it shows here as soon as its scorer opens it", TextStyle(.dim)),
        ]
        let top = max(1, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < canvas.height - 1 {
            canvas.text(
                line.0, row: top + offset, column: 2, width: max(0, canvas.width - 4), alignment: .center,
                style: line.1)
        }
    }
}
