import CourtsideCore
import CourtsideViewModels
import Testing

@Suite("Keys file")
struct KeyConfigurationTests {
    static let file = "/home/u/.config/courtside/keys"

    static func parse(_ text: String) throws(KeyFileError) -> KeyConfiguration {
        try KeyConfiguration(parsing: text, file: file)
    }

    /// The error a text gives, as printed.
    static func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("no lines, blank lines and comments: every default")
    func empty() throws {
        #expect(try Self.parse("") == .standard)
        #expect(try Self.parse("\n   \n# a comment\n\t# another\n") == .standard)
    }

    @Test("a line replaces its action's keys; the actions it does not name keep theirs")
    func rebinding() throws {
        let keys = try Self.parse("# mine\nscoreboard assist A   # capital A\nscoreboard select.home.1 y 7\n")
        let board = keys.scoreboard
        #expect(board.intent(for: .character("A")) == .apply(.assist))
        #expect(board.intent(for: .character("a")) == nil, "the default key is replaced")
        #expect(board.intent(for: .character("y")) == .select(PlayerID(side: .home, number: 1)))
        #expect(board.intent(for: .character("7")) == .select(PlayerID(side: .home, number: 1)))
        #expect(board.intent(for: .character("u")) == nil)
        #expect(board.intent(for: .character("r")) == .apply(.rebound), "an action not named keeps its keys")
        #expect(board.keys(for: .undo) == [.character("z"), .backspace])
        #expect(keys.gameList == .standard && keys.creator == .standard && keys.replay == .standard)
    }

