import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The bottom bar with the main keys, in reverse video with the keys in bold, from the keymap in
/// force (``Keymap/barItems``); it draws once per layout, and again when the scoreboard enters or
/// leaves edit mode, whose keys it shows then.
@MainActor
final class HelpBarView: BoundView {
    private let normalItems: [HelpBarItem]
    private let editItems: [HelpBarItem]
    private var isEditing = false
    private var items: [HelpBarItem] { isEditing ? editItems : normalItems }

    /// A bar of the given items; while `isEditing` holds true (when given), of `editItems`.
    init(items: [HelpBarItem], editItems: [HelpBarItem] = [], isEditing: Dynamic<Bool>? = nil) {
        normalItems = items
        self.editItems = editItems
        super.init(id: "help")
        if let isEditing {
            tokens = [
                isEditing.bindAndFire { [weak self] value in
                    guard let self, self.isEditing != value else { return }
                    self.isEditing = value
                    self.markDirty()
                }
            ]
        }
    }

    /// The bar as plain text, with `gap` spaces between items.
    private static func line(_ items: [HelpBarItem], gap: Int) -> String {
        " " + items.map { "\($0.keys) \($0.label)" }.joined(separator: String(repeating: " ", count: gap))
    }

    override func draw(on canvas: Canvas) {
        canvas.text("", row: 0, style: TextStyle(.reverse), pad: true)
        // Optional items only where the whole bar fits; two spaces between items where they fit,
        // one at 80 columns.
        var shown = items
        if Self.columns(of: Self.line(shown, gap: 1)) > canvas.width { shown.removeAll(where: \.isOptional) }
        let gap = Self.columns(of: Self.line(shown, gap: 2)) <= canvas.width ? 2 : 1
        var column = 1
        for item in shown {
            canvas.text(item.keys, row: 0, column: column, style: TextStyle([.reverse, .bold]))
            column += Self.columns(of: item.keys) + 1
            canvas.text(item.label, row: 0, column: column, style: TextStyle(.reverse))
            column += Self.columns(of: item.label) + gap
            if column >= canvas.width { break }
        }
    }

    /// Columns of text as drawn: keys come from the user's keys file, so they are measured in the
    /// display form the canvas draws.
    private static func columns(of text: String) -> Int {
        DisplayWidth.of(TextSanitizer.displayForm(text))
    }
}
