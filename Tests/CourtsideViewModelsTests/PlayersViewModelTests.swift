import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

/// The players and leaders screens' view model, and a player's page, over fixed finished games.
@MainActor
@Suite("Players, leaders and a player's page")
struct PlayersViewModelTests {
    static let utc = LocalDateFormat(fixedOffsetSeconds: 0)

    static func column(_ table: TableViewModel, _ key: String) -> [[String]] {
        let index = table.columns.firstIndex { $0.key == key }!
        return table.state.value.sections.map { $0.rows.map { $0.cells[index].text } }
    }

    @Test("players: every player A to Z with games, W, L and averages; Enter opens the selected player's page")
    func players() throws {
        let source = PlayerStatsFixture()
        let model = PlayersViewModel(kind: .players, source: source, dateFormat: Self.utc)
        #expect(model.table.state.value == .loading)
        model.reload()
        #expect(Self.column(model.table, "player") == [["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]])
        #expect(Self.column(model.table, "games") == [["3", "1", "2", "2", "2", "2"]])
        #expect(Self.column(model.table, "ppg")[0][0] == "7.7")
        #expect(model.table.columns.map(\.title).prefix(4) == ["PLAYER", "GP", "W", "L"])
        #expect(model.status.value == PlayerTables.ratingNote, "what the RATING column is (issue 43 item 11)")
        model.handle(.down)
        model.handle(.enter)
        guard case .open(let entry) = model.takeAction() else {
            Issue.record("Enter opens a page")
            return
        }
        #expect(entry.name == "Bob")
        #expect(entry.games.map(\.summary.id.rawValue) == ["g1"])
        model.handle(.character("q"))
        guard case .back = model.takeAction() else {
            Issue.record("q goes back")
            return
        }
    }

    @Test(
        "leaders from the standings alone: the same table without reading the games; a grouping or Enter reads them once"
    )
    func leadersFromStandings() throws {
        let everyGame = PlayersViewModel(kind: .leaders, source: PlayerStatsFixture(), dateFormat: Self.utc)
        everyGame.reload()
        let source = PlayerStatsFixture()
        source.leadersFromStandings = true
        let model = PlayersViewModel(kind: .leaders, source: source, dateFormat: Self.utc)
        model.reload()
        #expect(source.reads == 0, "the standings were enough")
        for key in ["rank", "player", "games", "ppg", "rating"] {
            #expect(Self.column(model.table, key) == Self.column(everyGame.table, key))
        }
        model.handle(.enter)
        guard case .open(let entry) = model.takeAction() else {
            Issue.record("Enter opens a page: \(model.status.value)")
            return
        }
        #expect(entry.name == "Dee")
        #expect(source.reads == 1, "a player's page reads the games")
        everyGame.handle(.character("g"))
        model.handle(.character("g"))
        #expect(Self.column(model.table, "player") == Self.column(everyGame.table, "player"))
        #expect(source.reads == 1, "once")
    }

    @Test("leaders: ranked by points per game at first; s on another column ranks by it")
    func leaders() throws {
        let model = PlayersViewModel(kind: .leaders, source: PlayerStatsFixture(), dateFormat: Self.utc)
        model.reload()
        #expect(Self.column(model.table, "player") == [["Dee", "Ann", "Cy", "Bob", "Eve", "Flo"]])
        #expect(Self.column(model.table, "rank") == [["1", "2", "3", "4", "5", "6"]])
        #expect(model.status.value == PlayerTables.ratingNote)
        #expect(model.table.selectedRow?.cells[1].text == "Dee")
        // GP is three columns left of PTS/G.
        for _ in 0..<3 { model.handle(.left) }
        #expect(model.table.columns[model.table.focusedColumn.value].key == "games")
        model.handle(.character("s"))
        #expect(model.status.value == "sorted by GP, highest first")
        #expect(Self.column(model.table, "player") == [["Ann", "Cy", "Dee", "Eve", "Flo", "Bob"]])
        #expect(Self.column(model.table, "rank") == [["1", "2", "2", "2", "2", "6"]])
        #expect(model.table.selectedRow?.cells[1].text == "Dee", "the selection stays on Dee")
    }

    @Test("g groups by the team of each player's newest game, then by month with each month's totals")
    func grouping() throws {
        let model = PlayersViewModel(kind: .players, source: PlayerStatsFixture(), dateFormat: Self.utc)
        model.reload()
        model.handle(.character("g"))
        #expect(model.status.value == "grouped by team")
        #expect(model.table.state.value.sections.map(\.title) == ["Ballerz (3)", "Ringerz (1)", "Shooters (2)"])
        #expect(Self.column(model.table, "player") == [["Ann", "Bob", "Flo"], ["Eve"], ["Cy", "Dee"]])
        model.handle(.character("g"))
        #expect(model.status.value == "grouped by month")
        #expect(model.table.state.value.sections.map(\.title) == ["2025-11 (5)", "2025-10 (4)"])
        #expect(Self.column(model.table, "player")[1] == ["Ann", "Bob", "Eve", "Flo"])
        #expect(Self.column(model.table, "games")[0][0] == "2", "Ann's November")
        #expect(Self.column(model.table, "ppg")[1][0] == "9.0", "Ann's October")
        model.handle(.character("g"))
        #expect(model.table.state.value.sections.map(\.title) == [nil])
    }

