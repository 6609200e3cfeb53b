import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The board at every layout breakpoint: compact (64×20, 80×23), the 80×24 board, and the larger
/// ones the digits and the play log grow into, each checked against a whole redraw after every key.
@MainActor
@Suite("Layout at every size")
struct LayoutBreakpointTests {
    nonisolated static let sizes = [
        TerminalSize(width: 64, height: 20), TerminalSize(width: 80, height: 23), TerminalSize(width: 80, height: 24),
        TerminalSize(width: 100, height: 30), TerminalSize(width: 120, height: 40),
        TerminalSize(width: 200, height: 50),
    ]

    /// A game to 7 by 2 through its end: baskets both ways, rebounds, fouls, a correction, an
    /// undo, the clock's tenths, and the win.
    nonisolated static let script: [FakeInput] =
        [.key(.space), .wait, .wait] + "drjdkflsurif".map { .key(.character($0)) }
        + [.wait, .key(.character("e")), .key(.up), .key(.character("j")), .key(.escape)]
        + "zZudidus".map { .key(.character($0)) } + [.wait, .key(.character("a"))]

    @Test("the partial redraw equals a whole redraw after every key, at every size", arguments: sizes)
    func partialEqualsFull(size: TerminalSize) throws {
        let partial = try ScreenHarness(size: size, rules: try Rules(target: 7, winBy: 2))
        let full = try ScreenHarness(size: size, mode: .full, rules: try Rules(target: 7, winBy: 2))
        for input in Self.script {
            partial.feed([input])
            full.feed([input])
            #expect(partial.terminal.grid == full.terminal.grid, "\(size) after \(input)")
        }
        #expect(partial.text.contains("FINAL: Ballerz win"))
        #expect(partial.terminal.overflowCount == 0)
    }

    @Test("a clock tenth draws only the clock's view, at every size", arguments: sizes)
    func tenthDrawsTheClock(size: TerminalSize) throws {
        let harness = try ScreenHarness(size: size)
        harness.type(" ")
        #expect(harness.feed([.wait]) == ["header"])
        #expect(harness.feed([.wait]) == ["header"])
    }

    @Test(
        "every part is on screen: both teams' sides, six panels, the log, the status and the help bar", arguments: sizes
    )
    func everythingShows(size: TerminalSize) throws {
        let harness = try ScreenHarness(size: size)
        harness.type("drkr")
        let text = harness.text
        for part in ["Ballerz", "Ringerz", "HOME", "AWAY", "to 15 · win by 2", "00:00.0", "PAUSED"] {
            #expect(text.contains(part), "\(size): \(part)")
        }
        for key in ["[u]", "[i]", "[o]", "[j]", "[k]", "[l]"] { #expect(text.contains(key), "\(size): \(key)") }
        #expect(text.contains(" 2 - 0 "))
        #expect(harness.terminal.lines[size.height - 2].hasPrefix(" » "), "the status line above the help bar")
        #expect(harness.terminal.lines[size.height - 1].contains("? help"), "\(size)")
        #expect(harness.terminal.lines[size.height - 1].contains("q quit"), "\(size)")
        #expect(harness.terminal.overflowCount == 0)
        // Every panel keeps its right border on every row: nothing pushed it.
        let layout = ScoreboardLayout(size: size)
        for panel in layout.panels {
            for row in panel.row..<(panel.row + panel.height) {
                let cell = harness.terminal.cell(row: row, column: panel.column + panel.width - 1).text
                #expect(["┐", "┓", "│", "┃", "┘", "┛", "╎"].contains(cell), "\(size) row \(row): \(cell)")
            }
        }
    }

    @Test("the digits and the log grow with the window; panels keep five rows, four on a compact board")
    func grows() {
        let compact = ScoreboardLayout(size: TerminalSize(width: 64, height: 20))
        #expect(compact.isCompact)
        #expect(compact.panels.allSatisfy { $0.height == 4 })
        #expect(compact.header.height == 6)
        #expect(compact.log.height == 4)
        let standard = ScoreboardLayout(size: .minimum)
        #expect(!standard.isCompact)
        #expect(standard.panels.allSatisfy { $0.height == 5 })
        #expect(standard.header.height == 8)
        #expect(standard.log.height == 4)
        #expect(ScoreboardLayout(size: TerminalSize(width: 80, height: 23)).log.height == 7)
        let forty = ScoreboardLayout(size: TerminalSize(width: 120, height: 40))
        #expect(forty.log.height >= 10, "at least ten plays at 40 rows")
        #expect(forty.header.height == 14, "digits two rows per pixel")
        let fifty = ScoreboardLayout(size: TerminalSize(width: 200, height: 50))
        #expect(fifty.header.height == 19, "digits three rows per pixel")
        #expect(fifty.log.height == 19)
        for layout in [compact, standard, forty, fifty] {
            #expect(layout.homeTeam.width + layout.header.width + layout.awayTeam.width == layout.help.width)
            #expect(layout.log.row + layout.log.height == layout.status.row, "nothing between the log and the status")
        }
    }

    @Test("at 200×50 the score's digits are fifteen rows high; at 80×24 five; compact, three")
    func digitHeights() throws {
        for (size, rows) in [
            (TerminalSize(width: 200, height: 50), 15), (.minimum, 5), (TerminalSize(width: 64, height: 20), 3),
        ] {
            let harness = try ScreenHarness(size: size)
            harness.type("d")
            let layout = ScoreboardLayout(size: size)
            let header = harness.terminal.lines.prefix(layout.header.height)
            let digitRows = header.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }.count
            #expect(digitRows == rows, "\(size)")
        }
    }

    @Test("a compact panel has its points in its top edge: PTS where there is room, the number alone at 64 columns")
    func compactPoints() throws {
        let wide = try ScreenHarness(size: TerminalSize(width: 80, height: 23))
        wide.type("d")
        #expect(wide.terminal.lines.contains { $0.contains("[u] Shaq") && $0.contains(" PTS 2 ") })
        let narrow = try ScreenHarness(size: TerminalSize(width: 64, height: 20))
        narrow.type("d")
        let row = try #require(narrow.terminal.lines.first { $0.contains("[u] Shaq") })
        #expect(row.contains(" 2 ─") || row.contains(" 2 ━"))
        #expect(!row.contains("PTS"))
    }

    @Test(
        "just below 64×20 the notice says the real minimum and the size there is",
        arguments: [
            TerminalSize(width: 63, height: 20), TerminalSize(width: 64, height: 19),
        ])
    func tooSmall(size: TerminalSize) throws {
        let harness = try ScreenHarness(size: size)
        #expect(harness.text.contains("terminal too small: need 64×20, have \(size)"))
        #expect(harness.type("d").isEmpty, "keys typed blind are dropped")
    }

    @Test("team totals: fouls, rebounds and assists per team, and GAME POINT when one basket wins")
    func totalsAndGamePoint() throws {
        let harness = try ScreenHarness(rules: try Rules(target: 5, winBy: 2))
        harness.type("rfa")
        #expect(harness.text.contains("fls 1 reb 1 ast 1"))
        #expect(!harness.text.contains("GAME POINT"))
        harness.type("dd")
        #expect(harness.text.contains("GAME POINT"), "4-0 to 5: one basket wins")
        let row = try #require(harness.row(containing: "GAME POINT"))
        #expect(harness.terminal.lines[row].hasPrefix("│ GAME POINT"), "on the home side")
    }
}
