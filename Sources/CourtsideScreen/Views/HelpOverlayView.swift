import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The `?` overlay: the whole keymap in force, from its help entries (``Keymap/helpEntries``).
///
/// Where the screen has fewer rows than the help has lines, the help is in pages (a
/// ``HelpPager``): the title says which ("Keys 1/2"), the footer what turns them (PgDn Space ↓
/// more, PgUp ↑ back), and no line is ever left out. Any other key closes it.
///
/// In screen-reader mode (`spoken`) every line is its plain sentence (``HelpEntry/sentence``:
/// "Press s: +1 point."), the title and the footers sentences too, from the same entries.
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
    /// Screen-reader mode: sentences, no key column.
    private let spoken: Bool

    /// The footer of a help on one page.
    static let closingText = "any key closes this help"
    /// The footer of a page with more after it.
    static let moreText = "more: PgDn Space ↓ · any other key closes"
    /// The footer of a page between others.
    static let middleText = "PgDn Space ↓ more · PgUp ↑ back · other keys close"
    /// The footer of the last page.
    static let lastText = "back: PgUp ↑ · any other key closes"

    /// The footers as screen-reader mode's help says them: one page, the first, a middle, the last.
    static let spokenFooters = [
        "Press any key to close this help.", "Press Page Down, Space or Down for more; other keys close this help.",
        "Page Down or Space: more. Page Up: back. Other keys close this help.",
        "Press Page Up or Up to go back; other keys close this help.",
    ]

    /// The footer of the page shown.
    private var footer: String {
        let footers = spoken ? Self.spokenFooters : [Self.closingText, Self.moreText, Self.middleText, Self.lastText]
        guard pager.isPaged else { return footers[0] }
        if page == 0 { return footers[1] }
        return footers[page + 1 < pager.pageCount ? 2 : 3]
    }

    /// A help shown while `value` equals `shown`; `spoken` (screen-reader mode) says each entry as
    /// its sentence.
    init<Value: Equatable>(_ value: Dynamic<Value>, shownWhen shown: Value, entries: [HelpEntry], spoken: Bool = false)
    {
        self.spoken = spoken
        pager = HelpPager(entries: spoken ? entries.map { HelpEntry(keys: "", action: $0.sentence) } : entries)
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
        let closing = spoken ? Self.spokenFooters[0] : Self.closingText
        var width = min(body.width, max(contentWidth, DisplayWidth.of(closing) + 4))
        var heights = rowHeights(width: width)
        let total = heights.reduce(0, +)
        hasBlankRow = total + 4 <= body.height || total + 3 > body.height
        let chrome = hasBlankRow ? 4 : 3
        if total + chrome > body.height {
            // Paged: wide enough for the page footers too, where the body allows.
            let footers =
                spoken ? Array(Self.spokenFooters.dropFirst()) : [Self.moreText, Self.middleText, Self.lastText]
            let footer = footers.map { DisplayWidth.of($0) }.max() ?? 0
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
        max(1, width - actionColumn - 1)
    }

    /// Where an action starts: after the border, a margin, the keys and two spaces; a sentence
    /// (no keys) after the border and a margin.
    private var actionColumn: Int { spoken ? 2 : keysWidth + 5 }

    /// Where the first line of the page shown is (screen-reader mode's cursor while the help is up).
    var firstLine: CursorPosition? {
        guard isShown, !frame.isEmpty else { return nil }
        return CursorPosition(row: frame.row + 1, column: frame.column + actionColumn)
    }

    /// The rows each entry takes in an overlay `width` wide.
    private func rowHeights(width: Int) -> [Int] {
        let actionWidth = actionWidth(in: width)
        return entries.map { max(1, TextWrapper.lines($0.action, width: actionWidth).count) }
    }

    /// The widest line: the keys, the action, a border and margins.
    private var contentWidth: Int {
        let actionWidth = entries.map { DisplayWidth.of(TextSanitizer.displayForm($0.action)) }.max() ?? 0
        return actionColumn + actionWidth + 3
    }

    /// The widest keys, as drawn (keys from the keys file are measured in display form).
    private var keysWidth: Int {
        entries.map { DisplayWidth.of(TextSanitizer.displayForm($0.keys)) }.max() ?? 0
    }

    override func draw(on canvas: Canvas) {
        let paged = pager.isPaged
        let pageWords = spoken ? "Keys, page \(page + 1) of \(pager.pageCount)" : "Keys \(page + 1)/\(pager.pageCount)"
        let title = paged ? pageWords : "Keys"
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
                canvas.text(line, row: row, column: actionColumn, width: actionWidth)
                row += 1
            }
        }
        canvas.text(
            footer, row: canvas.height - 2, column: 1, width: canvas.width - 2, alignment: .center,
            style: TextStyle(paged ? .bold : .dim))
    }
}
