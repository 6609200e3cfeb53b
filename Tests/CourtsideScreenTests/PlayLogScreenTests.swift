import CourtsideCore
import CourtsideScreenTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The play log on screen: where it sits, what a row shows, and that edit mode redraws the log alone.
@MainActor
@Suite("Play log on screen")
struct PlayLogScreenTests {
    @Test("at 80×24 the log has four rows above the status line, newest first, with the score after a point")
    func threeRows() throws {
        let h = try ScreenHarness()
        #expect(h.text.contains("no plays yet"))
        h.type("drjdlfus")
        #expect(h.terminal.lines[18].contains("Shaq"))
        #expect(h.terminal.lines[18].contains("1PT"))
        #expect(h.terminal.lines[18].contains("3-2"))
        #expect(h.terminal.lines[19].contains("Kobe"))
        #expect(h.terminal.lines[19].contains("FOUL"))
        #expect(h.terminal.lines[20].contains("Hakeem"))
        #expect(h.terminal.lines[20].contains("2-2"))
        #expect(h.terminal.lines[21].contains("Shaq") && h.terminal.lines[21].contains("REB"), "the fourth row")
        #expect(h.terminal.lines[22].hasPrefix(" » "), "the status line follows")
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("a taller terminal shows more plays")
    func taller() throws {
        let h = try ScreenHarness(size: TerminalSize(width: 80, height: 40))
        h.type("drjdlfus")
        #expect(h.terminal.lines.filter { $0.dropFirst(3).hasPrefix("00:00.0") }.count == 5)
    }

    @Test("from 120 columns the log's name column is as wide as its longest name needs; at 80 it cuts at 18")
    func wideLogNames() throws {
        let long = "Giannis Antetokounmpo Jr."  // 25 columns
        let wide = try ScreenHarness(size: TerminalSize(width: 120, height: 40), homePlayers: [long, "A.I.", "T-Mac"])
        wide.type("ud")
        let row = try #require(wide.terminal.lines.first { $0.dropFirst(3).hasPrefix("00:00.0") })
        #expect(row.contains(long + " 2PT"), "\(row)")
        let narrow = try ScreenHarness(homePlayers: [long, "A.I.", "T-Mac"])
        narrow.type("ud")
        let cut = try #require(narrow.terminal.lines.first { $0.dropFirst(3).hasPrefix("00:00.0") })
        #expect(!cut.contains(long) && cut.contains("2PT"), "\(cut)")
        #expect(
            cut.firstRange(of: "2PT")?.lowerBound == cut.index(cut.startIndex, offsetBy: 31), "the 80-column layout")
    }

    @Test("edit mode: the selected row in reverse video; moving the selection draws the log and the status only")
    func selection() throws {
        let h = try ScreenHarness()
        h.type("drjdlfus")
        #expect(Set(h.type("e")) == ["log", "status", "help"], "the help bar shows the edit keys")
        #expect(h.terminal.lines[18].hasPrefix("▶"))
        #expect(h.terminal.cell(row: 18, column: 3).style.attributes.contains(.reverse))
        #expect(h.terminal.lines[23].contains("p player  m move  - delete  b insert"))
        #expect(Set(h.press(.up)) == ["log", "status"])
        #expect(h.terminal.lines[19].hasPrefix("▶"))
        #expect(!h.terminal.cell(row: 18, column: 3).style.attributes.contains(.reverse))
    }

    @Test("a corrected play is marked with what it was; a deleted one takes no row, and v shows it dimmed")
    func correctedAndDeleted() throws {
        let h = try ScreenHarness()
        h.type("drjdlfus")
        h.type("e")
        h.press(.up)
        #expect(Set(h.type("m")) == ["status"], "m asks for the move")
        let drawn = h.type("r")
        #expect(
            Set(drawn) == ["away.team", "away.3", "log", "status"],
            "the correction draws the panel, its team's totals (a foul less, a rebound more), the log and the status")
        #expect(h.terminal.lines[19].contains("REB"))
        #expect(h.terminal.lines[19].contains("* was Kobe FOUL"))
        h.press(.up)
        h.type("-")
        #expect(!h.terminal.lines[18...21].contains { $0.contains("Hakeem") }, "the deleted play takes no row")
        #expect(h.terminal.lines[20].contains("Shaq") && h.terminal.lines[20].contains("REB"))
        #expect(h.text.contains(" 3 - 0 "))
        h.type("v")
        #expect(h.terminal.lines[20].contains("Hakeem") && h.terminal.lines[20].contains("deleted"))
        #expect(h.terminal.lines[21].hasPrefix("▶"), "the same play stays selected")
        #expect(h.terminal.cell(row: 20, column: 3).style.attributes.contains(.dim))
    }

    @Test("with edits and undos, the partial redraw equals a whole redraw after every key")
    func partialEqualsFull() throws {
        let partial = try ScreenHarness()
        let full = try ScreenHarness(mode: .full)
        let script: [FakeInput] =
            "drjdlfuse".map { .key(.character($0)) } + [.key(.up), .key(.up), .key(.character("p"))]
            + [.key(.character("j")), .key(.backspace), .key(.character("-")), .key(.character("v"))]
            + [.key(.pageUp), .key(.character("b"))]
            + "kd".map { .key(.character($0)) } + [.key(.escape), .key(.character("v")), .key(.character("s"))]
            + "ejd".map { .key(.character($0)) }
        for input in script {
            partial.feed([input])
            full.feed([input])
            #expect(partial.terminal.grid == full.terminal.grid)
        }
    }
}
