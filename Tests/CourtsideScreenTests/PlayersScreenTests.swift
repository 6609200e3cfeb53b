import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The players and leaders screens and a player's page against the fake terminal, over the real
/// view models and a fixed season.
@MainActor
@Suite("Players, leaders and player page screens")
struct PlayersScreenTests {
    static let utc = LocalDateFormat(fixedOffsetSeconds: 0)

    static func harness(
        _ kind: PlayersTableKind, size: TerminalSize = .minimum, records: [GameRecord] = SeasonRecords.season
    ) -> (AnyScreenHarness<PlayersScreen>, PlayersViewModel) {
        let viewModel = PlayersViewModel(kind: kind, source: StubPlayerStats(records: records), dateFormat: utc)
        return (AnyScreenHarness(screen: PlayersScreen(viewModel: viewModel), size: size), viewModel)
    }

    @Test("the players: title with the count, grouping and sort; headings; a row per player; the selection reversed")
    func players() throws {
        let (h, _) = Self.harness(.players)
        #expect(h.firstFrame == ["title", "table", "status", "help"])
        #expect(h.line(0).contains("courtside"))
        #expect(h.line(0).contains("Players"))
        #expect(h.line(0).contains("6 players · not grouped · by PLAYER▲"))
        let headings = try #require(h.row(containing: "PTS/G"))
        for title in ["PLAYER▲", "GP", "W", "L", "REB/G", "AST/G", "FG%", "+/-", "RATING"] {
            #expect(h.line(headings).contains(title), "\(title)")
        }
        let ann = try #require(h.row(containing: "Ann"))
        #expect(h.line(ann).hasPrefix("▶"))
        #expect(h.line(ann).contains("7.7"))
        #expect(h.terminal.cell(row: ann, column: 40).style.attributes.contains(.reverse))
        let bob = try #require(h.row(containing: "Bob"))
        #expect(!h.terminal.cell(row: bob, column: 40).style.attributes.contains(.reverse))
        // Numbers sit right: the PTS/G column's last digit is under the heading's last character.
        let end = h.line(headings).range(of: "PTS/G")!.upperBound.utf16Offset(in: h.line(headings))
        #expect(Array(h.line(ann).utf16)[end - 1] == UInt16(UInt8(ascii: "7")))
        #expect(h.text.contains("sorted by PLAYER, A to Z"))
        #expect(h.line(23).contains("s sort"))
        #expect(h.line(23).contains("q back"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("s sorts by the column under the cursor: the table and the title redraw, the help bar does not")
    func sortRedraws() throws {
        let (h, model) = Self.harness(.players)
        let moved = h.press(.right)
        #expect(moved.contains("table") && moved.contains("status") && !moved.contains("help"))
        let sorted = h.type("s")
        #expect(sorted.contains("table") && sorted.contains("title") && !sorted.contains("help"))
        #expect(model.table.sort.value == TableSort(column: 1, descending: true))
        #expect(h.line(0).contains("by GP▼"))
        let headings = try #require(h.row(containing: "PTS/G"))
        #expect(h.line(headings).contains("GP▼"))
        // The selection's ▶ starts its row (the headings' ▶ at the end says more columns scroll in).
        let first = try #require((0..<24).first { h.line($0).hasPrefix("▶") })
        #expect(h.line(first).contains("Ann"), "the selection stays on Ann, now first by games")
        #expect(h.text.contains("sorted by GP, highest first"))
    }

    @Test("the leaders at 64×20: ranked, and the columns scroll sideways to keep the cursor's column in view")
    func leadersNarrow() throws {
        let (h, _) = Self.harness(.leaders, size: TerminalSize(width: 64, height: 20))
        #expect(h.line(0).contains("Leaders"))
        let headings = try #require(h.row(containing: "PLAYER"))
        #expect(h.line(headings).contains("PTS/G▼"))
        #expect(h.line(headings).contains("▶"), "more columns to the right")
        let dee = try #require(h.row(containing: "Dee"))
        #expect(h.line(dee).hasPrefix("▶"))
        #expect(h.line(dee).contains(" 1 "))
        for _ in 0..<6 { h.press(.right) }
        #expect(h.line(headings).contains("RATING"))
        #expect(h.line(headings).hasPrefix("◀"), "columns left out on the left")
        #expect(h.line(headings).contains("PLAYER"), "the rank and the name stay")
        #expect(h.terminal.overflowCount == 0)
    }

    /// Issue 43: steals, blocks and turnovers were on the panels only. At 80 columns the older
    /// columns show as before and the stat sheet's scroll into view.
    @Test("at 80 columns the stat sheet's columns scroll into view after the rating, and nothing overflows")
    func statSheetColumns() throws {
        let (h, _) = Self.harness(.players)
        let headings = try #require(h.row(containing: "PTS/G"))
        #expect(h.line(headings).contains("RATING") && h.line(headings).hasSuffix("▶"))
        for _ in 0..<14 { h.press(.right) }
        for title in ["STL/G", "BLK/G", "TO/G", "OREB", "DREB"] {
            #expect(h.line(headings).contains(title), "\(title): \(h.line(headings))")
        }
        for _ in 0..<3 { h.press(.right) }
        for title in ["FTM", "FTA", "FT%"] { #expect(h.line(headings).contains(title), "\(title)") }
        #expect(!h.line(headings).hasSuffix("▶"), "the last column in view")
        #expect(h.line(headings).hasPrefix("◀") && h.line(headings).contains("PLAYER"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("g by month: a section per month, newest first, a player in each month they played")
    func byMonth() throws {
        let (h, _) = Self.harness(.players)
        h.type("gg")
        #expect(h.line(0).contains("6 players · by month"))
        let november = try #require(h.row(containing: "2025-11 (5)"))
        let october = try #require(h.row(containing: "2025-10 (4)"))
        #expect(november < october)
        #expect(h.terminal.cell(row: november, column: 1).style.attributes.contains(.underline))
    }

    @Test("more players than rows: the table scrolls with the selection and says how many more")
    func scrolls() throws {
        let records = (0..<30).map { index in
            SeasonRecords.record(
                "s\(index)", home: "H", ["P\(index)a", "P\(index)b"], away: "A", ["P\(index)c", "P\(index)d"], 15, 3,
                points: [8, 7, 2, 1], created: SeasonRecords.november)
        }
        let (h, _) = Self.harness(.players, records: records)
        #expect(h.text.contains("▼ 102 more"))
        h.press(.end)
        let selected = try #require((0..<24).first { h.line($0).hasPrefix("▶") })
        #expect(h.line(selected).contains("P9d"))
        #expect(h.text.contains("▲ 102 more"))
    }

    @Test("? shows the keys; Enter asks for the page; q behind the too-small notice goes back")
    func helpAndKeys() throws {
        let (h, model) = Self.harness(.players)
        #expect(h.type("?") == ["overlay.help"])
        for entry in PlayersKeymap.players.helpEntries { #expect(h.text.contains(entry.action), "\(entry.action)") }
        h.type("x")
        h.press(.enter)
        guard case .open(let entry) = model.takeAction() else {
            Issue.record("Enter opens the page")
            return
        }
        #expect(entry.name == "Ann")
        h.feed([.resize(TerminalSize(width: 40, height: 10))])
        #expect(h.text.contains("q Esc back to the games"))
        h.type("q")
        guard case .back = model.takeAction() else {
            Issue.record("q goes back")
            return
        }
    }

    @Test("a player's page: name in the title, averages, totals, best games, then the log newest first")
    func page() throws {
        let directory = PlayerDirectory(records: SeasonRecords.season, registry: PlayerRegistry())
        let ann = try #require(directory.entries[.unregistered("ann")])
        let model = PlayerPageViewModel(entry: ann, dateFormat: Self.utc)
        let h = AnyScreenHarness(screen: PlayerPageScreen(viewModel: model))
        #expect(h.firstFrame == ["title", "summary", "table", "status", "help"])
        #expect(h.line(0).contains("Ann"))
        #expect(h.line(0).contains("3 games"))
        #expect(h.text.contains("3 games, 1-2 · 7.7 pts"))
        #expect(h.text.contains("totals: 23 pts, 3 reb, 0 ast, 0 stl, 2 blk, 0 to, 0 fouls, FT 0/0"))
        #expect(h.text.contains("best games"))
        let headings = try #require(h.row(containing: "RESULT"))
        #expect(h.line(headings).contains("DATE▼"))
        // The best games name it too; the log's first row is the newest game, selected.
        #expect(h.line(headings + 1).contains("L 12-15"))
        #expect(h.line(headings + 1).hasPrefix("▶"))
        #expect(h.terminal.overflowCount == 0)
        h.type("q")
        #expect(model.takeAction() == .back)
    }

    @Test("a page on 20 rows leaves out the best games to keep eight rows of log")
    func pageMakesRoom() throws {
        let directory = PlayerDirectory(records: SeasonRecords.season, registry: PlayerRegistry())
        let ann = try #require(directory.entries[.unregistered("ann")])
        let model = PlayerPageViewModel(entry: ann, dateFormat: Self.utc)
        let h = AnyScreenHarness(screen: PlayerPageScreen(viewModel: model), size: TerminalSize(width: 64, height: 20))
        #expect(!h.text.contains("best games"))
        #expect(h.text.contains("L 12-15"))
        #expect(h.text.contains("W 15-10"))
        #expect(h.terminal.overflowCount == 0)
    }
}
