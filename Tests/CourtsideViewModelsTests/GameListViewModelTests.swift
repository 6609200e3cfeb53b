import CourtsideCore
import CourtsideText
import CourtsideViewModels
import Testing

@MainActor
@Suite("Game list view model")
struct GameListViewModelTests {
    @Test("starts loading, then shows what the library holds")
    func loadingThenLoaded() throws {
        let h = GameListHarness()
        try h.add("aaaa1111", hoursAgo: 1)
        #expect(h.list.state.value == .loading)
        h.list.reload()
        #expect(h.titles == ["In progress (1)"])
        #expect(h.states.count == 1)
        #expect(h.selected == "aaaa1111")
    }

    @Test("a library that cannot be read shows its error; r tries again")
    func failed() throws {
        let h = GameListHarness()
        try h.add("aaaa1111", hoursAgo: 1)
        let error = LibraryError.folderUnavailable(path: "/media/usb/courtside", reason: "Permission denied")
        h.library.listError = error
        h.list.reload()
        #expect(h.list.state.value == .failed(error.description))
        #expect(h.list.selection.value == nil)
        h.list.handle(.enter)
        #expect(h.list.status.value == "the library could not be read: r tries again")
        h.library.listError = nil
        h.keys("r")
        #expect(h.titles == ["In progress (1)"])
        #expect(h.states.count == 3)
        #expect(h.states[1] == .loading)
        #expect(h.list.status.value == "reloaded")
    }

    @Test("an empty library says how to start, and n still opens the creator")
    func empty() {
        let h = GameListHarness()
        h.list.reload()
        #expect(h.list.state.value == .empty("no games yet: press n to start one"))
        h.list.handle(.enter)
        #expect(h.list.status.value == "no games yet: press n to start one")
        #expect(h.list.action.value == nil)
        h.keys("n")
        guard case .create = h.list.takeAction() else {
            Issue.record("n did not ask for the creator")
            return
        }
        #expect(h.list.action.value == nil)
    }

    @Test("grouped by status: in progress first, then finished, each newest first")
    func byStatus() throws {
        let h = GameListHarness()
        try h.add("done0001", hoursAgo: 5, finished: true)
        try h.add("live0001", hoursAgo: 30)
        try h.add("done0002", hoursAgo: 1, finished: true)
        try h.add("live0002", hoursAgo: 2)
        h.list.reload()
        #expect(h.titles == ["In progress (2)", "Finished (2)"])
        #expect(h.ids == [["live0002", "live0001"], ["done0002", "done0001"]])
        #expect(h.list.state.value.sections.map(\.kind) == [.status(.inProgress), .status(.finished)])
    }

    @Test("g groups by team: one section per team, alphabetical, a game under both of its teams")
    func byTeam() throws {
        let h = GameListHarness()
        try h.add("game0001", home: "Ballerz", away: "Ringerz", hoursAgo: 3)
        try h.add("game0002", home: "Ringerz", away: "Ankle Breakers", hoursAgo: 2, finished: true)
        try h.add("game0003", home: "ballerz", away: "Ankle Breakers", hoursAgo: 1)
        h.list.reload()
        h.keys("g")
        #expect(h.list.grouping.value == .team)
        #expect(h.list.status.value == "grouped by team")
        #expect(h.titles == ["Ankle Breakers (2)", "ballerz (2)", "Ringerz (2)"])
        #expect(h.ids == [["game0003", "game0002"], ["game0003", "game0001"], ["game0002", "game0001"]])
        h.keys("g")
        #expect(h.titles == ["In progress (2)", "Finished (1)"])
    }

    @Test("regrouping keeps the same game selected")
    func regroupKeepsSelection() throws {
        let h = GameListHarness()
        try h.add("game0001", home: "Ballerz", away: "Ringerz", hoursAgo: 3)
        try h.add("game0002", home: "Zoners", away: "Ankle Breakers", hoursAgo: 2, finished: true)
        h.list.reload()
        h.list.handle(.end)
        #expect(h.selected == "game0002")
        h.keys("g")
        #expect(h.selected == "game0002")
        #expect(h.list.selection.value == GameListPosition(section: 0, item: 0))
    }

    @Test("the selection moves over game rows only, skipping headers and unreadable games")
    func selection() throws {
        let h = GameListHarness()
        try h.add("live0001", hoursAgo: 2)
        try h.add("done0001", hoursAgo: 1, finished: true)
        h.library.insertUnreadable(
            GameID(rawValue: "bad00001")!,
            error: .corruptLine(file: "memory/bad00001.jsonl", line: 3, reason: "not JSON"))
        h.list.reload()
        #expect(h.list.selection.value == GameListPosition(section: 0, item: 0))
        h.list.handle(.down)
        #expect(h.list.selection.value == GameListPosition(section: 1, item: 0))
        h.list.handle(.down)
        #expect(h.selected == "done0001")
        h.keys("k")
        #expect(h.selected == "live0001")
        h.list.handle(.up)
        #expect(h.selected == "live0001")
        h.keys("j")
        #expect(h.selected == "done0001")
        h.list.handle(.home)
        #expect(h.selected == "live0001")
        h.list.handle(.end)
        #expect(h.selected == "done0001")
    }

