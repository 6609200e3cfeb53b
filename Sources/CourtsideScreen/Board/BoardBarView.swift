import CourtsideText
import CourtsideViewModels

/// The bar above the help bar of a replay or a watcher (``BoardBar``): a badge, the texts after
/// it, a gauge or a flag on the right. Bound to one value, so it draws only when that changes.
@MainActor
final class BoardBarView: BoundView {
    private var bar: BoardBar

    init(bar: Dynamic<BoardBar>) {
        self.bar = bar.value
        super.init(id: "bar")
        tokens = [
            bar.bind { [weak self] in self?.update(\.bar, $0) }
        ]
    }

    override func draw(on canvas: Canvas) {
        let color: ColorRole? =
            switch bar.tone {
            case .plain: nil
            case .running: .running
            case .warning: .warning
            }
        canvas.text(
            bar.badge, row: 0, column: 1, width: bar.badgeWidth, style: TextStyle([.bold, .reverse], color: color),
            pad: true)
        let flagWidth = bar.flag.isEmpty ? 0 : DisplayWidth.of(bar.flag) + 1
        let end = canvas.width - 1 - flagWidth
        var column = bar.badgeWidth + 2
        for part in bar.parts {
            guard column < end else { break }
            canvas.text(
                part.text, row: 0, column: column, width: end - column, style: part.isBold ? TextStyle(.bold) : .plain)
            column += DisplayWidth.of(part.text) + 3
        }
        if !bar.flag.isEmpty {
            canvas.text(
                bar.flag, row: 0, column: max(bar.badgeWidth + 2, end + 1),
                style: TextStyle([.bold, .reverse], color: .final))
        }
        // The gauge fills what is left: filled up to the position, thin after it.
        guard let gauge = bar.gauge else { return }
        let width = end - column
        guard width >= 4 else { return }
        let filled = gauge.total == 0 ? width : width * min(gauge.done, gauge.total) / gauge.total
        canvas.text(String(repeating: "━", count: filled), row: 0, column: column, style: TextStyle(.bold))
        canvas.text(
            String(repeating: "─", count: width - filled), row: 0, column: column + filled, style: TextStyle(.dim))
    }
}
