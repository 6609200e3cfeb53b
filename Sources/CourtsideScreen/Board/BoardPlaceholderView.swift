import CourtsideViewModels

/// What a board screen shows while its view model has no board (``BoardPlaceholder``): a box with
/// a title and centred lines, such as a watcher waiting for a game to be scored. Visible only then.
@MainActor
final class BoardPlaceholderView: BoundView {
    private let placeholder: BoardPlaceholder

    init(_ placeholder: BoardPlaceholder) {
        self.placeholder = placeholder
        super.init(id: "board.placeholder")
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: placeholder.title)
        let lines = placeholder.lines
        let top = max(1, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < canvas.height - 1 {
            let style: TextStyle =
                switch line.emphasis {
                case .bold: TextStyle(.bold)
                case .plain: .plain
                case .dim: TextStyle(.dim)
                }
            canvas.text(
                line.text, row: top + offset, column: 2, width: max(0, canvas.width - 4), alignment: .center,
                style: style)
        }
    }
}
