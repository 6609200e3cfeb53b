import CourtsideTesting
import Testing

@testable import CourtsideCore

/// The one rule for names (``NameRule``): invisible and blank-looking characters refused, naming
/// the character; marks capped; NFC; and every door a name comes in by (a team, a late arrival or
/// a rename in a game, the registry, a run) refusing the same.
@Suite("The rule for names")
struct NameRuleTests {
    /// Why `name` is refused, or nil.
    private static func refusal(_ name: String) -> String? {
        do {
            _ = try Team.validatedName(name, what: "the name")
            return nil
        } catch { return error.description }
    }

    @Test(
        "invisible and blank-looking characters are refused, the message naming the character",
        arguments: [
            ("An\u{200B}n", "the name contains U+200B ZERO WIDTH SPACE, an invisible character"),
            ("\u{FEFF}Ann", "the name contains U+FEFF ZERO WIDTH NO-BREAK SPACE, an invisible character"),
            ("Ann\u{00AD}", "the name contains U+00AD SOFT HYPHEN, an invisible character"),
            ("A\u{2060}nn", "the name contains U+2060 WORD JOINER, an invisible character"),
            ("A\u{FE0F}nn", "the name contains U+FE0F VARIATION SELECTOR-16, an invisible character"),
            ("A\u{200D}", "the name contains U+200D ZERO WIDTH JOINER, an invisible character"),
            ("\u{3164}", "the name contains U+3164 HANGUL FILLER, which looks blank but is not a space"),
            ("\u{115F}", "the name contains U+115F HANGUL CHOSEONG FILLER, which looks blank but is not a space"),
            ("\u{FFA0}", "the name contains U+FFA0 HALFWIDTH HANGUL FILLER, which looks blank but is not a space"),
            ("\u{2800}", "the name contains U+2800 BRAILLE PATTERN BLANK, which looks blank but is not a space"),
            ("Ann\u{2800}Bo", "the name contains U+2800 BRAILLE PATTERN BLANK, which looks blank but is not a space"),
            ("Ann\u{E000}", "the name contains U+E000, which is no character Unicode has assigned (or a private one)"),
            ("\u{0301}", "the name has no visible character"),
        ])
    func refused(name: String, message: String) {
        #expect(Self.refusal(name) == message)
    }

    @Test("300 combining marks on one letter are refused; four, what a cell shows, are taken")
    func marks() {
        let zalgo = "A" + String(repeating: "\u{0301}\u{0316}\u{0330}", count: 100)
        #expect(Self.refusal(zalgo) == "the name has a character with more than 4 combining marks")
        // x has no precomposed forms: NFC leaves every mark on it.
        #expect(Self.refusal("x\u{0301}\u{0316}\u{0330}\u{0331}") == nil)
        #expect(Self.refusal("x\u{0301}\u{0316}\u{0330}\u{0331}\u{0332}") != nil)
    }

    @Test("names in any script, and emoji with their joiners and selectors, are taken")
    func taken() {
        for name in ["José", "Zoë", "李小龍", "Nguyễn Thị", "عبدالله", "क्षत्रिय", "👍🏽 Bo", "👨‍👩‍👧 Fam", "🏳️‍🌈", "❤️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scot"] {
            #expect(Self.refusal(name) == nil, "\(name)")
        }
    }

    @Test("a name is kept in NFC: typed decomposed, it is the precomposed text, byte for byte")
    func nfc() throws {
        let name = try Team.validatedName("Jose\u{0301}", what: "the name")
        #expect(Array(name.unicodeScalars) == Array("Jos\u{E9}".unicodeScalars))
        let team = try Team(side: .home, name: "Cafe\u{0301}", playerNames: ["Jose\u{0301}", "Zoe\u{0308}", "Ann"])
        #expect(Array(team.name.utf8) == Array("Caf\u{E9}".utf8))
        #expect(Array(team.players[1].name.utf8) == Array("Zo\u{EB}".utf8))
        #expect(Array(PlayerName("Jose\u{0301} B").text.utf8) == Array("Jos\u{E9} B".utf8))
    }

    @Test("a name that renders as another player's is that player's: refused on one team")
    func lookAlikeOnOneTeam() {
        #expect(throws: SetupError.duplicatePlayer(side: .home, name: "Jos\u{E9}")) {
            try Team(side: .home, name: "X", playerNames: ["Jos\u{E9}", "b", "Jose\u{0301}"])
        }
    }

    @Test("a late arrival or a new name holding an invisible character is refused by the game")
    func inAGame() throws {
        var game = Game(header: try GameFixtures.header())
        func refusal(_ kind: GameEventKind) -> String? {
            do {
                _ = try game.prepare(kind, clockMs: 0, wallMs: 0)
                return nil
            } catch { return error.description }
        }
        #expect(
            refusal(.join(.home, name: "Gu\u{200B}s"))
                == "the new player's name contains U+200B ZERO WIDTH SPACE, an invisible character")
        #expect(
            refusal(.rename(PlayerID(side: .home, number: 1), name: "\u{3164}"))
                == "the new name contains U+3164 HANGUL FILLER, which looks blank but is not a space")
        _ = try GameFixtures.play(&game, [.join(.home, name: "Jos\u{E9}")])
        let taken = "\"Jos\u{E9}\" is already a player in this game: give another name"
        #expect(refusal(.join(.away, name: "Jose\u{0301}")) == taken)
    }

    @Test("the registry refuses an invisible name, and keeps a decomposed one in NFC as the same player")
    func inTheRegistry() throws {
        var registry = PlayerRegistry()
        let blank = "a player's name contains U+2800 BRAILLE PATTERN BLANK, which looks blank but is not a space"
        #expect(throws: RegistryError.badName(blank)) {
            try registry.check(RegistryEntry(sequence: 1, wallMs: 1_000, kind: .player(id: 1, name: "\u{2800}")))
        }
        try registry.apply(RegistryEntry(sequence: 1, wallMs: 1_000, kind: .player(id: 1, name: "Jose\u{0301}")))
        #expect(registry.name(of: 1).map { Array($0.utf8) } == Array("Jos\u{E9}".utf8))
        #expect(registry.identity(forName: "JOS\u{C9}", createdMs: 2_000) == .registered(1))
        #expect(throws: RegistryError.self) {
            try registry.check(RegistryEntry(sequence: 2, wallMs: 2_000, kind: .player(id: 2, name: "Jos\u{E9}")))
        }
    }

    @Test("a run refuses an arrival with an invisible name, and one who renders as a player here")
    func inARun() throws {
        var state = RunState(
            settings: RunSettings(
                id: GameID(rawValue: "run00001")!, createdMs: 0, rules: RulesPreset.pickup.rules, rotation: .standard,
                making: .arrival, teamSize: Team.size))
        let invisible = "a player's name contains U+FEFF ZERO WIDTH NO-BREAK SPACE, an invisible character"
        #expect(throws: RunError.badName(invisible)) {
            try state.apply(RunEntry(sequence: 1, wallMs: 0, kind: .arrive(name: "\u{FEFF}Ann")))
        }
        try state.apply(RunEntry(sequence: 1, wallMs: 0, kind: .arrive(name: "Jose\u{0301}")))
        #expect(throws: RunError.alreadyHere("Jos\u{E9}")) {
            try state.apply(RunEntry(sequence: 2, wallMs: 0, kind: .arrive(name: "Jos\u{E9}")))
        }
    }
}
