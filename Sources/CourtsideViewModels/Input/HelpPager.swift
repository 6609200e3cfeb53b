/// The pages of a `?` help that has more lines than its overlay has rows, and the keys that turn
/// them: PgDn, Space or ↓ the next page, PgUp or ↑ the previous one.
///
/// The screen lays the pages out (``layOut(rows:heights:)``, on each layout: the rows a page has,
/// and the rows each entry takes once its text is wrapped to the overlay's width) and hands it the
/// keys typed while the help is up: a page key that has a page to turn to turns it and is taken;
/// any other key (Space on the last page too, like `more`) is left to the view model, which
/// closes the help, and the pages go back to the first for the next time. A help that fits takes
/// no key, so any key closes it as before. The page keys are the overlay's own, like y and n in a
/// question. No entry is ever left out: each is on exactly one page.
@MainActor
public final class HelpPager {
    /// Every line of the help, in order.
    public let entries: [HelpEntry]
    /// The page shown, from 0.
    public let page: Dynamic<Int>
    /// The index of each page's first entry (the first is 0).
    public private(set) var pageStarts: [Int] = [0]

    /// The keys that show the next page.
    public static let nextKeys: [Key] = [.pageDown, .space, .down]
    /// The keys that show the previous page.
    public static let previousKeys: [Key] = [.pageUp, .up]

    /// Pages of `entries`, all on one page until the screen lays them out.
    public init(entries: [HelpEntry]) {
        self.entries = entries
        page = Dynamic(0)
    }

    /// How many pages there are (one for an empty help).
    public var pageCount: Int { pageStarts.count }

    /// Whether the help needs more than one page.
    public var isPaged: Bool { pageCount > 1 }

    /// The entries of the page shown.
    public var pageEntries: ArraySlice<HelpEntry> {
        let start = pageStarts[page.value]
        let end = page.value + 1 < pageStarts.count ? pageStarts[page.value + 1] : entries.count
        return entries[start..<end]
    }

    /// Cuts the entries into pages of at most `rows` rows, entry `i` taking `heights[i]` rows
    /// (one where not given), each page holding at least one entry; keeps the page shown where it
    /// still exists.
    ///
    /// The pages are as few as fit and as even as they can be (19 lines in 18 rows: 10 and 9, not
    /// 18 and a last page with one line).
    public func layOut(rows: Int, heights: [Int] = []) {
        let heights = entries.indices.map { max(1, $0 < heights.count ? heights[$0] : 1) }
        let fewest = Self.starts(heights, rows: rows)
        let even = Self.starts(heights, rows: (heights.reduce(0, +) + fewest.count - 1) / fewest.count)
        pageStarts = even.count == fewest.count ? even : fewest
        if page.value >= pageCount { page.value = pageCount - 1 }
    }

    /// Each page's first entry when pages of `rows` rows are filled in order.
    private static func starts(_ heights: [Int], rows: Int) -> [Int] {
        var starts = [0]
        var used = 0
        for (index, height) in heights.enumerated() {
            if used > 0 && used + height > rows {
                starts.append(index)
                used = 0
            }
            used += height
        }
        return starts
    }

    /// Turns the page for a page key with a page to turn to and returns true; returns false for
    /// any other key (the help closes), going back to the first page for the next time.
    public func handle(_ key: Key) -> Bool {
        if page.value + 1 < pageCount && Self.nextKeys.contains(key) {
            page.value += 1
            return true
        }
        if page.value > 0 && Self.previousKeys.contains(key) {
            page.value -= 1
            return true
        }
        page.value = 0
        return false
    }
}
