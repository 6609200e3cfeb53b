import CourtsideTesting
import Testing

@testable import CourtsideCore

/// Late arrivals and new names (format version 6): `join` adds a player to a team's bench, `rename`
/// gives a player a new name; both scorer actions, kept by the fold in O(1) per event.
@Suite("Late arrivals and new names")
struct NameTests {
    private static func home(_ number: Int) -> PlayerID { PlayerID(side: .home, number: number) }
    private static func away(_ number: Int) -> PlayerID { PlayerID(side: .away, number: number) }

    /// Hawks (Ann, Bob, Cy) against Bulls (Dee, Eve, Flo, Gil).
    private static func game() throws -> Game {
        Game(
            header: try GameFixtures.header(
                home: "Hawks", homePlayers: ["Ann", "Bob", "Cy"], away: "Bulls",
                awayPlayers: ["Dee", "Eve", "Flo", "Gil"]))
    }

    @Test("a late arrival joins the bench in the team's next slot, comes on by a substitution and scores")
    func join() throws {
        var game = try Self.game()
        let changes = try GameFixtures.play(&game, [.clockStarted, .join(.home, name: "Gus")], clockMs: 5_000)
        let state = game.state
        #expect(state.rosterSize(.home) == 4 && state.rosterSize(.away) == 4)
        #expect(state.name(of: Self.home(4)) == "Gus")
        #expect(state.bench(.home) == [Self.home(4)])
        #expect(state.players(.home).map(\.name) == ["Ann", "Bob", "Cy", "Gus"])
        #expect(state.startingName(of: Self.home(4)) == nil)
        #expect(game.header.home.players.count == 3, "the header stays as written")
        #expect(changes.last?.action?.kind == .join(Self.home(4)))
        #expect(
            changes.last?.renamed
                == NameChange(sequence: 2, clockMs: 5_000, player: Self.home(4), from: "", to: "Gus", isJoin: true))
        #expect(throws: GameError.onBench(Self.home(4))) {
            try game.prepare(.move(Self.home(4), .twoPoints), clockMs: 6_000, wallMs: 0)
        }
        try GameFixtures.play(
            &game, [.substitution(off: Self.home(1), on: Self.home(4)), .move(Self.home(4), .twoPoints)], clockMs: 8_000
        )
        #expect(game.state.stats(for: Self.home(4)).points == 2)
        #expect(game.state.courtPlayer(inPanel: Self.home(1)) == Self.home(4))
        #expect(game.state.msOnCourt(Self.home(4), atClockMs: 10_000) == 2_000)
        #expect(game.state.plusMinus(Self.home(4)) == 2)
        #expect(game.state == (try GameState.rebuilt(header: game.header, events: game.events)))
    }

    @Test("a rename changes the name shown and keeps the header's; undo gives the old one back, redo the new")
    func rename() throws {
        var game = try Self.game()
        let changes = try GameFixtures.play(
            &game, [.move(Self.home(2), .twoPoints), .rename(Self.home(2), name: "Robert")])
        #expect(game.state.name(of: Self.home(2)) == "Robert")
        #expect(game.state.startingName(of: Self.home(2)) == "Bob")
        #expect(game.header.player(Self.home(2)).name == "Bob")
        #expect(game.state.playerNames.prefix(3) == ["Ann", "Robert", "Cy"])
        #expect(changes.last?.renamed?.from == "Bob" && changes.last?.renamed?.to == "Robert")
        #expect(game.state.stats(for: Self.home(2)).points == 2, "the stats stay with the player")
        let undone = try GameFixtures.play(&game, [.undo])
        #expect(game.state.name(of: Self.home(2)) == "Bob")
        #expect(undone.last?.renamed?.to == "Robert", "an undo's change says what it took back")
        #expect(game.state.score(.home) == 2, "undo took the rename back, not the basket")
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.name(of: Self.home(2)) == "Robert")
        try GameFixtures.play(&game, [.rename(Self.home(2), name: "Bobby"), .rename(Self.home(2), name: "bob")])
        #expect(game.state.name(of: Self.home(2)) == "bob", "a change of case is a new name")
        try GameFixtures.play(&game, [.undo, .undo])
        #expect(game.state.name(of: Self.home(2)) == "Robert")
        #expect(game.state == (try GameState.rebuilt(header: game.header, events: game.events)))
    }

    @Test("refused: a ninth player, a name that is no name, another player's name, an unchanged name")
    func refusals() throws {
        var game = try Self.game()
        try GameFixtures.play(&game, (1...4).map { .join(.away, name: "Late \($0)") })
        #expect(game.state.rosterSize(.away) == 8)
        #expect(throws: GameError.teamFull(.away)) {
            try game.prepare(.join(.away, name: "Zed"), clockMs: 0, wallMs: 0)
        }
        #expect(
            GameError.teamFull(.away).description
                == "away team has 8 players already: at most 8 (3 on court, 5 on the bench)")
        func refusal(_ kind: GameEventKind) -> String? {
            do {
                _ = try game.prepare(kind, clockMs: 0, wallMs: 0)
                return nil
            } catch { return error.description }
        }
        #expect(refusal(.join(.home, name: "")) == "the new player's name is empty")
        #expect(refusal(.join(.home, name: "   ")) == "the new player's name is empty")
        #expect(refusal(.join(.home, name: " Zed")) == "the new player's name has white space around it")
        #expect(
            refusal(.join(.home, name: PlayerName(String(repeating: "x", count: 41))))
                == "the new player's name is longer than 40 characters")
        #expect(refusal(.join(.home, name: "Z\u{1B}[2J")) == "the new player's name contains control characters")
        #expect(refusal(.join(.home, name: "ann")) == "\"ann\" is already a player in this game: give another name")
        #expect(refusal(.join(.home, name: "late 3")) != nil, "the other team's names count too")
        #expect(refusal(.rename(Self.home(1), name: "")) == "the new name is empty")
        #expect(refusal(.rename(Self.home(1), name: "Ann")) == "\"Ann\" is that player's name already")
        #expect(
            refusal(.rename(Self.home(1), name: "DEE")) == "\"DEE\" is already a player in this game: give another name"
        )
        #expect(refusal(.rename(Self.home(4), name: "Zed")) == "the home team has no player 4")
        #expect(refusal(.rename(Self.home(1), name: "ANN")) == nil, "a player's own name in another case is a new name")
        #expect(refusal(.join(.home, name: "Zed")) == nil)
    }

    @Test("undo of a join takes the player off again, once what they did since is undone (last in, first out)")
    func undoJoin() throws {
        var game = try Self.game()
        try GameFixtures.play(
            &game,
            [
                .join(.home, name: "Gus"), .substitution(off: Self.home(3), on: Self.home(4)),
                .move(Self.home(4), .twoPoints), .rename(Self.home(4), name: "Gustav"),
            ])
        try GameFixtures.play(&game, [.undo, .undo, .undo])
        #expect(game.state.rosterSize(.home) == 4 && game.state.bench(.home) == [Self.home(4)])
        #expect(game.state.score(.home) == 0 && game.state.name(of: Self.home(4)) == "Gus")
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.rosterSize(.home) == 3 && game.state.bench(.home).isEmpty)
        #expect(game.state.players(.home).map(\.name) == ["Ann", "Bob", "Cy"])
        #expect(game.state.name(of: Self.home(4)) == "Gus", "the undone play still reads with the name")
        #expect(throws: GameError.noSuchPlayer(Self.home(4))) {
            try game.prepare(.rename(Self.home(4), name: "Zed"), clockMs: 0, wallMs: 0)
        }
        #expect(throws: Never.self) { try game.prepare(.join(.home, name: "Gus"), clockMs: 0, wallMs: 0) }
        try GameFixtures.play(&game, [.redo, .redo, .redo, .redo])
        #expect(game.state.name(of: Self.home(4)) == "Gustav" && game.state.score(.home) == 2)
        try GameFixtures.play(&game, [.undo, .undo, .undo, .undo, .join(.home, name: "Hal")])
        #expect(game.state.name(of: Self.home(4)) == "Hal", "a new late arrival takes the free slot")
        #expect(game.state.redoStack.isEmpty)
        #expect(game.state == (try GameState.rebuilt(header: game.header, events: game.events)))
        #expect(try firstEventUnapplyGetsWrong(in: game) == nil)
    }

    @Test("unapply takes every join and rename back exactly; a fold from the start folds the same")
    func unapply() throws {
        var game = try Self.game()
        try GameFixtures.play(
            &game,
            [
                .clockStarted, .join(.away, name: "Ike"), .rename(Self.away(1), name: "Deb"), .undo, .redo,
                .join(.away, name: "Jo"), .undo, .join(.away, name: "Kai"), .rename(Self.away(6), name: "Kay"),
                .substitution(off: Self.away(2), on: Self.away(6)), .move(Self.away(6), .onePoint),
            ], clockMs: 1_000)
        #expect(try firstEventUnapplyGetsWrong(in: game) == nil)
        #expect(game.state.atStart == GameState(header: game.header))
        #expect(game.state.atStart.rosterSize(.away) == 4)
        #expect(
            game.state.latestNameChanges(10).map(\.to) == ["Kay", "Kai", "Deb", "Ike"],
            "newest first, undone ones left out")
        #expect(game.state.latestNameChanges(1).map(\.to) == ["Kay"])
        #expect(game.state.nameChange(at: 3)?.from == "Dee")
    }

    @Test("a game without joins or renames folds as before: the header's names, nothing kept")
    func oldGames() throws {
        var game = try Self.game()
        try GameFixtures.play(&game, [.move(Self.home(1), .twoPoints), .undo, .redo])
        #expect(
            game.state.playerNames
                == PlayerID.roster.map { game.header.team($0.side).has($0) ? game.header.player($0).name : "" })
        #expect(game.state.latestNameChanges(5).isEmpty)
    }

    @Test(
        "random games of joins, renames, substitutions, plays, undos and redos: the fold from zero and unapply agree",
        arguments: [UInt64(1), 2, 3, 4])
    func randomGames(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var game = try Self.game()
        var fresh = 0
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        for _ in 0..<400 {
            let state = game.state
            let side: Side = random.next() % 2 == 0 ? .home : .away
            fresh += 1
            let kind: GameEventKind? =
                switch random.next() % 8 {
                case 0: .join(side, name: "P\(fresh)")
                case 1: pick(state.players(side)).map { .rename($0.id, name: "R\(fresh)") }
                case 2:
                    pick(state.onCourt(side)).flatMap { off in
                        pick(state.bench(side)).map { .substitution(off: off, on: $0) }
                    }
                case 3: .undo
                case 4: .redo
                default: pick(state.onCourt(side)).map { .move($0, random.next() % 2 == 0 ? .twoPoints : .rebound) }
                }
            guard let kind, let events = try? game.prepare(kind, clockMs: state.clockMs + 100, wallMs: 0) else {
                continue
            }
            for event in events { try game.apply(event) }
            let names = Side.allCases.flatMap { game.state.players($0) }.map { $0.name.lowercased() }
            #expect(Set(names).count == names.count, "no two players of the game share a name")
        }
        #expect(game.state.rosterSize(.home) > 3 || game.state.rosterSize(.away) > 4)
        #expect(game.state == (try GameState.rebuilt(header: game.header, events: game.events)))
        #expect(try firstEventUnapplyGetsWrong(in: game) == nil)
    }

    @Test("a PlayerName is its text in NFC: one name however it was typed")
    func playerNames() {
        let decomposed = PlayerName("Jose\u{0301}")
        #expect(Array(decomposed.text.utf8) == Array("Jos\u{E9}".utf8))
        #expect(Set([decomposed, PlayerName("Jos\u{E9}")]).count == 1)
        #expect(PlayerName("Gus") != PlayerName("gus") && PlayerName("Gus") == "Gus")
        #expect("\(PlayerName("Gus \u{1F3C0}"))" == "Gus \u{1F3C0}")
    }
}
