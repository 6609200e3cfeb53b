/// The bottom bar with the main keys, in reverse video with the keys in bold; it never changes,
/// so it draws once per layout.
@MainActor
final class HelpBarView: BoundView {
    private let items: [(key: String, action: String)]

    /// A bar for the given select letters (home then away, three each).
    convenience init(homeKeys: [Character], awayKeys: [Character]) {
        self.init(items: [
            ("\(String(homeKeys))/\(String(awayKeys))", "select"), ("s", "+1"), ("d", "+2"), ("a", "ast"),
            ("r", "reb"), ("f", "foul"), ("Space", "clock"), ("z", "undo"), ("?", "help"), ("q", "quit"),
        ])
    }

    /// A bar of key and action pairs.
    init(items: [(key: String, action: String)]) {
        self.items = items
        super.init(id: "help")
    }

    /// A bar from a keymap's one-line form ("↑↓ select  Enter open  q quit"): items two spaces
    /// apart, each a key, a space and what it does; so the keymap stays the one source of its keys.
    convenience init(bar: String) {
        self.init(items: Self.items(of: bar))
    }

    /// The items of a one-line bar.
    static func items(of bar: String) -> [(key: String, action: String)] {
        bar.split(separator: "  ").compactMap { part -> (key: String, action: String)? in
            let item = part.drop { $0 == " " }
            guard !item.isEmpty else { return nil }
            guard let space = item.firstIndex(of: " ") else { return (String(item), "") }
            return (String(item[..<space]), String(item[item.index(after: space)...]))
        }
    }

    /// The bar as plain text, with `gap` spaces between items.
    func line(gap: Int) -> String {
        " " + items.map { "\($0.key) \($0.action)" }.joined(separator: String(repeating: " ", count: gap))
    }

    override func draw(on canvas: Canvas) {
        canvas.text("", row: 0, style: TextStyle(.reverse), pad: true)
        // Two spaces between items where they fit, one at 80 columns.
        let gap = TextWidth.columns(of: line(gap: 2)) <= canvas.width ? 2 : 1
        var column = 1
        for item in items {
            canvas.text(item.key, row: 0, column: column, style: TextStyle([.reverse, .bold]))
            column += TextWidth.columns(of: item.key) + 1
            canvas.text(item.action, row: 0, column: column, style: TextStyle(.reverse))
            column += TextWidth.columns(of: item.action) + gap
            if column >= canvas.width { break }
        }
    }
}
