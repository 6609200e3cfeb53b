import CourtsideCore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Foundation
import Testing

@testable import CourtsideScreen

/// The game list against the fake terminal, over the real view model and an in-memory library.
@MainActor
@Suite("Game list screen")
struct GameListScreenTests {
    static let nowMs: Int64 = 1_763_712_000_000  // 2025-11-21 08:00 UTC
    static let hour: Int64 = 3_600_000

    /// A list over `library`, dates in UTC, drawn on a fake terminal.
    static func harness(
        _ library: any GameLibrary, size: TerminalSize = .minimum
    ) -> (AnyScreenHarness<GameListScreen>, any GameListViewModelProtocol) {
        let time = ManualTimeSource(monotonicMs: 1_000, wallMs: nowMs)
        let viewModel = GameListViewModel(
            library: library, timeSource: time, dateFormat: LocalDateFormat(fixedOffsetSeconds: 0))
        let screen = GameListScreen(viewModel: viewModel, libraryLocation: library.location)
        return (AnyScreenHarness(screen: screen, time: time, size: size), viewModel)
    }

    /// A library of `count` games in progress and `finished` finished ones, newest first by index.
    static func library(inProgress count: Int, finished: Int = 0) throws -> InMemoryGameLibrary {
        let library = InMemoryGameLibrary()
        for index in 0..<(count + finished) {
            let isFinished = index >= count
            let id = GameID(rawValue: "g\(String(format: "%07d", index))")!
            let playedMs = nowMs - Int64(index + 1) * hour
            let header = try GameHeader(
                id: id, home: Team(side: .home, name: "Home\(index)", playerNames: ["A", "B", "C"]),
                away: Team(side: .away, name: "Away\(index)", playerNames: ["D", "E", "F"]),
                rules: isFinished ? Rules(target: 2, winBy: 1) : .standard, createdMs: playedMs - hour)
            let basket = GameEvent(
                sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 65_400,
                wallMs: playedMs)
            library.insert(try Game(header: header, events: [basket]))
        }
        return library
    }

