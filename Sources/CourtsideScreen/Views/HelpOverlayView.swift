import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The `?` overlay: the whole keymap in force, from its help entries (``Keymap/helpEntries``); any
/// key closes it.
///
/// Every screen with a help key has one (scoreboard, game list, replay), each bound to its own view
/// model's value.
@MainActor
final class HelpOverlayView: BoundView {
    private let entries: [HelpEntry]
    private var isShown = false

    /// The scoreboard's help, shown while `overlay` is `.help`.
    convenience init(overlay: Dynamic<ScoreboardOverlay>, entries: [HelpEntry]) {
        self.init(overlay, shownWhen: .help, entries: entries)
    }

    /// A help shown while `value` equals `shown`.
    init<Value: Equatable>(_ value: Dynamic<Value>, shownWhen shown: Value, entries: [HelpEntry]) {
        self.entries = entries
        super.init(id: "overlay.help")
        tokens = [
            value.bindAndFire { [weak self] value in
                guard let self, self.isShown != (value == shown) else { return }
                self.isShown = value == shown
                self.markDirty()
            }
        ]
    }

    override var isVisible: Bool { isShown }

    /// The size the overlay wants: one row per entry, a footer, a border and a margin.
    var preferredSize: TerminalSize {
        let keysWidth = keysWidth
        let actionWidth = entries.map { DisplayWidth.of(TextSanitizer.displayForm($0.action)) }.max() ?? 0
        return TerminalSize(width: keysWidth + actionWidth + 8, height: entries.count + 4)
    }

    /// The widest keys, as drawn (keys from the keys file are measured in display form).
    private var keysWidth: Int {
        entries.map { DisplayWidth.of(TextSanitizer.displayForm($0.keys)) }.max() ?? 0
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.heavy, style: TextStyle(.bold), title: "Keys", titleStyle: TextStyle(.bold))
        let keysWidth = keysWidth
        for (index, entry) in entries.enumerated() where index + 1 < canvas.height - 2 {
            canvas.text(entry.keys, row: index + 1, column: 2, width: keysWidth, style: TextStyle(.bold))
            canvas.text(entry.action, row: index + 1, column: keysWidth + 5, width: canvas.width - keysWidth - 6)
        }
        canvas.text(
            "any key closes this help", row: canvas.height - 2, column: 1, width: canvas.width - 2,
            alignment: .center, style: TextStyle(.dim))
    }
}