    @Test("unreadable games are listed last with their message and cannot be selected")
    func problems() throws {
        let h = GameListHarness()
        let error = LibraryError.corruptLine(file: "memory/bad00001.jsonl", line: 3, reason: "not JSON")
        h.library.insertUnreadable(GameID(rawValue: "bad00001")!, error: error)
        h.list.reload()
        #expect(h.titles == ["Unreadable (1)"])
        let items = h.list.state.value.sections[0].items
        #expect(items.map(\.game) == [nil])
        guard case .problem(let problem) = items.first else {
            Issue.record("no problem row")
            return
        }
        #expect(problem.message == "memory/bad00001.jsonl:3: corrupt line: not JSON")
        #expect(problem.location == "memory/bad00001.jsonl")
        #expect(h.list.selection.value == nil)
        h.list.handle(.end)
        h.list.handle(.enter)
        #expect(h.list.selection.value == nil)
        #expect(h.list.action.value == nil)
        try h.add("live0001", hoursAgo: 1)
        h.keys("gr")
        #expect(h.titles == ["Ballerz (1)", "Ringerz (1)", "Unreadable (1)"])
    }

    @Test("a row shows teams, score, status, clock and when it was last played")
    func rowFields() throws {
        let h = GameListHarness()
        try h.add("live0001", hoursAgo: 2)
        try h.add("done0001", away: "Zoners", hoursAgo: 20, finished: true)
        try h.add("old00001", hoursAgo: 24 * 40)
        h.list.reload()
        let rows = h.list.state.value.sections.flatMap(\.items).compactMap(\.game)
        let live = try #require(rows.first { $0.id.rawValue == "live0001" })
        #expect(live.teams == "Ballerz vs Ringerz")
        #expect(live.score == "2 - 0")
        #expect(live.status == .inProgress)
        #expect(live.statusText == "in progress")
        #expect(live.clock == "01:05.4")
        #expect(live.date == "today 06:00")
        let done = try #require(rows.first { $0.id.rawValue == "done0001" })
        #expect(done.statusText == "Ballerz won")
        #expect(done.date == "yesterday 12:00")
        let old = try #require(rows.first { $0.id.rawValue == "old00001" })
        #expect(old.date == "2025-10-12 08:00")
    }

    @Test("a game whose final score both sides confirmed says FINAL ✓ first, so a narrow column keeps it")
    func confirmedRow() throws {
        let summary = GameSummary(
            id: GameID(rawValue: "done0002")!, location: "memory", homeName: "Ballerz", awayName: "Ringerz",
            homeScore: 15, awayScore: 12, status: .finished, eventCount: 30, createdMs: 0, lastPlayedMs: 0,
            clockMs: 0, winner: .home, confirmed: true)
        let dates = LocalDateFormat(fixedOffsetSeconds: 0)
        #expect(GameListRow(summary: summary, dateFormat: dates, nowMs: 0).statusText == "FINAL ✓ Ballerz won")
    }

    @Test("Enter resumes an in-progress game: the list opens it for scoring, holding its lock")
    func enterResumes() throws {
        let h = GameListHarness()
        let id = try h.add("live0001", hoursAgo: 1)
        h.list.reload()
        h.list.handle(.enter)
        guard case .resume(let session) = h.list.takeAction() else {
            Issue.record("Enter did not resume")
            return
        }
        #expect(session.game.header.id == id)
        #expect(h.library.isLocked(id))
        #expect(h.list.action.value == nil)
        session.recorder.close()
        #expect(!h.library.isLocked(id))
    }

    @Test("Enter opens a finished game for corrections, under the lock; v views any game read-only")
    func enterCorrects() throws {
        let h = GameListHarness()
        let live = try h.add("live0001", hoursAgo: 2)
        let done = try h.add("done0001", hoursAgo: 1, finished: true)
        h.list.reload()
        h.list.handle(.end)
        h.list.handle(.enter)
        guard case .resume(let session) = h.list.takeAction() else {
            Issue.record("Enter did not open the finished game for scoring")
            return
        }
        #expect(session.game.header.id == done)
        #expect(session.game.state.isFinished)
        #expect(h.library.isLocked(done), "the lock is taken as for scoring")
        session.recorder.close()
        #expect(!h.library.isLocked(done))
        h.keys("v")
        guard case .view(let viewed) = h.list.takeAction() else {
            Issue.record("v did not view")
            return
        }
        #expect(viewed.game.header.id == done)
        #expect(!h.library.isLocked(done))
        h.list.handle(.home)
        h.keys("v")
        #expect(h.list.takeAction()?.gameID == live)
        #expect(!h.library.isLocked(live))
    }

    @Test("a game scored elsewhere is refused on the status line, which says v watches it, and can still be viewed")
    func resumeLocked() throws {
        let h = GameListHarness()
        let id = try h.add("live0001", hoursAgo: 1)
        h.library.setLockedElsewhere(id)
        h.list.reload()
        h.list.handle(.enter)
        #expect(h.list.action.value == nil)
        #expect(h.list.status.value == "game live0001 is being scored elsewhere: v watches it live")
        h.keys("v")
        guard case .view = h.list.takeAction() else {
            Issue.record("v did not view the locked game")
            return
        }
    }

