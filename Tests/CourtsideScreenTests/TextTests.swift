import CourtsideCore
import CourtsideText
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

@MainActor
@Suite("Names on screen: cut by display width, inside their borders")
struct TextTests {
    init() { ScreenHarness.useUTF8() }

    @Test("truncation by width never splits a character and ends with an ellipsis")
    func truncation() {
        #expect(TextFitter.truncate("Hakeem Olajuwon", width: 8) == "Hakeem …")
        #expect(TextFitter.truncate("Shaq", width: 4) == "Shaq")
        #expect(TextFitter.truncate("张伟张伟张伟", width: 6) == "张伟…")
        #expect(DisplayWidth.of(TextFitter.truncate("张伟张伟张伟", width: 6)) == 5)
        #expect(TextFitter.truncate("🏀🏀🏀🏀", width: 4) == "🏀…")
        #expect(TextFitter.truncate("e\u{301}e\u{301}e\u{301}", width: 2) == "e\u{301}…")
        #expect(TextFitter.truncate("abc", width: 0) == "")
        #expect(TextFitter.truncate("abc", width: 1) == "…")
        #expect(TextFitter.fit("张", width: 5, alignment: .center) == " 张  ")
    }

    @Test("hostile names reach the panels without escape bytes and inside their borders")
    func hostileNamesOnScreen() throws {
        let stub = StubScoreboardViewModel(
            homeName: "\u{1B}]0;pwned\u{7}Home\u{1B}[2J", awayName: "客队客队客队客队客队客队客队客队",
            playerNames: [
                "\u{1B}[31mRed", "张伟张伟张伟张伟张伟张伟张伟", "🏀🏀🏀🏀🏀🏀🏀🏀🏀🏀🏀🏀🏀🏀",
                "Jose\u{301} Nun\u{303}ez Rodri\u{301}guez", "\u{9B}31mC1", "👨‍👩‍👧‍👦 family",
            ], status: "\u{1B}[1mbold\u{1B}[0m status")
        let harness = ScreenHarness(viewModel: stub)
        let scalars = harness.text.unicodeScalars
        #expect(!scalars.contains { TextSanitizer.isControl($0) && $0 != "\n" })
        #expect(harness.text.contains("[31mRed"))
        #expect(harness.text.contains("]0;pwnedHome[2J"))
        #expect(harness.text.contains("[1mbold[0m status"))
        #expect(harness.text.contains("张伟张伟"))
        #expect(harness.text.contains("…"))
        #expect(harness.text.contains("31mC1"))
        #expect(harness.text.contains("👨 family"))
        #expect(harness.terminal.overflowCount == 0)
        // Every panel's right border sits in its column on every row: nothing pushed it.
        for row in 8..<18 {
            for column in [25, 52, 79] {
                let cell = harness.terminal.cell(row: row, column: column).text
                #expect(["┐", "┓", "│", "┃", "┘", "┛"].contains(cell), "row \(row) column \(column): \(cell)")
            }
        }
    }

    @Test("a cut name keeps a space before the panel's corner")
    func cutTitleKeepsItsSpace() throws {
        let harness = try ScreenHarness(awayPlayers: ["Hakeem", "Air Carter", "Giannis Antetokounmpo the Greek Freak"])
        let row = try #require(harness.terminal.lines.firstIndex { $0.contains("[l] Giannis") })
        let line = harness.terminal.lines[row]
        #expect(line.hasSuffix("… ─┐"), "\(line)")
    }

    @Test("counter columns line up across panels of different widths", arguments: [80, 100, 101, 133])
    func countersLineUp(width: Int) throws {
        let harness = try ScreenHarness(size: TerminalSize(width: width, height: 30))
        let row = try #require(harness.terminal.lines.firstIndex { $0.contains("1PT") })
        let line = Array(harness.terminal.lines[row])
        let starts = line.indices.filter { $0 + 2 < line.count && String(line[$0..<($0 + 3)]) == "1PT" }
        // The panels' left borders, as the layout splits the width in thirds.
        let first = width / 3
        let lefts = [0, first, first + (width - first) / 2]
        #expect(starts.count == 3)
        let offsets = zip(starts, lefts).map { $0 - $1 }
        #expect(Set(offsets).count == 1, "offsets \(offsets) in \(String(line))")
    }
}
