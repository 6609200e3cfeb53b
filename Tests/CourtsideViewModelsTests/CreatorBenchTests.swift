import CourtsideCore
import CourtsideViewModels
import Testing

/// The creator's bench slots: three player fields a team to start, one empty slot under the last
/// name up to eight, blank slots after the third left out, names checked and completed as in any
/// player's field.
@MainActor
@Suite("Game creator bench")
struct CreatorBenchTests {
    static func home(_ number: Int) -> CreatorField { .player(PlayerID(side: .home, number: number)) }
    static func away(_ number: Int) -> CreatorField { .player(PlayerID(side: .away, number: number)) }

    /// The player fields of a side that the form shows.
    static func shownPlayers(_ h: CreatorHarness, _ side: Side) -> [Int] {
        h.creator.shownFields.value.compactMap { field in
            guard case .player(let id) = field, id.side == side else { return nil }
            return id.number
        }
    }

    /// Enter from the focus to Win by, and once more there: the game the form creates.
    static func create(_ h: CreatorHarness) throws -> GameHeader {
        h.focus(.winBy)
        h.press(.enter)
        guard case .created(let session) = h.creator.takeAction() else {
            Issue.record("no game created: \(h.creator.status.value)")
            throw CancellationError()
        }
        return try h.library.load(session.game.header.id).game.header
    }

    @Test("a name in the empty slot shows the next, up to eight; the game has the bench")
    func slotsAppear() throws {
        let h = CreatorHarness()
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4], "the three starters and an empty slot")
        #expect(Self.shownPlayers(h, .away) == [1, 2, 3, 4])
        h.focus(Self.home(4))
        for (offset, name) in ["Dan", "Eve", "Flo", "Gus", "Hal"].enumerated() {
            #expect(h.creator.focus.value == Self.home(4 + offset))
            h.type(name)
            #expect(Self.shownPlayers(h, .home) == Array(1...min(8, 5 + offset)), "\(name)")
            h.press(.tab)
        }
        #expect(h.creator.focus.value == .teamName(.away), "no ninth slot")
        #expect(h.badFields.isEmpty && h.creator.isValid.value)
        let header = try Self.create(h)
        #expect(header.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac", "Dan", "Eve", "Flo", "Gus", "Hal"])
        #expect(header.home.players.map(\.id.number) == Array(1...8))
        #expect(header.away.players.map(\.name) == ["Hakeem", "Air Carter", "Kobe"], "its empty slot is no player")
    }

    @Test("a blank slot after the third is left out: the names after it close up")
    func blankSlotsLeftOut() throws {
        let h = CreatorHarness()
        h.focus(Self.home(4))
        h.type("Dan")
        h.press(.tab)
        h.type("Eve")
        h.press(.backTab)
        h.type("   ")
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4, 5, 6], "Eve keeps her slot and the one under it")
        #expect(h.error(Self.home(4)) == nil, "a blank bench slot is no error")
        let header = try Self.create(h)
        #expect(header.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac", "Eve"])
        #expect(header.home.players.last?.id == PlayerID(side: .home, number: 4))
    }

    @Test("an emptied slot stays while it has the focus; leaving it takes the slots under the last name away")
    func emptiedSlotStaysFocused() {
        let h = CreatorHarness()
        h.focus(Self.home(4))
        h.type("Dan")
        h.press(.tab)
        h.type("Eve")
        h.press(.backTab)
        h.press(.control("U"))
        h.press(.tab)
        h.press(.control("U"))
        #expect(h.creator.focus.value == Self.home(5))
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4, 5], "the field typed in stays")
        h.press(.tab)
        #expect(h.creator.focus.value == .teamName(.away))
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4])
        h.press(.backTab)
        #expect(h.creator.focus.value == Self.home(4), "Shift-Tab goes to the empty slot")
    }

    @Test("a starter left empty is still an error; a bench name twice is marked as the core words it")
    func namesChecked() {
        let h = CreatorHarness()
        h.focus(Self.away(4))
        h.type("kobe")
        #expect(h.error(Self.away(4)) == SetupError.duplicatePlayer(side: .away, name: "kobe").description)
        #expect(h.badFields == [Self.away(4)])
        h.press(.control("U"))
        #expect(h.badFields.isEmpty)
        h.type(String(repeating: "x", count: 41))
        #expect(h.error(Self.away(4)) == "away player 4 name takes at most 40 characters")
        h.press(.control("U"))
        h.focus(Self.away(3))
        h.press(.control("U"))
        #expect(h.error(Self.away(3)) == "away player 3 name is empty")
        #expect(Self.shownPlayers(h, .away) == [1, 2, 3], "no bench slot under an empty starter")
    }

    @Test("Tab completes a known name in a bench slot too, and the next slot shows")
    func completion() {
        let h = CreatorHarness(knownNames: ["Dennis", "Anton"])
        h.focus(Self.home(4))
        h.type("den")
        h.press(.tab)
        #expect(h.creator.field(Self.home(4)).text.value == "Dennis" && h.creator.focus.value == Self.home(4))
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4, 5])
        h.press(.tab)
        h.type("ant")
        h.press(.tab)
        #expect(h.creator.field(Self.home(5)).text.value == "Anton")
    }

    @Test("values with a bench fill its slots, one empty slot under them")
    func prefilledBench() {
        var values = GameCreatorValues.standard
        values.homePlayers += ["Dan", "Eve"]
        let h = CreatorHarness(values: values)
        #expect(h.creator.field(Self.home(5)).text.value == "Eve")
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4, 5, 6])
        h.creator.prefill(.standard)
        #expect(Self.shownPlayers(h, .home) == [1, 2, 3, 4])
        #expect(h.creator.field(Self.home(5)).text.value == "")
    }
}