    @Test("a game deleted behind the list's back is reported and the list is read again")
    func openVanished() throws {
        let h = GameListHarness()
        let id = try h.add("live0001", hoursAgo: 1)
        h.list.reload()
        try h.library.delete(id)
        h.list.handle(.enter)
        #expect(h.list.status.value == LibraryError.notFound("live0001").description)
        #expect(h.list.state.value == .empty(GameListViewModel.emptyMessage(keymap: .standard)))
    }

    @Test("x asks first; y deletes and the selection moves to the next game")
    func deleteYes() throws {
        let h = GameListHarness()
        try h.add("game0001", hoursAgo: 3)
        let doomed = try h.add("game0002", hoursAgo: 2)
        try h.add("game0003", hoursAgo: 1)
        h.list.reload()
        h.list.handle(.down)
        h.keys("x")
        guard case .confirmDelete(let row) = h.list.overlay.value else {
            Issue.record("x did not ask")
            return
        }
        #expect(row.id == doomed)
        #expect(try h.library.gameIDs().count == 3)
        h.keys("q")
        #expect(h.list.action.value == nil)
        h.keys("y")
        #expect(h.list.overlay.value == .none)
        #expect(try h.library.gameIDs().map(\.rawValue) == ["game0001", "game0003"])
        #expect(h.ids == [["game0003", "game0001"]])
        #expect(h.selected == "game0001")
        #expect(h.list.status.value == "deleted Ballerz vs Ringerz (game0002)")
    }

    @Test("n (or Esc) keeps the game")
    func deleteNo() throws {
        let h = GameListHarness()
        try h.add("game0001", hoursAgo: 1)
        h.list.reload()
        h.keys("xn")
        #expect(h.list.overlay.value == .none)
        #expect(h.list.status.value == "kept Ballerz vs Ringerz")
        h.keys("x")
        h.list.handle(.escape)
        #expect(h.list.overlay.value == .none)
        #expect(try h.library.gameIDs().count == 1)
        #expect(h.ids == [["game0001"]])
    }

    @Test("deleting a game scored elsewhere is refused with the library's message")
    func deleteLocked() throws {
        let h = GameListHarness()
        let id = try h.add("game0001", hoursAgo: 1)
        h.library.setLockedElsewhere(id)
        h.list.reload()
        h.keys("xy")
        #expect(h.list.status.value == LibraryError.locked(id, file: "memory/game0001.jsonl").description)
        #expect(try h.library.gameIDs() == [id])
        #expect(h.ids == [["game0001"]])
        #expect(h.list.overlay.value == .none)
    }

    @Test("p replays the selected game, q quits")
    func replayAndQuit() throws {
        let h = GameListHarness()
        let id = try h.add("done0001", hoursAgo: 1, finished: true)
        h.list.reload()
        h.keys("p")
        guard case .replay(let loaded) = h.list.takeAction() else {
            Issue.record("p did not replay")
            return
        }
        #expect(loaded.game.header.id == id)
        h.keys("q")
        guard case .quit = h.list.takeAction() else {
            Issue.record("q did not quit")
            return
        }
    }

    @Test("reloading keeps the selection on the same game when a newer one appears")
    func reloadKeepsSelection() throws {
        let h = GameListHarness()
        try h.add("game0001", hoursAgo: 3)
        try h.add("game0002", hoursAgo: 2)
        h.list.reload()
        h.list.handle(.down)
        #expect(h.selected == "game0001")
        try h.add("game0003", hoursAgo: 1)
        h.keys("r")
        #expect(h.ids == [["game0003", "game0002", "game0001"]])
        #expect(h.selected == "game0001")
    }

    @Test("reloading an unchanged library fires nothing")
    func reloadQuiet() throws {
        let h = GameListHarness()
        try h.add("game0001", hoursAgo: 1)
        h.list.reload()
        h.list.reload()
        #expect(h.states.count == 1)
    }

    @Test("? shows the help, any key closes it; a key without meaning says so")
    func helpAndUnknown() throws {
        let h = GameListHarness()
        try h.add("game0001", hoursAgo: 1)
        h.list.reload()
        h.keys("?")
        #expect(h.list.overlay.value == .help)
        h.keys("q")
        #expect(h.list.overlay.value == .none)
        #expect(h.list.action.value == nil)
        h.keys("z")
        #expect(h.list.status.value == "'z' does nothing here: press ? for the keys")
    }

    @Test("moving the selection fires the selection only, not the rows")
    func selectionFiresAlone() throws {
        let h = GameListHarness()
        try h.add("game0001", hoursAgo: 2)
        try h.add("game0002", hoursAgo: 1)
        h.list.reload()
        var selections = 0
        let token = h.list.selection.bind { _ in selections += 1 }
        h.list.handle(.down)
        h.list.handle(.down)
        h.list.handle(.end)
        #expect(selections == 1)
        #expect(h.states.count == 1)
        token.dispose()
    }
}