    @Test("the first frame: title with the library and grouping, sections, aligned rows, the selection reversed")
    func firstFrame() throws {
        let (h, _) = Self.harness(try Self.library(inProgress: 2, finished: 1))
        #expect(h.firstFrame == ["title", "list", "status", "help"])
        #expect(h.line(0).contains("courtside"))
        #expect(h.line(0).contains("games in memory"))
        #expect(h.line(0).contains("3 games · grouped by status"))
        #expect(h.text.contains("In progress (2)"))
        #expect(h.text.contains("Finished (1)"))
        let first = try #require(h.row(containing: "Home0 vs Away0"))
        let second = try #require(h.row(containing: "Home1 vs Away1"))
        let finished = try #require(h.row(containing: "Home2 vs Away2"))
        #expect(h.line(first).contains("2 - 0"))
        #expect(h.line(first).contains("in progress"))
        #expect(h.line(first).contains("01:05.4"))
        #expect(h.line(first).contains("today 07:00"))
        #expect(h.line(finished).contains("Home2 won"))
        // Columns line up: the score, clock and date start at the same column on every row.
        for needle in ["2 - 0", "01:05.4", "today 0"] {
            let columns = [first, second, finished].map {
                h.line($0).range(of: needle)!.lowerBound.utf16Offset(in: h.line($0))
            }
            #expect(Set(columns).count == 1, "\(needle): \(columns)")
        }
        let headings = try #require(h.row(containing: "TEAMS"))
        #expect(h.line(headings).contains("LAST PLAYED"))
        // The selected row is in reverse video across the width, with a ▶; the others are not.
        #expect(h.line(first).hasPrefix("▶"))
        #expect(h.terminal.cell(row: first, column: 40).style.attributes.contains(.reverse))
        #expect(!h.terminal.cell(row: second, column: 40).style.attributes.contains(.reverse))
        #expect(h.text.contains("game g0000000 · to 15 · win by 2"), "the selected game's id and rules")
        #expect(h.line(23).contains("Enter open"))
        #expect(h.line(23).contains("q quit"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("moving the selection draws the list alone and moves the reverse video")
    func selection() throws {
        let (h, viewModel) = Self.harness(try Self.library(inProgress: 2, finished: 1))
        #expect(h.press(.down) == ["list"])
        let second = try #require(h.row(containing: "Home1 vs Away1"))
        #expect(h.line(second).hasPrefix("▶"))
        #expect(h.terminal.cell(row: second, column: 5).style.attributes.contains(.reverse))
        #expect(h.type("j") == ["list"])
        #expect(viewModel.selectedRow?.id.rawValue == "g0000002")
        #expect(h.type("j").isEmpty, "at the last game nothing moves, nothing draws")
    }

    @Test("more games than rows: the list scrolls to keep the selection in sight and says what is hidden")
    func scrolling() throws {
        let (h, viewModel) = Self.harness(try Self.library(inProgress: 30, finished: 10))
        #expect(h.text.contains("Home0 vs Away0"))
        #expect(h.text.contains("▼"))
        #expect(!h.text.contains("▲"))
        h.press(.end)
        #expect(viewModel.selectedRow?.id.rawValue == "g0000039")
        let last = try #require(h.row(containing: "Home39 vs Away39"))
        #expect(h.line(last).hasPrefix("▶"))
        #expect(!h.text.contains("Home0 vs Away0"))
        #expect(h.text.contains("▲"))
        // Going up one at a time scrolls only when the selection would leave the rows.
        let before = h.text
        h.press(.up)
        #expect(h.text != before)
        #expect(h.row(containing: "Home39 vs Away39") == last, "no scroll while the selection is in sight")
        for _ in 0..<12 { h.press(.up) }
        #expect(viewModel.selectedRow?.id.rawValue == "g0000026")
        let selected = try #require(h.row(containing: "Home26 vs Away26"))
        #expect(h.line(selected).hasPrefix("▶"))
        // The first finished game brings its section header with it.
        h.press(.end)
        for _ in 0..<9 { h.press(.up) }
        let header = try #require(h.row(containing: "Finished (10)"))
        #expect(h.row(containing: "Home30 vs Away30") == header + 1)
        h.press(.home)
        #expect(h.text.contains("In progress (30)"))
        #expect(h.line(try #require(h.row(containing: "Home0 vs Away0"))).hasPrefix("▶"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("scrolled down, the \"▲ N more\" count never covers the column headings")
    func moreAboveKeepsHeadings() throws {
        let (h, _) = Self.harness(try Self.library(inProgress: 30, finished: 10))
        let headings = try #require(h.row(containing: "TEAMS"))
        let before = h.line(headings)
        h.press(.end)
        #expect(h.line(headings) == before, "the headings row is unchanged")
        #expect(h.line(headings).contains("LAST PLAYED"))
        #expect(!h.line(headings).contains("▲"))
        let marker = try #require(h.row(containing: "▲"))
        #expect(h.line(marker).contains("▲ ") && h.line(marker).contains(" more"))
        for _ in 0..<25 { h.press(.up) }
        let both = try #require(h.row(containing: "▲"))
        #expect(h.line(both).contains("▼"), "both counts share the bottom line")
        #expect(h.line(headings) == before)
    }

    @Test("loading, empty and failed states")
    func states() throws {
        let stub = StubGameListViewModel()
        let loading = AnyScreenHarness(screen: GameListScreen(viewModel: stub, libraryLocation: "/lib"))
        #expect(stub.reloads == 1, "the screen asks for the library on its first tick")
        #expect(loading.text.contains("reading the library…"))
        stub.state.value = .empty(GameListViewModel.emptyMessage(keymap: .standard))
        #expect(loading.feed([.key(.character("x"))]).contains("list"))
        #expect(loading.text.contains("no games yet: press n to start one"))
        #expect(loading.line(0).contains("0 games"))

        let library = InMemoryGameLibrary()
        let (empty, _) = Self.harness(library)
        #expect(empty.text.contains("no games yet: press n to start one"))

        let error = LibraryError.folderUnavailable(path: "/media/usb/courtside", reason: "Permission denied")
        library.listError = error
        let (failed, _) = Self.harness(library)
        #expect(failed.text.contains("the library could not be read"))
        #expect(failed.text.contains("/media/usb/courtside"))
        #expect(failed.text.contains("Permission denied"))
        #expect(failed.text.contains("r tries again"))
        library.listError = nil
        try library.insert(
            Game(
                header: GameHeader(
                    id: GameID(rawValue: "back0001")!,
                    home: Team(side: .home, name: "Back", playerNames: ["A", "B", "C"]),
                    away: Team(side: .away, name: "Again", playerNames: ["D", "E", "F"]), rules: .standard, createdMs: 0
                )))
        failed.type("r")
        #expect(failed.text.contains("Back vs Again"))
        #expect(!failed.text.contains("could not be read"))
    }

    @Test("unreadable games get their own section with their message, and cannot be selected")
    func problems() throws {
        let library = try Self.library(inProgress: 1)
        let bad = GameID(rawValue: "bad00001")!
        library.insertUnreadable(
            bad, error: .corruptLine(file: "/games/bad00001.jsonl", line: 7, reason: "expected a value"))
        let (h, viewModel) = Self.harness(library)
        #expect(h.text.contains("Unreadable (1)"))
        let row = try #require(h.row(containing: "bad00001"))
        #expect(h.line(row).contains("/games/bad00001.jsonl"))
        #expect(h.text.contains("7"))
        #expect(h.line(0).contains("1 game, 1 unreadable"))
        h.press(.end)
        #expect(viewModel.selectedRow?.id.rawValue == "g0000000")
    }

    @Test("names are sanitized and cut by display width, never split, in the list and the delete question")
    func sanitizing() throws {
        let listing = LibraryListing(summaries: [
            ListedLibrary.summary(
                "evil0001", home: "Red\u{1B}[31mTeam\u{7}", away: "Blue\u{9B}2J", playedMs: Self.nowMs - Self.hour),
            ListedLibrary.summary(
                "wide0001", home: String(repeating: "漢字", count: 20), away: String(repeating: "🏀x", count: 20),
                playedMs: Self.nowMs - 2 * Self.hour),
        ])
        let (h, _) = Self.harness(ListedLibrary(listing: listing))
        #expect(!h.terminal.lines.joined().unicodeScalars.contains { TextSanitizer.isControl($0) })
        #expect(h.text.contains("Red[31mTeam vs Blue2J"))
        let row = try #require(h.row(containing: "漢字"))
        #expect(h.line(row).contains("…"))
        #expect(h.line(row).contains(" vs "), "both names keep a share of the column")
        #expect(h.line(row).contains("🏀"))
        #expect(h.line(row).contains("4 - 2"), "the other columns stay in place")
        h.press(.down)
        h.type("x")
        #expect(h.text.contains("Delete game 漢字"))
        #expect(h.text.contains("? y/n"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("? shows the list's keys; any key closes it")
    func help() throws {
        let (h, _) = Self.harness(try Self.library(inProgress: 2))
        let before = h.text
        #expect(h.type("?") == ["overlay.help"])
        for entry in GameListKeymap.standard.helpEntries {
            #expect(h.text.contains(entry.action), "\(entry.action)")
        }
        #expect(h.type("x").isEmpty)
        #expect(h.text == before)
    }

    @Test("x asks Delete game … ? y/n; n keeps it, y deletes it")
    func delete() throws {
        let library = try Self.library(inProgress: 2)
        let (h, viewModel) = Self.harness(library)
        #expect(h.type("x") == ["overlay.delete"])
        #expect(h.text.contains("Delete game Home0 vs Away0? y/n"))
        #expect(h.text.contains("game g0000000"))
        h.type("n")
        #expect(!h.text.contains("? y/n"))
        #expect(h.text.contains("kept Home0 vs Away0"))
        h.type("xy")
        #expect(h.row(containing: "Home0 vs Away0") == 22, "on the status line alone")
        #expect(h.line(22).contains("deleted Home0 vs Away0"))
        #expect(h.line(0).contains("1 game"))
        #expect(viewModel.selectedRow?.id.rawValue == "g0000001")
    }

    @Test("the screen is done when the view model has an action: open, new, quit")
    func done() throws {
        let library = try Self.library(inProgress: 1)
        let (h, viewModel) = Self.harness(library)
        #expect(!h.screen.isDone)
        h.type("n")
        #expect(h.screen.isDone)
        guard case .create = viewModel.takeAction() else {
            Issue.record("expected create")
            return
        }
        #expect(!h.screen.isDone)
        h.press(.enter)
        #expect(h.screen.isDone)
        #expect(viewModel.takeAction()?.gameID?.rawValue == "g0000000")
        h.type("q")
        guard case .quit = viewModel.takeAction() else {
            Issue.record("expected quit")
            return
        }
        // Run by the loop: it returns at once on an action.
        h.terminal.script = [.key(.character("q"))]
        #expect(h.loop.run(h.screen) == .done)
    }

    @Test("g groups by team: one section per team, the title says so")
    func grouping() throws {
        let (h, _) = Self.harness(try Self.library(inProgress: 2))
        h.type("g")
        #expect(h.line(0).contains("grouped by team"))
        #expect(h.text.contains("Away0 (1)"))
        #expect(h.text.contains("Home1 (1)"))
        #expect(h.line(0).contains("2 games"), "a game listed under both teams counts once")
    }

    @Test("smaller than 64×20 shows the notice; back at 80×24 the list is whole")
    func tooSmall() throws {
        let (h, _) = Self.harness(try Self.library(inProgress: 2))
        #expect(h.feed([.resize(TerminalSize(width: 63, height: 20))]) == ["too-small"])
        #expect(h.text.contains("terminal too small: need 64×20, have 63×20"))
        h.feed([.resize(.minimum)])
        #expect(h.text.contains("Home0 vs Away0"))
        #expect(h.terminal.overflowCount == 0)
    }
}
