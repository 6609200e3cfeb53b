import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The bottom bar with the main keys, in reverse video with the keys in bold, from the keymap in
/// force (``Keymap/barItems``); it draws once per layout, and again when a board changes the keys
/// in force (the scoreboard entering or leaving edit mode).
///
/// Where the bar does not fit, the optional items go first, then the others from the end of the
/// bar's first part; the help and quit keys at its end go last (``fitting(_:width:)``).
@MainActor
final class HelpBarView: BoundView {
    private let itemSets: [[HelpBarItem]]
    private var inForce = 0
    private var items: [HelpBarItem] { itemSets[inForce] }

    /// A bar of the given items.
    convenience init(items: [HelpBarItem]) {
        self.init(itemSets: [items], inForce: nil)
    }

    /// A bar of the key set of `helps` that `inForce` names.
    convenience init(helps: [KeyHelp], inForce: Dynamic<Int>) {
        self.init(itemSets: helps.map(\.barItems), inForce: inForce)
    }

    private init(itemSets: [[HelpBarItem]], inForce: Dynamic<Int>?) {
        self.itemSets = itemSets.isEmpty ? [[]] : itemSets
        super.init(id: "help")
        if let inForce {
            tokens = [
                inForce.bindAndFire { [weak self] value in
                    guard let self, self.inForce != value, self.itemSets.indices.contains(value) else { return }
                    self.inForce = value
                    self.markDirty()
                }
            ]
        }
    }

    /// The bar as plain text, with `gap` spaces between items.
    private static func line(_ items: [HelpBarItem], gap: Int) -> String {
        " " + items.map { "\($0.keys) \($0.label)" }.joined(separator: String(repeating: " ", count: gap))
    }

    /// The items kept whatever the width: the last two, which every keymap makes its help and its
    /// quit (`? help q quit`; the creator's Enter and Esc, edit mode's insert and done).
    static let keptCount = 2

    /// What the bar shows in `width` columns: every item where the bar fits; else all but the
    /// optional ones; else the kept items (``keptCount``) with as many of the others, in order, as
    /// fit before them, and `isCut` so a `…` before the kept ones says some were left out.
    static func fitting(_ items: [HelpBarItem], width: Int) -> (items: [HelpBarItem], isCut: Bool) {
        if columns(of: line(items, gap: 1)) <= width { return (items, false) }
        let needed = items.filter { !$0.isOptional }
        if columns(of: line(needed, gap: 1)) <= width { return (needed, false) }
        let kept = Array(needed.suffix(keptCount))
        let others = needed.dropLast(kept.count)
        var head = Array(others)
        // " … " before the kept items: the ellipsis and its gap.
        while !head.isEmpty, columns(of: line(head + kept, gap: 1)) + 2 > width { head.removeLast() }
        return (head + kept, head.count < others.count)
    }

    override func draw(on canvas: Canvas) {
        canvas.text("", row: 0, style: TextStyle(.reverse), pad: true)
        // Two spaces between items where they fit, one where they do not.
        let (shown, isCut) = Self.fitting(items, width: canvas.width)
        let gap = !isCut && Self.columns(of: Self.line(shown, gap: 2)) <= canvas.width ? 2 : 1
        let cutBefore = isCut ? max(0, shown.count - Self.keptCount) : nil
        var column = 1
        for (index, item) in shown.enumerated() {
            if index == cutBefore {
                canvas.text(String(TextFitter.ellipsis), row: 0, column: column, style: TextStyle(.reverse))
                column += 2
            }
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
