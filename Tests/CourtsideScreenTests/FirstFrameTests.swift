import CourtsideCore
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

@MainActor
@Suite("The first frame")
struct FirstFrameTests {
    @Test("draws every view once, in order, and nothing overflows")
    func everyViewOnce() throws {
        let harness = try ScreenHarness()
        #expect(
            harness.drawn(inFrame: 1) == [
                "home.team", "header", "away.team", "home.1", "home.2", "home.3", "away.1", "away.2", "away.3", "log",
                "status", "help",
            ])
        #expect(harness.terminal.flushCount == 1)
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("shows the teams, the score, the clock and its state")
    func header() throws {
        let harness = try ScreenHarness()
        let text = harness.text
        #expect(text.contains("Ballerz"))
        #expect(text.contains("Ringerz"))
        #expect(text.contains(" 0 - 0 "))
        #expect(text.contains("00:00.0   PAUSED"))
        #expect(text.contains("HOME"))
        #expect(text.contains("AWAY"))
        #expect(text.contains("game test1"))
        // The big digits: five rows of blocks.
        #expect(harness.terminal.lines.filter { $0.contains("█") }.count == 5)
    }

    @Test("home panels on the top row, away below, each with its key, points and five counters")
    func panels() throws {
        let harness = try ScreenHarness()
        let homeRow = try #require(harness.row(containing: "[u] Shaq"))
        #expect(harness.terminal.lines[homeRow].contains("[i] A.I."))
        #expect(harness.terminal.lines[homeRow].contains("[o] T-Mac"))
        let awayRow = try #require(harness.row(containing: "[j] Hakeem"))
        #expect(awayRow > homeRow)
        #expect(harness.terminal.lines[awayRow].contains("[k] Air Carter"))
        #expect(harness.terminal.lines[awayRow].contains("[l] Kobe"))
        let labels = harness.terminal.lines.filter { $0.contains("1PT  2PT AST REB FOUL") }
        #expect(labels.count == 2)
        #expect(labels.allSatisfy { $0.components(separatedBy: "1PT").count == 4 })
        // Every panel, the narrower first one too, keeps a space between FOUL and its border.
        #expect(labels.allSatisfy { !$0.contains("FOUL│") && !$0.contains("FOUL┃") })
        #expect(harness.terminal.lines.filter { $0.contains("PTS 0") }.count == 2)
    }

    @Test("the selected panel is marked without colour: heavy border and reverse-video title")
    func selectedPanel() throws {
        let harness = try ScreenHarness()
        let row = try #require(harness.row(containing: "[u] Shaq"))
        #expect(harness.terminal.cell(row: row, column: 0).text == "┏")
        let title = try #require(harness.terminal.lines[row].range(of: "▶ [u] Shaq"))
        let column = harness.terminal.lines[row].distance(
            from: harness.terminal.lines[row].startIndex, to: title.lowerBound)
        #expect(harness.terminal.cell(row: row, column: column).style.attributes.contains(.reverse))
        let other = try #require(harness.terminal.lines[row].range(of: "[i] A.I."))
        let otherColumn = harness.terminal.lines[row].distance(
            from: harness.terminal.lines[row].startIndex, to: other.lowerBound)
        #expect(!harness.terminal.cell(row: row, column: otherColumn).style.attributes.contains(.reverse))
        #expect(harness.terminal.lines[row].contains("┌"), "unselected panels keep the light border")
    }

    @Test("the status line and the help bar")
    func statusAndHelp() throws {
        let harness = try ScreenHarness()
        let lines = harness.terminal.lines
        #expect(lines[22].contains("new game: press Space to start the clock"))
        #expect(lines[23].hasPrefix(" uio/jkl select s +1 d +2 a ast r reb Space clock z undo n next ? help q quit"))
        #expect(harness.terminal.cell(row: 23, column: 79).style.attributes.contains(.reverse))
        #expect(harness.terminal.cell(row: 23, column: 1).style.attributes == [.reverse, .bold], "keys in bold")
        #expect(harness.terminal.cell(row: 23, column: 9).style.attributes == [.reverse], "actions plain")
    }

    @Test("home and away carry their colour accents")
    func accents() throws {
        let harness = try ScreenHarness()
        let row = try #require(harness.row(containing: "[j] Hakeem"))
        #expect(harness.terminal.cell(row: row, column: 0).style.color == .away)
        let homeRow = try #require(harness.row(containing: "[i] A.I."))
        #expect(harness.terminal.cell(row: homeRow, column: 30).style.color == .home)
    }
}