    @Test("what could not be read is on the status line; a library that cannot be read fails the table")
    func problems() {
        let source = PlayerStatsFixture()
        source.warnings = ["g9: corrupt line", "warning: registry line 3"]
        let model = PlayersViewModel(kind: .players, source: source, dateFormat: Self.utc)
        model.reload()
        #expect(model.status.value == "g9: corrupt line (and 1 more)")
        source.failure = .folderUnavailable(path: "/gone", reason: "No such file or directory")
        model.reload()
        guard case .failed(let message) = model.table.state.value else {
            Issue.record("failed")
            return
        }
        #expect(message.contains("/gone"))
        model.handle(.enter)
        #expect(model.status.value == "no player to open")
        source.failure = nil
        source.records = []
        model.reload()
        #expect(model.table.state.value == .empty("no finished game yet: players appear here once a game ends"))
    }

    @Test("reload reads again and keeps the sort, the grouping and the selected player")
    func reloadKeeps() {
        let source = PlayerStatsFixture()
        let model = PlayersViewModel(kind: .players, source: source, dateFormat: Self.utc)
        model.reload()
        model.handle(.end)
        #expect(model.table.selectedRow?.cells[0].text == "Flo")
        source.records.append(
            SeasonRecords.record(
                "g4", home: "New", ["Al", "Zoe"], away: "Old", ["Flo", "Eve"], 15, 2, points: [10, 5, 2, 0],
                created: SeasonRecords.november + 7_200_000))
        model.reload()
        #expect(source.reads == 2)
        #expect(Self.column(model.table, "player")[0].first == "Al")
        #expect(model.table.selectedRow?.cells[0].text == "Flo")
    }

    @Test("help: ? shows it, any key closes it; a key that means nothing says so")
    func help() {
        let model = PlayersViewModel(kind: .players, source: PlayerStatsFixture(), dateFormat: Self.utc)
        model.reload()
        model.handle(.character("?"))
        #expect(model.showsHelp.value)
        model.handle(.character("s"))
        #expect(!model.showsHelp.value)
        #expect(model.table.sort.value == TableSort(column: 0, descending: false), "the key only closed the help")
        model.handle(.character("w"))
        #expect(model.status.value == "'w' does nothing here: press ? for the keys")
    }

    @Test(
        "a player's page: who, averages, totals, best games; the log newest first, grouped by result, FG sorted by made"
    )
    func page() throws {
        let directory = PlayerDirectory(records: SeasonRecords.season, registry: PlayerRegistry())
        let ann = try #require(directory.entries[.unregistered("ann")])
        let page = PlayerPageViewModel(entry: ann, dateFormat: Self.utc)
        #expect(page.summary.who == "Ann")
        #expect(page.summary.averages.hasPrefix("3 games, 1-2 · 7.7 pts"))
        #expect(page.summary.totals == "totals: 23 pts, 3 reb, 0 ast, 0 stl, 2 blk, 0 to, 0 fouls, FT 0/0")
        #expect(page.summary.bestGames.first?.contains("g3  12 pts") == true)
        #expect(Self.column(page.table, "game") == [["g3", "g2", "g1"]])
        #expect(Self.column(page.table, "result") == [["L 12-15", "L 8-15", "W 15-10"]])
        page.handle(.character("g"))
        page.handle(.character("g"))
        page.handle(.character("g"))
        #expect(page.status.value == "grouped by result")
        #expect(page.table.state.value.sections.map(\.title) == ["Wins (1)", "Losses (2)"])
        page.handle(.character("g"))
        let fg = page.table.columns.firstIndex { $0.key == "fg" }!
        for _ in 0..<fg { page.handle(.right) }
        page.handle(.character("s"))
        #expect(Self.column(page.table, "fg") == [["12/13", "9/10", "2/3"]])
        page.handle(.enter)
        #expect(page.status.value == "Enter does nothing here: press ? for the keys")
        page.handle(.escape)
        #expect(page.takeAction() == .back)
    }

    @Test("s and l in the game list ask for the players and the leaders")
    func fromTheList() {
        let list = GameListViewModel(library: InMemoryGameLibrary(), timeSource: ManualTimeSource())
        list.handle(.character("s"))
        guard case .players(.players) = list.takeAction() else {
            Issue.record("s shows the players")
            return
        }
        list.handle(.character("l"))
        guard case .players(.leaders) = list.takeAction() else {
            Issue.record("l shows the leaders")
            return
        }
    }
}
