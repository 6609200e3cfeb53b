import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Missed shots and team fouls")
struct MissedShotTests {
    private let shaq = GameFixtures.shaq
    private let kobe = GameFixtures.kobe

    @Test("a miss adds an attempt and no points; made/attempted per shot value and overall")
    func attempts() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(
            &game,
            [
                .move(shaq, .onePoint), .move(shaq, .onePointMiss), .move(shaq, .onePointMiss),
                .move(shaq, .twoPoints), .move(shaq, .twoPointMiss),
            ])
        let stats = game.state.stats(for: shaq)
        #expect(game.state.homeScore == 3 && stats.points == 3)
        #expect(stats.made(1) == 1 && stats.attempted(1) == 3)
        #expect(stats.made(2) == 1 && stats.attempted(2) == 2)
        #expect(stats.fieldGoalsMade == 2 && stats.fieldGoalsAttempted == 5)
        #expect(stats.count(of: .onePointMiss) == 2 && stats.count(of: .twoPointMiss) == 1)
    }

    @Test("no attempts: zero made of zero attempted, for every value")
    func noAttempts() throws {
        let stats = Game(header: try GameFixtures.header()).state.stats(for: kobe)
        #expect(stats.made(1) == 0 && stats.attempted(1) == 0 && stats.attempted(2) == 0)
        #expect(stats.fieldGoalsAttempted == 0 && stats.attempted(3) == 0)
    }

    @Test("amending a make to a miss takes the points back and keeps the attempt; back again restores them")
    func amendMakeAndMiss() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(shaq, .twoPoints)])
        try GameFixtures.play(&game, [.amend(play: 1, player: shaq, move: .twoPointMiss)])
        var stats = game.state.stats(for: shaq)
        #expect(game.state.homeScore == 0 && stats.made(2) == 0 && stats.attempted(2) == 1)
        try GameFixtures.play(&game, [.amend(play: 1, player: shaq, move: .twoPoints)])
        stats = game.state.stats(for: shaq)
        #expect(game.state.homeScore == 2 && stats.made(2) == 1 && stats.attempted(2) == 1)
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.homeScore == 0 && game.state.stats(for: shaq).twoPointMisses == 1)
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.homeScore == 2 && game.state.stats(for: shaq).twoPointMisses == 0)
        try GameFixtures.play(&game, [.redo, .redo])
        #expect(game.state.homeScore == 2 && game.state.stats(for: shaq).attempted(2) == 1)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
    }

    @Test("undo and redo of a miss move the attempts exactly; a deleted miss no longer counts")
    func undoRedoMiss() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(kobe, .onePointMiss), .undo])
        #expect(game.state.stats(for: kobe).attempted(1) == 0)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.stats(for: kobe).attempted(1) == 1)
        try GameFixtures.play(&game, [.void(play: 1)])
        #expect(game.state.stats(for: kobe).attempted(1) == 0 && game.state.voidedMoves == [1])
    }

    @Test("a missed shot is stored in a play slot and comes back as itself")
    func playSlotKeepsTheMiss() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(kobe, .twoPointMiss), .amend(play: 1, player: shaq, move: .onePointMiss)])
        let play = try #require(game.state.plays[1])
        #expect(play.original == PlayerMove(player: kobe, move: .twoPointMiss))
        #expect(play.current == PlayerMove(player: shaq, move: .onePointMiss))
        #expect(
            game.state.undoStack.last?.kind
                == .amend(
                    from: PlayerMove(player: kobe, move: .twoPointMiss),
                    to: PlayerMove(player: shaq, move: .onePointMiss)))
    }

    @Test("team fouls count the fouls in force: undo, delete and amend away from a foul take one back")
    func teamFouls() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(shaq, .foul), .move(shaq, .foul), .move(kobe, .foul)])
        #expect(game.state.teamFouls(.home) == 2 && game.state.teamFouls(.away) == 1)
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.teamFouls(.away) == 0)
        try GameFixtures.play(&game, [.void(play: 1)])
        #expect(game.state.teamFouls(.home) == 1)
        try GameFixtures.play(&game, [.amend(play: 2, player: kobe, move: .foul)])
        #expect(game.state.teamFouls(.home) == 0 && game.state.teamFouls(.away) == 1)
        try GameFixtures.play(&game, [.undo, .undo])
        #expect(game.state.teamFouls(.home) == 2 && game.state.teamFouls(.away) == 0)
    }
}

@Suite("Missed shots under other shot values")
struct MissedShotValueTests {
    @Test("under shots 2 and 3 a missed high shot reads missed 3 (MISS3), and scores nothing")
    func twosAndThrees() {
        #expect(ShotValues.twosAndThrees.phrase(for: .twoPointMiss) == "missed 3")
        #expect(ShotValues.twosAndThrees.label(for: .onePointMiss) == "MISS2")
        #expect(ShotValues.twosAndThrees.points(for: .twoPointMiss) == 0)
        #expect(ShotValues.onesAndTwos.phrase(for: .onePointMiss) == "missed 1")
    }
}
