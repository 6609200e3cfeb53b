import CourtsideCore
import CourtsideViewModels
import Testing

@MainActor
@Suite("Game creator view model")
struct CreatorViewModelTests {
    static let home1 = CreatorField.player(PlayerID(side: .home, number: 1))
    static let away3 = CreatorField.player(PlayerID(side: .away, number: 3))

    @Test("Enter on every filled field creates the default game and hands out its session")
    func defaults() throws {
        let h = CreatorHarness()
        #expect(h.badFields.isEmpty)
        #expect(h.creator.isValid.value)
        #expect(h.creator.focus.value == .teamName(.home))
        var visited: [CreatorField] = []
        while h.creator.action.value == nil && visited.count < 20 {
            visited.append(h.creator.focus.value)
            h.press(.enter)
        }
        let home = { CreatorField.player(PlayerID(side: .home, number: $0)) }
        let away = { CreatorField.player(PlayerID(side: .away, number: $0)) }
        #expect(
            visited == [
                .teamName(.home), home(1), home(2), home(3), .teamName(.away), away(1), away(2), away(3), .rules,
                .target, .winBy,
            ], "each team's name and its players, past the empty bench slot (issue 43 item 9), then the rules")
        guard case .created(let session) = h.creator.takeAction() else {
            Issue.record("no game created")
            return
        }
        let header = try h.library.load(session.game.header.id).game.header
        #expect(header.id.rawValue == "new00001")
        #expect(header.home.name == "Ballerz")
        #expect(header.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac"])
        #expect(header.away.name == "Ringerz")
        #expect(header.away.players.map(\.name) == ["Hakeem", "Air Carter", "Kobe"])
        #expect(header.rules == Rules.standard)
        #expect(header.createdMs == h.time.wallMs)
        #expect(h.library.inner.isLocked(header.id))
        #expect(h.creator.status.value == "created game new00001")
    }

    @Test("Ctrl-G creates the game from the form as it is, from any field; the hint and status name it")
    func createsAtOnce() throws {
        let h = CreatorHarness()
        #expect(h.creator.keymap.label(for: .submit) == "Ctrl-G")
        h.press(.control("G"))
        guard case .created(let session) = h.creator.takeAction() else {
            Issue.record("no game created")
            return
        }
        let header = try h.library.load(session.game.header.id).game.header
        #expect(header.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac"] && header.rules == Rules.standard)
        #expect(h.creator.status.value == "created game new00001")
    }

    @Test("Ctrl-G on a bad form creates nothing and focuses the first bad field")
    func createRefused() {
        let h = CreatorHarness()
        h.focus(Self.away3)
        h.press(.control("U"))
        h.focus(.teamName(.home))
        h.press(.control("G"))
        #expect(h.creator.action.value == nil)
        #expect(h.creator.focus.value == Self.away3)
        #expect(h.creator.status.value == "not created: fix the marked field")
    }

    @Test("Enter skips a team's empty bench slots; Tab and ↓ stop on them; a typed bench name is walked")
    func enterSkipsEmptyBench() {
        let h = CreatorHarness()
        let home = { CreatorField.player(PlayerID(side: .home, number: $0)) }
        h.focus(home(3))
        h.press(.enter)
        #expect(h.creator.focus.value == .teamName(.away))
        h.focus(home(3))
        h.press(.tab)
        #expect(h.creator.focus.value == home(4))
        h.type("Gus")
        h.focus(home(3))
        h.press(.enter)
        #expect(h.creator.focus.value == home(4), "a named bench player is a filled field")
        h.press(.enter)
        #expect(h.creator.focus.value == .teamName(.away), "past the next, empty, slot")
    }

    @Test("Tab in a player's field completes a name the library knows (one match, any case), then moves on")
    func completesKnownNames() throws {
        let h = CreatorHarness(knownNames: ["Annabel", "Anton", "Bob"])
        let first = CreatorField.player(PlayerID(side: .home, number: 1))
        h.focus(first)
        h.type("ann")
        h.press(.tab)
        #expect(h.creator.field(first).text.value == "Annabel" && h.creator.focus.value == first)
        h.press(.tab)
        #expect(h.creator.focus.value != first, "nothing left to complete: the next field")
        let second = CreatorField.player(PlayerID(side: .home, number: 2))
        h.focus(second)
        h.type("An")
        h.press(.tab)
        #expect(h.creator.field(second).text.value == "An", "two names start An: nothing guessed")
        #expect(h.creator.focus.value != second)
        h.focus(.teamName(.away))
        h.type("B")
        h.press(.tab)
        #expect(h.creator.field(.teamName(.away)).text.value == "B", "a team's name is not a player's")
    }

    @Test("once created, another Enter creates nothing more")
    func createOnce() throws {
        let h = CreatorHarness()
        h.focus(.winBy)
        h.press(.enter)
        #expect(h.creator.action.value?.gameID?.rawValue == "new00001")
        _ = h.creator.takeAction()
        h.press(.enter)
        #expect(h.creator.action.value == nil)
        #expect(try h.library.gameIDs().count == 1)
    }

    @Test("typing edits at the field's own cursor: Left, Right, Home, End, Backspace")
    func editing() {
        let h = CreatorHarness()
        let field = h.creator.field(.teamName(.home))
        #expect(field.cursor.value == 7)
        h.clear()
        #expect(field.text.value == "")
        h.type("Hopers")
        h.press(.left, 4)
        h.type("o")
        #expect(field.text.value == "Hoopers")
        #expect(field.cursor.value == 3)
        h.press(.home)
        h.type("The ")
        h.press(.end)
        h.press(.right)
        h.type("!")
        h.press(.backspace)
        h.press(.left)
        h.press(.backspace)
        #expect(field.text.value == "The Hoopes")
        #expect(field.cursor.value == 9)
        h.press(.home)
        h.press(.backspace)
        h.press(.left)
        #expect(field.cursor.value == 0)
        h.press(.tab)
        #expect(h.creator.field(Self.home1).cursor.value == 4)
        h.press(.backTab)
        #expect(field.cursor.value == 10, "a field that gets the focus has its value selected, the cursor at its end")
        #expect(field.isSelected.value)
    }

    @Test("a field selects its value on focus: typing replaces it, Backspace empties it")
    func typingReplaces() {
        let h = CreatorHarness()
        let home = h.creator.field(.teamName(.home))
        #expect(home.isSelected.value, "the first field is focused with its value selected")
        h.type("Bricks")
        #expect(home.text.value == "Bricks", "not BallerzBricks")
        #expect(!home.isSelected.value)
        h.focus(.teamName(.away))
        let away = h.creator.field(.teamName(.away))
        #expect(away.isSelected.value && !home.isSelected.value)
        h.press(.backspace)
        #expect(away.text.value == "")
        h.press(.tab)
        h.press(.delete)
        #expect(h.creator.field(.player(PlayerID(side: .away, number: 1))).text.value == "")
        h.focus(.target)
        h.type("21")
        #expect(h.creator.field(.target).text.value == "21")
    }

    @Test("arrows, Home and End keep a selected value and move the cursor to its start or end")
    func arrowsDeselect() {
        for (key, cursor) in [(Key.left, 0), (.home, 0), (.right, 7), (.end, 7)] {
            let h = CreatorHarness()
            let field = h.creator.field(.teamName(.home))
            h.press(key)
            #expect(!field.isSelected.value)
            #expect(field.cursor.value == cursor, "\(key.name)")
            h.type("X")
            #expect(field.text.value == (cursor == 0 ? "XBallerz" : "BallerzX"), "\(key.name)")
        }
    }

    @Test("Delete, Ctrl-U, Ctrl-W and Ctrl-K edit at the cursor")
    func controlEdits() {
        let h = CreatorHarness()
        let field = h.creator.field(.teamName(.home))
        h.press(.end)
        h.type(" Big Men")
        #expect(field.text.value == "Ballerz Big Men")
        h.press(.control("W"))
        #expect(field.text.value == "Ballerz Big ")
        h.press(.control("W"))
        #expect(field.text.value == "Ballerz ")
        h.press(.home)
        h.press(.delete)
        #expect(field.text.value == "allerz ")
        #expect(field.cursor.value == 0)
        h.press(.right, 3)
        h.press(.control("K"))
        #expect(field.text.value == "all")
        h.press(.delete)
        #expect(field.text.value == "all", "Delete at the end deletes nothing")
        h.press(.control("U"))
        #expect(field.text.value == "")
        #expect(h.error(.teamName(.home)) == "home team name is empty")
        h.press(.control("W"))
        h.press(.control("K"))
        #expect(field.text.value == "", "nothing to delete is no error")
        h.focus(.teamName(.away))
        h.press(.control("W"))
        #expect(h.creator.field(.teamName(.away)).text.value == "", "Ctrl-W on a selected value deletes it all")
    }

    @Test("the control keys are named Ctrl-U in the keys file and arrive from ncurses as 0x15")
    func controlKeyNames() {
        #expect(Key(name: "Ctrl-U") == .control("U"))
        #expect(Key(name: "ctrl-w") == .control("W"))
        #expect(Key.control("K").name == "Ctrl-K" && Key.control("K").label == "Ctrl-K")
        #expect(Key(name: "Ctrl-C") == nil, "Ctrl-C interrupts: the terminal keeps it")
        #expect(Key(name: "Ctrl-M") == nil, "Ctrl-M arrives as Enter")
        #expect(Key(name: "Delete") == .delete)
        let keymap = GameCreatorKeymap.standard
        #expect(keymap.formIntent(for: .control("U")) == .clearField)
        #expect(keymap.formIntent(for: .control("W")) == .deleteWord)
        #expect(keymap.formIntent(for: .control("K")) == .deleteToEnd)
        #expect(keymap.formIntent(for: .delete) == .deleteForward)
        #expect(keymap.formIntent(for: .control("A")) == nil, "an unbound control key types nothing")
    }

    @Test("Tab and Enter go forward, Shift-Tab back, both wrap; one field has the focus")
    func focusOrder() {
        let h = CreatorHarness()
        let all = CreatorField.all
        #expect(all.count == 21, "two names, eight slots a side, three rules fields")
        #expect(all.map(\.label)[0...3] == ["Home team", "Home player 1", "Home player 2", "Home player 3"])
        #expect(all.map(\.formLabel)[8...10] == ["Player 8", "Away team", "Player 1"])
        h.press(.tab)
        #expect(h.creator.focus.value == Self.home1)
        h.press(.enter)
        #expect(h.creator.focus.value == .player(PlayerID(side: .home, number: 2)))
        h.press(.backTab, 3)
        #expect(h.creator.focus.value == .winBy)
        #expect(h.creator.fields.filter(\.isFocused.value).map(\.field) == [.winBy])
        h.press(.tab)
        #expect(h.creator.focus.value == .teamName(.home))
        h.press(.down)
        h.press(.up)
        #expect(h.creator.focus.value == .teamName(.home))
        #expect(h.creator.fields.filter(\.isFocused.value).map(\.field) == [.teamName(.home)])
    }

    @Test("an empty name shows the command line's message beside the field, and clears when fixed")
    func emptyName() {
        let h = CreatorHarness()
        h.clear()
        let expected = #expect(throws: SetupError.self) {
            try Team(side: .home, name: "  ", playerNames: ["Shaq", "A.I.", "T-Mac"])
        }
        #expect(h.error(.teamName(.home)) == expected?.description)
        #expect(h.error(.teamName(.home)) == "home team name is empty")
        #expect(!h.creator.isValid.value)
        h.type("Ballers")
        #expect(h.error(.teamName(.home)) == nil)
        #expect(h.creator.isValid.value)
    }

    @Test("a player named twice is marked on the second one, as the core words it")
    func duplicatePlayer() {
        let h = CreatorHarness()
        h.focus(Self.away3)
        h.clear()
        h.type("hakeem")
        let expected = #expect(throws: SetupError.self) {
            try Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "hakeem"])
        }
        #expect(h.error(Self.away3) == expected?.description)
        #expect(h.badFields == [Self.away3])
    }

    @Test("two teams with the same name: the away team is marked")
    func sameTeamNames() throws {
        let h = CreatorHarness()
        h.focus(.teamName(.away))
        h.clear()
        h.type("BALLERZ")
        let home = try Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"])
        let away = try Team(side: .away, name: "BALLERZ", playerNames: ["Hakeem", "Air Carter", "Kobe"])
        let expected = #expect(throws: SetupError.self) {
            try GameHeader(id: GameID(rawValue: "x")!, home: home, away: away, rules: .standard, createdMs: 0)
        }
        #expect(h.error(.teamName(.away)) == expected?.description)
        #expect(h.badFields == [.teamName(.away)])
    }

    @Test(
        "numbers out of range show the core's message",
        arguments: [
            (CreatorField.target, "0", SetupError.targetOutOfRange(0)),
            (.winBy, "0", .winByOutOfRange(0)),
        ])
    func numbersOutOfRange(field: CreatorField, text: String, error: SetupError) {
        let h = CreatorHarness()
        h.focus(field)
        h.clear()
        h.type(text)
        #expect(h.creator.field(field).text.value == text)
        #expect(h.error(field) == error.description)
        #expect(h.badFields == [field])
    }

    @Test("a number field says its rule: a letter or a digit too many is refused with 'target is 1…99'")
    func lettersInNumber() {
        let h = CreatorHarness()
        h.focus(.target)
        h.type("a")
        #expect(h.creator.field(.target).text.value == "15")
        #expect(h.error(.target) == "target is 1…99")
        #expect(h.creator.status.value == "target is 1…99")
        #expect(h.creator.field(.target).isSelected.value, "a refused key keeps the selection")
        h.press(.end)
        h.press(.backspace)
        #expect(h.error(.target) == nil)
        #expect(h.creator.field(.target).text.value == "1")
        h.type("2")
        #expect(h.creator.field(.target).text.value == "12")
        h.type("3")
        #expect(h.creator.field(.target).text.value == "12")
        #expect(h.error(.target) == "target is 1…99", "not 'at most 3 digits'")
        h.clear()
        #expect(h.error(.target) == "target is empty")
        h.press(.tab)
        h.type(" ")
        #expect(h.error(.winBy) == "win-by is 1…9")
        h.press(.end)
        h.type("0")
        #expect(h.error(.winBy) == "win-by is 1…9")
        #expect(h.creator.field(.winBy).text.value == "2")
    }

    @Test("a number the command line gave out of range shows the core's message")
    func prefilledOutOfRange() {
        var values = GameCreatorValues.standard
        values.target = 100
        values.winBy = 10
        let h = CreatorHarness(values: values)
        #expect(h.error(.target) == SetupError.targetOutOfRange(100).description)
        #expect(h.error(.winBy) == SetupError.winByOutOfRange(10).description)
    }

    @Test("a name field takes at most 40 characters: a long paste fills it, the rest is refused and the status says so")
    func fieldLimit() {
        let h = CreatorHarness()
        h.focus(.player(PlayerID(side: .home, number: 2)))
        h.clear()
        h.type(String(repeating: "x", count: 8_000))
        let field = h.creator.field(.player(PlayerID(side: .home, number: 2)))
        #expect(field.text.value == String(repeating: "x", count: 40))
        #expect(field.cursor.value == 40)
        #expect(h.error(.player(PlayerID(side: .home, number: 2))) == "home player 2 name takes at most 40 characters")
        #expect(h.creator.status.value == "home player 2 name takes at most 40 characters")
        h.press(.backspace)
        #expect(field.text.value.count == 39)
        #expect(h.creator.status.value == "", "the next key that is taken clears the refusal")
        #expect(h.error(.player(PlayerID(side: .home, number: 2))) == nil)
        h.press(.home)
        h.type("y")
        #expect(field.text.value == "y" + String(repeating: "x", count: 39))
        h.type("z")
        #expect(field.text.value.count == 40, "a full field refuses at any cursor position")
    }

    @Test("bidi overrides and line separators are refused as keys", arguments: ["\u{202E}", "\u{2066}", "\u{2028}"])
    func layoutControlKeys(character: String) {
        let h = CreatorHarness()
        h.type(character)
        #expect(h.creator.field(.teamName(.home)).text.value == "Ballerz")
        #expect(h.error(.teamName(.home)) == "home team name takes no text-direction or line-break controls")
    }

    @Test("Enter with errors creates nothing and jumps to the first bad field")
    func submitWithErrors() throws {
        let h = CreatorHarness()
        h.focus(Self.away3)
        h.clear()
        h.focus(.target)
        h.clear()
        h.type("0")
        h.focus(.winBy)
        h.press(.enter)
        #expect(h.creator.focus.value == Self.away3)
        #expect(h.badFields == [Self.away3, .target])
        #expect(h.creator.status.value == "not created: fix the 2 marked fields")
        #expect(h.creator.action.value == nil)
        #expect(try h.library.gameIDs().isEmpty)
        h.type("Kobe")
        h.focus(.target)
        h.type("9")
        h.focus(.winBy)
        h.press(.enter)
        #expect(h.creator.action.value?.gameID != nil)
        let stored = try h.library.load(GameID(rawValue: "new00001")!).game.header
        #expect(stored.rules.target == 9)
    }

    @Test("names are stored trimmed, as the command line stores them")
    func trimmed() throws {
        let h = CreatorHarness()
        h.press(.home)
        h.type("  ")
        h.focus(.winBy)
        h.press(.enter)
        #expect(try h.library.load(GameID(rawValue: "new00001")!).game.header.home.name == "Ballerz")
    }

    @Test("Esc on an untouched form cancels at once; with edits it asks y/n first")
    func cancelAsks() throws {
        let untouched = CreatorHarness()
        untouched.press(.tab)
        untouched.press(.escape)
        #expect(untouched.creator.overlay.value == .none)
        #expect(untouched.creator.action.value?.gameID == nil && untouched.creator.action.value != nil)
        let h = CreatorHarness()
        h.type("Bricks")
        #expect(h.creator.hasEdits)
        h.press(.escape)
        #expect(h.creator.overlay.value == .confirmDiscard)
        #expect(h.creator.action.value == nil)
        h.type("q")
        #expect(h.creator.field(.teamName(.home)).text.value == "Bricks", "keys go to the question")
        h.press(.character("n"))
        #expect(h.creator.overlay.value == .none)
        #expect(h.creator.status.value == "still editing")
        #expect(h.creator.field(.teamName(.home)).text.value == "Bricks")
        h.press(.escape)
        h.press(.escape)
        #expect(h.creator.overlay.value == .none, "Esc answers no")
        h.press(.escape)
        h.press(.character("y"))
        guard case .cancelled = h.creator.takeAction() else {
            Issue.record("y did not discard")
            return
        }
        #expect(try h.library.gameIDs().isEmpty)
        let undone = CreatorHarness()
        undone.type("B")
        undone.press(.backspace)
        undone.type("Ballerz")
        #expect(!undone.creator.hasEdits, "a value typed back as it was is no edit")
    }

    @Test("the status line is counted again after each change: it never contradicts the form")
    func statusFollowsTheForm() {
        let h = CreatorHarness()
        h.press(.control("U"))
        h.press(.tab)
        h.press(.control("U"))
        h.focus(.winBy)
        h.press(.enter)
        #expect(h.creator.status.value == "not created: fix the 2 marked fields")
        #expect(h.creator.focus.value == .teamName(.home))
        h.type("Bricks")
        #expect(h.creator.status.value == "not created: fix the marked field")
        h.press(.tab)
        h.type("Ringerz")
        #expect(h.creator.status.value == "every field is good: Ctrl-G creates the game")
        h.type("x")
        #expect(h.creator.status.value == "every field is good: Ctrl-G creates the game")
    }

    @Test("Esc cancels without creating anything")
    func cancel() throws {
        let h = CreatorHarness()
        h.press(.escape)
        guard case .cancelled = h.creator.takeAction() else {
            Issue.record("Esc did not cancel")
            return
        }
        h.press(.tab)
        #expect(h.creator.focus.value == .teamName(.home))
        h.press(.backTab)
        h.press(.enter)
        #expect(h.creator.action.value == nil)
        #expect(try h.library.gameIDs().isEmpty)
    }

    @Test("a library that refuses shows why and keeps the form")
    func libraryFailure() throws {
        let h = CreatorHarness()
        let error = LibraryError.io(file: "memory/new00001.jsonl", action: "write", reason: "No space left on device")
        h.library.createError = error
        h.focus(.winBy)
        h.press(.enter)
        #expect(h.creator.status.value == "not created: No space left on device, new00001.jsonl", "the reason first")
        #expect(h.creator.action.value == nil)
        #expect(h.creator.field(.teamName(.home)).text.value == "Ballerz")
        h.library.createError = nil
        h.press(.enter)
        #expect(h.creator.action.value?.gameID?.rawValue == "new00001")
    }

    @Test("values from the command line fill the form; the first bad one gets the focus")
    func prefill() {
        var values = GameCreatorValues.standard
        values.homeName = "Splash"
        values.awayPlayers = ["Hakeem", "Kobe"]
        values.winBy = 0
        let h = CreatorHarness(values: values)
        #expect(h.creator.field(.teamName(.home)).text.value == "Splash")
        let away3 = Self.away3
        #expect(h.badFields == [away3, .winBy])
        #expect(h.error(away3) == "away player 3 name is empty")
        #expect(h.creator.focus.value == away3)
        h.creator.prefill(.standard)
        #expect(h.badFields.isEmpty)
        #expect(h.creator.focus.value == .teamName(.home))
        #expect(h.creator.field(.teamName(.home)).text.value == "Ballerz")
        #expect(h.creator.field(.teamName(.home)).cursor.value == 7)
    }

    @Test("every key does something in the form: the table's named keys act, the rest type themselves")
    func keymap() {
        let keymap = GameCreatorKeymap.standard
        #expect(keymap.formIntent(for: .character("q")) == .insert("q"))
        #expect(keymap.intent(for: .character("q")) == nil, "typing is outside the table")
        #expect(keymap.formIntent(for: .space) == .insert(" "))
        #expect(keymap.formIntent(for: .enter) == .advance)
        #expect(keymap.formIntent(for: .escape) == .cancel)
        #expect(keymap.formIntent(for: .backTab) == .previousField)
        for named in Key.named { #expect(keymap.formIntent(for: named.key) != nil, "\(named.name)") }
    }
}
