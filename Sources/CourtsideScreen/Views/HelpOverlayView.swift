import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The `?` overlay: the whole keymap in force, from its help entries (``Keymap/helpEntries``).
///
/// Where the screen has fewer rows than the help has lines, the help is in pages (a
/// ``HelpPager``): the title says which ("Keys 1/2"), the footer what turns them (PgDn Space ↓
/// more, PgUp ↑ back), and no line is ever left out. Any other key closes it.
///
/// Every screen with a help key has one per key set (the game list one, a board one per
/// ``KeyHelp``), each bound to its view model's overlay value; the screen hands the keys typed while it is up to ``pager`` first.
@MainActor
final class HelpOverlayView: BoundView {
    /// The pages, and the keys that turn them.
    let pager: HelpPager
    private var entries: [HelpEntry] { pager.entries }
    private var isShown = false
    private var page = 0
    /// Whether a blank row parts the last line from the footer: dropped where that keeps the help
    /// on one page (the scoreboard's at 80×24).
    private var hasBlankRow = true

    /// The footer of a help on one page.
    static let closingText = "any key closes this help"
    /// The footer of a page with more after it.
    static let moreText = "more: PgDn Space ↓ · any other key closes"
    /// The footer of a page between others.
    static let middleText = "PgDn Space ↓ more · PgUp ↑ back · other keys close"
    /// The footer of the last page.
    static let lastText = "back: PgUp ↑ · any other key closes"

    /// The footer of the page shown.
    private var footer: String {
        guard pager.isPaged else { return Self.closingText }
        if page == 0 { return Self.moreText }
        return page + 1 < pager.pageCount ? Self.middleText : Self.lastText
    }

    /// A help shown while `value` equals `shown`.
    init<Value: Equatable>(_ value: Dynamic<Value>, shownWhen shown: Value, entries: [HelpEntry]) {
        pager = HelpPager(entries: entries)
        super.init(id: "overlay.help")
        tokens = [
            value.bindAndFire { [weak self] value in
                guard let self, self.isShown != (value == shown) else { return }
                self.isShown = value == shown
                self.markDirty()
            },
            pager.page.bindAndFire { [weak self] in self?.update(\.page, $0) },
        ]
    }

    override var isVisible: Bool { isShown }

    /// Centres the overlay in `body` (the screen above its help bar) as large as it wants, or as
    /// the body allows, and pages the help to the rows it gets: a border, a row per entry (more
    /// for an action wrapped to the width there is), a blank row (where there is room for it) and
    /// the footer.
    func place(in body: Rect) {
        var width = min(body.width, max(contentWidth, DisplayWidth.of(Self.closingText) + 4))
        var heights = rowHeights(width: width)
        let total = heights.reduce(0, +)
        hasBlankRow = total + 4 <= body.height || total + 3 > body.height
        let chrome = hasBlankRow ? 4 : 3
        if total + chrome > body.height {
            // Paged: wide enough for the page footers too, where the body allows.
            let footer = [Self.moreText, Self.middleText, Self.lastText].map { DisplayWidth.of($0) }.max() ?? 0
            width = min(body.width, max(width, footer + 4))
            heights = rowHeights(width: width)
        }
        let height = min(heights.reduce(0, +) + chrome, body.height)
        pager.layOut(rows: max(1, height - chrome), heights: heights)
        // As tall as the tallest page: the pages are even, so the last is not a short one in a tall box.
        let starts = pager.pageStarts + [entries.count]
        let tallest = zip(starts, starts.dropFirst()).map { heights[$0..<$1].reduce(0, +) }.max() ?? 0
        frame = body.centered(width: width, height: min(height, tallest + chrome))
    }

    /// The columns an action has in an overlay `width` wide: after the keys, two margins and the border.
    private func actionWidth(in width: Int) -> Int {
        max(1, width - keysWidth - 6)
    }

    /// The rows each entry takes in an overlay `width` wide.
    private func rowHeights(width: Int) -> [Int] {
        let actionWidth = actionWidth(in: width)
        return entries.map { max(1, TextWrapper.lines($0.action, width: actionWidth).count) }
    }

    /// The widest line: the keys, the action, a border and margins.
    private var contentWidth: Int {
        let actionWidth = entries.map { DisplayWidth.of(TextSanitizer.displayForm($0.action)) }.max() ?? 0
        return keysWidth + actionWidth + 8
    }

    /// The widest keys, as drawn (keys from the keys file are measured in display form).
    private var keysWidth: Int {
        entries.map { DisplayWidth.of(TextSanitizer.displayForm($0.keys)) }.max() ?? 0
    }

    override func draw(on canvas: Canvas) {
        let paged = pager.isPaged
        let title = paged ? "Keys \(page + 1)/\(pager.pageCount)" : "Keys"
        canvas.box(.heavy, style: TextStyle(.bold), title: title, titleStyle: TextStyle(.bold))
        let keysWidth = keysWidth
        let actionWidth = actionWidth(in: canvas.width)
        // Entries from row 1; the row above the footer stays blank where there is room. The pager
        // cut the pages to fit.
        var row = 1
        let end = canvas.height - (hasBlankRow ? 3 : 2)
        for entry in pager.pageEntries {
            canvas.text(entry.keys, row: row, column: 2, width: keysWidth, style: TextStyle(.bold))
            for line in TextWrapper.lines(entry.action, width: actionWidth) where row < end {
                canvas.text(line, row: row, column: keysWidth + 5, width: actionWidth)
                row += 1
            }
        }
        canvas.text(
            footer, row: canvas.height - 2, column: 1, width: canvas.width - 2, alignment: .center,
            style: TextStyle(paged ? .bold : .dim))
    }
}
