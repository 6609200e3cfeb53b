import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The game creator against the fake terminal, over the real view model and an in-memory library.
@MainActor
@Suite("Game creator screen")
struct GameCreatorScreenTests {
    static func harness(
        size: TerminalSize = .minimum
    ) -> (AnyScreenHarness<GameCreatorScreen>, GameCreatorViewModel, InMemoryGameLibrary) {
        let library = InMemoryGameLibrary()
        let time = ManualTimeSource()
        let viewModel = GameCreatorViewModel(
            library: library, timeSource: time, idGenerator: { GameID(rawValue: "new00001")! })
        return (
            AnyScreenHarness(screen: GameCreatorScreen(viewModel: viewModel), time: time, size: size), viewModel,
            library
        )
    }

    @Test("the first frame: a centred form prefilled with the default game, the first field focused")
    func firstFrame() throws {
        let (h, viewModel, _) = Self.harness()
        #expect(h.firstFrame.first == "form")
        #expect(h.firstFrame.contains("field.home-team"))
        #expect(h.firstFrame.contains("field.win-by"))
        #expect(h.firstFrame.contains("field.away.4") && !h.firstFrame.contains("field.home.5"))
        #expect(h.text.contains("New game"))
        for field in viewModel.shownFields.value { #expect(h.text.contains(field.formLabel), "\(field.formLabel)") }
        for value in ["Ballerz", "Ringerz", "Shaq", "A.I.", "T-Mac", "Hakeem", "Air Carter", "Kobe", "15"] {
            #expect(h.text.contains(value), "\(value)")
        }
        let row = try #require(h.row(containing: "Home team"))
        #expect(h.line(row).contains("▶ Home team"))
        let label = try #require(h.line(row).range(of: "Home team")).lowerBound.utf16Offset(in: h.line(row))
        #expect(h.terminal.cell(row: row, column: label).style.attributes.contains(.reverse))
        #expect(h.line(row).contains("Away team"), "the teams side by side")
        #expect(h.text.filter { $0 == "▶" }.count == 1, "one field has the mark")
        // The value is selected (typing replaces it): all of it in reverse video, the cursor after it.
        let text = try #require(h.line(row).range(of: "Ballerz")).lowerBound.utf16Offset(in: h.line(row))
        let cursor = h.terminal.cell(row: row, column: text + 7)
        #expect(cursor.style.attributes.contains(.reverse))
        #expect(h.terminal.cell(row: row, column: text).style.attributes.contains(.reverse))
        #expect(h.terminal.cell(row: row, column: text + 6).style.attributes.contains(.reverse))
        #expect(!h.terminal.cell(row: row, column: text + 8).style.attributes.contains(.reverse))
        #expect(h.text.contains("ready: Ctrl-G creates the game now"))
        #expect(h.line(23).contains("Esc cancel"))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("typing draws only the field typed in; the cursor moves with the arrows")
    func typing() throws {
        let (h, viewModel, _) = Self.harness()
        #expect(h.press(.end) == ["field.home-team"])
        #expect(h.type("s") == ["field.home-team"])
        #expect(h.text.contains("Ballerzs"))
        let typedRow = try #require(h.row(containing: "Ballerzs"))
        let start = try #require(h.line(typedRow).range(of: "Ballerzs")).lowerBound.utf16Offset(in: h.line(typedRow))
        #expect(!h.terminal.cell(row: typedRow, column: start).style.attributes.contains(.reverse), "no selection left")
        #expect(h.press(.left, .left) == ["field.home-team", "field.home-team"])
        #expect(viewModel.field(.teamName(.home)).cursor.value == 6)
        let row = try #require(h.row(containing: "Ballerzs"))
        let text = try #require(h.line(row).range(of: "Ballerzs")).lowerBound.utf16Offset(in: h.line(row))
        #expect(h.terminal.cell(row: row, column: text + 6).style.attributes.contains(.reverse))
        #expect(h.terminal.cell(row: row, column: text + 6).text == "z")
    }

    @Test("typing into a field that just got the focus replaces its value")
    func typingReplaces() throws {
        let (h, viewModel, _) = Self.harness()
        #expect(h.type("Bricks") == Array(repeating: "field.home-team", count: 6))
        #expect(viewModel.field(.teamName(.home)).text.value == "Bricks")
        #expect(h.row(containing: "Bricks") != nil)
        #expect(!h.text.contains("Ballerz"))
    }

    @Test("Esc after an edit covers the form with 'Discard this game? y/n'; n takes it away and redraws the form")
    func discardOverlay() throws {
        let (h, viewModel, _) = Self.harness()
        h.type("Bricks")
        let drawn = h.press(.escape)
        #expect(drawn.contains("overlay.discard"))
        #expect(h.text.contains("Discard this game? y/n"))
        #expect(h.text.contains("y discards · n keeps editing"))
        #expect(!(viewModel.action.value != nil))
        h.press(.character("n"))
        #expect(!h.text.contains("Discard this game?"))
        #expect(h.text.contains("Player 1"), "the form under the overlay is drawn again")
        #expect(h.text.contains("still editing"))
        h.press(.escape)
        h.press(.character("y"))
        #expect((viewModel.action.value != nil))
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("an error shows beside its field in the warning style, and whole in the hint; fixing it clears both")
    func errors() throws {
        let (h, viewModel, _) = Self.harness()
        h.press(.tab)
        h.press(.backspace)
        let row = try #require(h.row(containing: "▶ Player 1"))
        #expect(h.line(row).contains("✗"), "in a team's column, the mark alone")
        let column = try #require(h.line(row).range(of: "✗")).lowerBound.utf16Offset(in: h.line(row))
        let cell = h.terminal.cell(row: row, column: column)
        #expect(cell.style.color == .warning)
        #expect(cell.style.attributes.contains(.bold))
        #expect(h.text.contains("✗ Home player 1: home player 1 name is empty"))
        #expect(viewModel.isValid.value == false)
        h.type("Moses")
        #expect(!h.text.contains("✗"))
        #expect(h.text.contains("ready: Ctrl-G creates"))
    }

    @Test("Tab and Shift-Tab move the focus: the two fields and the hint draw")
    func focus() throws {
        let (h, _, _) = Self.harness()
        #expect(Set(h.press(.tab)) == ["field.home-team", "field.home.1", "form.hint"])
        #expect(h.line(try #require(h.row(containing: "Shaq"))).contains("▶ Player 1"))
        #expect(!h.line(try #require(h.row(containing: "Home team"))).contains("▶"))
        #expect(Set(h.press(.backTab)) == ["field.home-team", "field.home.1", "form.hint"])
        #expect(h.line(try #require(h.row(containing: "Home team"))).contains("▶ Home team"))
    }

    @Test("Enter on every filled field creates the default game; the screen is then done")
    func create() throws {
        let (h, viewModel, library) = Self.harness()
        // Past the two empty bench slots.
        for _ in 0..<(viewModel.shownFields.value.count - 3) { h.press(.enter) }
        #expect(!h.screen.isDone)
        #expect(h.line(try #require(h.row(containing: "Win by"))).contains("▶ Win by"))
        h.press(.enter)
        #expect(h.screen.isDone)
        #expect(h.text.contains("created game new00001"))
        #expect(viewModel.takeAction()?.gameID?.rawValue == "new00001")
        #expect(library.events(of: GameID(rawValue: "new00001")!) == [])
    }

    @Test(
        "a name in the empty slot lays the form out again: the next slot under it, the box a row taller, its top kept")
    func benchSlotAppears() throws {
        let (h, viewModel, library) = Self.harness()
        let top = try #require(h.row(containing: "New game"))
        let bottom = try #require(h.terminal.lines.lastIndex { $0.contains("└") })
        h.press(.tab, .tab, .tab, .tab)
        #expect(h.line(try #require(h.row(containing: "▶ Player 4"))).contains("Player 4"))
        #expect(h.text.contains("Players 4…8 start on the bench"), "the hint says what the slot is")
        #expect(!h.text.contains("Player 5"))
        let drawn = h.type("Dan")
        #expect(drawn.contains("form") && drawn.contains("field.home.5"), "laid out again")
        let dan = try #require(h.row(containing: "Dan"))
        #expect(h.line(dan + 1).contains("Player 5") && !h.line(dan + 1).contains("▶"))
        #expect(h.row(containing: "New game") == top)
        #expect(h.terminal.lines.lastIndex { $0.contains("└") } == bottom + 1)
        #expect(h.type("s") == ["field.home.4"], "the next key draws the field alone")
        #expect(h.terminal.overflowCount == 0)
        // From the fifth shown field to Win by, and Enter there.
        for _ in 0..<(viewModel.shownFields.value.count - 4) { h.press(.enter) }
        #expect(h.screen.isDone)
        let id = try #require(viewModel.takeAction()?.gameID)
        #expect(try library.load(id).game.header.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac", "Dans"])
    }

    @Test("Esc cancels: nothing is created and the screen is done")
    func cancel() throws {
        let (h, viewModel, library) = Self.harness()
        h.press(.escape)
        #expect(h.screen.isDone)
        guard case .cancelled = viewModel.takeAction() else {
            Issue.record("expected cancelled")
            return
        }
        #expect(try library.list().summaries.isEmpty)
    }

    @Test("a long name scrolls inside its field to keep the cursor in sight")
    func longText() throws {
        let (h, _, _) = Self.harness()
        h.type(String(repeating: "漢", count: 20))
        let row = try #require(h.row(containing: "Home team"))
        #expect(!h.line(row).contains("Ballerz"), "the start scrolled out")
        #expect(h.line(row).contains("漢漢"))
        #expect(h.text.contains("is longer than 40 characters") == false)
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("smaller than 64×20 shows the notice")
    func tooSmall() {
        let (h, _, _) = Self.harness(size: TerminalSize(width: 64, height: 19))
        #expect(h.text.contains("terminal too small: need 64×20, have 64×19"))
        h.feed([.resize(TerminalSize(width: 120, height: 40))])
        #expect(h.text.contains("New game"))
        #expect(h.terminal.overflowCount == 0)
    }
}
