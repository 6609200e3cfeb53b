import CourtsideViewModels
import Testing

/// The `?` help's pages: a help longer than its overlay turns pages on PgDn, Space and ↓ (PgUp
/// and ↑ back), any other key closes it, and it opens again on its first page.
@MainActor
@Suite("Help pages")
struct HelpPagerTests {
    /// The scoreboard's 19 lines.
    let entries = ScoreboardKeymap.standard.helpEntries

    @Test("a help that fits is one page and takes no key: any key closes it, Space and ↓ included")
    func fits() {
        let pager = HelpPager(entries: entries)
        pager.layOut(rows: entries.count)
        #expect(!pager.isPaged)
        #expect(Array(pager.pageEntries) == entries)
        for key in HelpPager.nextKeys + HelpPager.previousKeys + [.character("x")] {
            #expect(!pager.handle(key), "\(key.name)")
        }
        #expect(pager.page.value == 0)
    }

    @Test(
        "15 lines a page: two pages, every line on one of them, none twice", arguments: [Key.pageDown, .space, .down])
    func pages(next: Key) {
        let pager = HelpPager(entries: entries)
        pager.layOut(rows: 15)
        #expect(pager.pageCount == 2)
        let first = Array(pager.pageEntries)
        #expect(first.count == 10, "two even pages, 10 and 9, rather than 15 and 4")
        #expect(pager.handle(next), "a page key turns the page")
        #expect(pager.page.value == 1)
        let second = Array(pager.pageEntries)
        #expect(first + second == entries, "every entry, in order, none dropped")
        #expect(second.contains { $0.keys == "q" }, "quit is on the last page")
        #expect(!pager.handle(next), "past the last page it closes, like more")
        #expect(pager.page.value == 0, "and opens on the first page next time")
    }

    @Test("pages are as even as they can be: 20 lines in 19 rows are 10 and 10, not 19 and 1")
    func even() {
        let pager = HelpPager(entries: entries)
        #expect(entries.count == 20)
        pager.layOut(rows: 19)
        #expect(pager.pageStarts == [0, 10])
        pager.layOut(rows: 20)
        #expect(pager.pageStarts == [0], "all on one page when they fit")
    }

    @Test("PgUp and ↑ go back a page; on the first page they close, like any other key", arguments: [Key.pageUp, .up])
    func back(previous: Key) {
        let pager = HelpPager(entries: entries)
        pager.layOut(rows: 8)
        #expect(pager.pageCount == 3)
        #expect(pager.handle(.pageDown))
        #expect(pager.handle(.space))
        #expect(pager.page.value == 2)
        #expect(pager.handle(previous))
        #expect(pager.page.value == 1)
        #expect(pager.handle(previous))
        #expect(pager.page.value == 0)
        #expect(!pager.handle(previous))
    }

    @Test("any other key closes from any page and sends the pages back to the first")
    func otherKey() {
        let pager = HelpPager(entries: entries)
        pager.layOut(rows: 10)
        #expect(pager.handle(.down))
        #expect(!pager.handle(.character("?")))
        #expect(pager.page.value == 0)
    }

    @Test("a layout with more room keeps the page shown where it still exists")
    func relayout() {
        let pager = HelpPager(entries: entries)
        pager.layOut(rows: 5)
        for _ in 0..<3 { #expect(pager.handle(.pageDown)) }
        #expect(pager.page.value == 3)
        pager.layOut(rows: 10)
        #expect(pager.page.value == 1, "the last page of two")
        pager.layOut(rows: 0)
        #expect(pager.pageCount == entries.count, "at least one entry a page")
    }

    @Test("an entry wrapped to two rows takes two of a page's rows and is never split")
    func wrapped() {
        let pager = HelpPager(entries: entries)
        // Every other entry on two rows: 29 rows in all, pages of 10 rows.
        let heights = entries.indices.map { $0 % 2 == 0 ? 2 : 1 }
        pager.layOut(rows: 10, heights: heights)
        var seen: [HelpEntry] = []
        for page in 0..<pager.pageCount {
            pager.page.value = page
            let rows = pager.pageEntries.indices.reduce(0) { $0 + heights[$1] }
            #expect(rows <= 10, "page \(page)")
            seen += pager.pageEntries
        }
        #expect(seen == entries)
        #expect(pager.pageCount == 4, "as few as fit, evened out to eight rows at most")
    }
}