    @Test("the keys in force show in the overlay, the bar, the panels and the refusal")
    func shownEverywhere() throws {
        let board = try Self.parse("scoreboard assist A\nscoreboard select.home.1 y\nscoreboard help h\n").scoreboard
        #expect(board.helpEntries.contains(HelpEntry(keys: "A", action: "assist")))
        #expect(
            board.helpEntries.contains(HelpEntry(keys: "y / i 2 / o 3", action: "select home player 1-3 (top row)")))
        #expect(board.barItems.contains(HelpBarItem(keys: "A", label: "ast")))
        #expect(board.barItems.first == HelpBarItem(keys: "yio/jkl", label: "select"))
        #expect(board.selectKey(for: PlayerID(side: .home, number: 1)) == .character("y"))
        #expect(board.refusal(for: .character("a")) == "'a' does nothing here: press h for the keys")
    }

    @Test("names in any case, several keys, tabs, CRLF line ends and a byte-order mark")
    func syntax() throws {
        let keys = try Self.parse("\u{FEFF}replay\tplay\tspace  ENTER\r\nlist move.up UP\r\n")
        #expect(keys.replay.keys(for: .togglePlay) == [.space, .enter])
        #expect(keys.gameList.keys(for: .moveSelection(.up)) == [.up])
        #expect(keys.gameList.intent(for: .character("k")) == nil)
        #expect(try Self.parse("scoreboard redo Hash").scoreboard.intent(for: .character("#")) == .redo)
    }

    @Test("a default key the file gives elsewhere moves there when its action keeps another key")
    func takesADefaultKey() throws {
        let board = try Self.parse("scoreboard assist z").scoreboard
        #expect(board.intent(for: .character("z")) == .apply(.assist))
        #expect(board.keys(for: .undo) == [.backspace])
    }

    @Test("docs/keys.md's example: left-handed scoring")
    func docsExample() throws {
        let board = try Self.parse(
            """
            # left-handed scoring
            scoreboard point.1 j
            scoreboard point.2 k
            scoreboard select.away.1 s 4
            scoreboard select.away.2 d 5
            scoreboard clock Enter Space   # Enter as well
            """
        ).scoreboard
        #expect(board.intent(for: .character("j")) == .apply(.onePoint))
        #expect(board.intent(for: .character("d")) == .select(PlayerID(side: .away, number: 2)))
        #expect(board.intent(for: .enter) == .toggleClock && board.intent(for: .space) == .toggleClock)
        #expect(board.intent(for: .character("l")) == .select(PlayerID(side: .away, number: 3)))
    }

    @Test("two actions may swap keys when both are rebound")
    func swap() throws {
        let board = try Self.parse("scoreboard assist s\nscoreboard point.1 a\n").scoreboard
        #expect(board.intent(for: .character("s")) == .apply(.assist))
        #expect(board.intent(for: .character("a")) == .apply(.onePoint))
    }

    @Test(
        "a bad line is refused with FILE:LINE and what is wrong",
        arguments: [
            (
                "# ok\nscoreboards assist a",
                "2: unknown screen 'scoreboards': the screens are scoreboard, scoreboard.edit, list, creator, replay,"
                    + " watch, players, player, run and desk"
            ),
            ("scoreboard", "1: no action: write \"screen action key…\", for example \"scoreboard assist a\""),
            ("\n\nscoreboard asist a", "3: unknown scoreboard action 'asist': `courtside keys --default` lists them"),
            ("list view", "1: no key for list view: every action needs at least one key"),
            ("list view F1", "1: unknown key 'F1': a key is one character, or Space, Enter, Tab, Shift-Tab"),
            ("list view v v", "1: 'v' is given twice"),
            ("list view w\nlist view y", "2: list view is already bound on line 1: give all its keys on one line"),
            ("scoreboard assist w\nscoreboard rebound w", "2: 'w' is already bound to scoreboard assist on line 1"),
            (
                "scoreboard assist s",
                "1: this takes the last key of scoreboard point.1: bind point.1 to another key too"
            ),
            ("scoreboard assist z\nscoreboard foul Backspace", "2: this takes the last key of scoreboard undo"),
            (
                "creator cancel q",
                "1: 'q' types itself in the creator's fields: creator actions take named or control keys"
            ),
            ("creator cancel Space", "1: Space types itself in the creator's fields"),
            ("replay quit Ctrl-C", "1: unknown key 'Ctrl-C'"),
        ])
    func badLine(text: String, message: String) {
        let error = Self.error(text)
        #expect(error?.hasPrefix("\(Self.file):\(message)") == true, "\(error ?? "no error")")
    }

    @Test("a line bad in itself is reported first; of the actions left with no key, the first line")
    func firstBadLine() {
        // Line 1 alone would leave point.1 with no key, but a later line may still rebind point.1.
        #expect(Self.error("scoreboard assist s\nlist nope x\n")?.hasPrefix("\(Self.file):2: unknown list") == true)
        #expect(Self.error("scoreboard help q\nscoreboard assist s\n")?.hasPrefix("\(Self.file):1:") == true)
    }

    @Test("a line that is not UTF-8 is refused with its number")
    func notUTF8() throws {
        let bytes = Array("list view v\n".utf8) + [0x6C, 0xFF, 0x0A]
        #expect(throws: KeyFileError(file: "keys", line: 2, message: "not UTF-8 text")) {
            try KeyConfiguration(parsing: bytes, file: "keys")
        }
        #expect(
            try KeyConfiguration(parsing: Array("list view w\n".utf8), file: "keys").gameList.keys(for: .view) == [
                .character("w")
            ])
    }

    @Test("the same key on two screens is no conflict")
    func screensAreApart() throws {
        let keys = try Self.parse("list quit Esc\nreplay help h\nscoreboard quit Esc")
        #expect(keys.gameList.intent(for: .escape) == .quit)
        #expect(keys.scoreboard.intent(for: .escape) == .requestQuit)
        #expect(keys.replay.intent(for: .character("h")) == .showHelp)
    }

    @Test("`courtside keys --default` reads back as the defaults, and any configuration as itself")
    func fileTextRoundTrips() throws {
        #expect(try Self.parse(KeyConfiguration.standard.fileText) == .standard)
        let mine = try Self.parse("scoreboard assist A\nscoreboard undo Backspace\nlist move.up k Up\nreplay faster f")
        #expect(try Self.parse(mine.fileText) == mine)
        #expect(KeyConfiguration.standard.fileText.contains("scoreboard select.home.1 u 1"))
        #expect(KeyConfiguration.standard.fileText.contains("replay quit q Q Esc"))
    }

    @Test("the summary lists every action of every screen with its keys")
    func summary() throws {
        let summary = try Self.parse("scoreboard assist A").summary
        for title in [
            "Scoreboard (scoreboard)", "Game list (list)", "Game creator (creator)", "Replay (replay)",
            "Live view (watch)",
        ] {
            #expect(summary.contains(title))
        }
        #expect(summary.contains("  assist         A"))
        #expect(summary.contains("any other key types itself"))
    }
}

@MainActor
@Suite("Keys in force")
struct KeysInForceTests {
    @Test("a scoreboard with rebound keys acts on them, and its words name them")
    func scoreboard() throws {
        let keys = try KeyConfiguration(
            parsing: "scoreboard clock g\nscoreboard assist Space\nscoreboard select.away.1 m\nscoreboard help h",
            file: "keys")
        let h = try Harness(keymap: keys.scoreboard)
        #expect(h.board.board.status.value == "new game: press g to start the clock, h for keys")
        #expect(h.player("away.1").selectKey == "m")
        h.keys("m ")
        #expect(h.player("away.1").counter(.assist).value == 1)
        h.keys("g")
        #expect(h.board.board.clockState.value == .running)
        h.keys("j")
        #expect(h.board.board.status.value == "'j' does nothing here: press h for the keys")
        h.keys("h")
        #expect(h.board.overlay.value == .help(0))
    }

    @Test("a game list with rebound keys names them in its messages")
    func gameList() throws {
        let keys = try KeyConfiguration(parsing: "list new c\nlist help F", file: "keys")
        #expect(GameListViewModel.emptyMessage(keymap: keys.gameList) == "no games yet: press c to start one")
        #expect(keys.gameList.refusal(for: .character("n")) == "'n' does nothing here: press F for the keys")
    }
}
