import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Corrections")
struct CorrectionTests {
    private let hakeem = PlayerID(side: .away, number: 1)
    private let ai = PlayerID(side: .home, number: 2)

    @Test("amend gives a play to another player as another move: counters move by the difference")
    func amend() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints), .move(GameFixtures.kobe, .rebound)])
        let change = try #require(
            try GameFixtures.play(&game, [.amend(play: 1, player: hakeem, move: .onePoint)]).first)
        #expect(game.state.homeScore == 0 && game.state.awayScore == 1)
        #expect(game.state.stats(for: GameFixtures.shaq).twoPoints == 0)
        #expect(game.state.stats(for: hakeem).onePoint == 1)
        #expect(change.touchedPlayers == [GameFixtures.shaq, hakeem])
        let play = try #require(game.state.plays[1])
        #expect(play.isCorrected && play.counts)
        #expect(play.original == PlayerMove(player: GameFixtures.shaq, move: .twoPoints))
        #expect(play.current == PlayerMove(player: hakeem, move: .onePoint))
        #expect(throws: GameError.nothingToCorrect(play: 1)) {
            try GameFixtures.play(&game, [.amend(play: 1, player: hakeem, move: .onePoint)])
        }
        #expect(throws: GameError.noSuchPlay(9)) {
            try GameFixtures.play(&game, [.amend(play: 9, player: ai, move: .foul)])
        }
    }

    @Test("void deletes a play; insert adds a forgotten one at the clock of the play it precedes")
    func voidAndInsert() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 4_000)
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .rebound)], clockMs: 9_000)
        try GameFixtures.play(&game, [.void(play: 2)], clockMs: 12_000)
        #expect(game.state.stats(for: GameFixtures.kobe).rebounds == 0)
        #expect(game.state.plays[2]?.isDeleted == true)
        #expect(throws: GameError.playNotInForce(2)) { try GameFixtures.play(&game, [.void(play: 2)]) }
        try GameFixtures.play(&game, [.insert(before: 1, player: ai, move: .assist)], clockMs: 13_000)
        let inserted = try #require(game.state.plays[4])
        #expect(inserted.insertedBefore == 1 && inserted.clockMs == 4_000)
        #expect(game.state.stats(for: ai).assists == 1)
        #expect(game.state.voidedMoves == [2])
    }

    @Test("undo takes back the correction, not the play; redo does it again")
    func undoACorrection() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(
            &game, [.move(GameFixtures.shaq, .twoPoints), .amend(play: 1, player: ai, move: .twoPoints)])
        let undone = try #require(try GameFixtures.play(&game, [.undo]).first)
        #expect(game.state.plays[1]?.player == GameFixtures.shaq && game.state.plays[1]?.counts == true)
        #expect(undone.touchedPlayers == [GameFixtures.shaq, ai])
        #expect(game.state.homeScore == 2 && game.state.stats(for: ai).points == 0)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.plays[1]?.player == ai && game.state.stats(for: ai).points == 2)
        try GameFixtures.play(&game, [.void(play: 1), .undo])
        #expect(game.state.homeScore == 2, "undoing a delete brings the play back")
        try GameFixtures.play(&game, [.undo, .undo])
        #expect(game.state.homeScore == 0 && game.state.plays[1]?.isUndone == true)
    }

    @Test("a correction can finish the game or reopen it; after the whistle it is still taken")
    func correctionsAcrossTheWin() throws {
        var game = Game(header: try GameFixtures.header(target: 3, winBy: 2))
        try GameFixtures.play(&game, [.clockStarted, .move(GameFixtures.shaq, .twoPoints)], clockMs: 1_000)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint)], clockMs: 2_000)
        #expect(throws: GameError.gameOver) { try GameFixtures.play(&game, [.move(ai, .onePoint)]) }
        let reopened = try GameFixtures.play(&game, [.amend(play: 3, player: GameFixtures.shaq, move: .assist)])
        #expect(reopened.first?.finishedChanged == true && !game.state.isFinished)
        #expect(!game.state.isClockRunning, "the win paused the clock; reopening leaves it paused")
        try GameFixtures.play(&game, [.clockStarted], clockMs: 3_000)
        let finishing = try GameFixtures.play(&game, [.amend(play: 3, player: GameFixtures.shaq, move: .twoPoints)])
        #expect(finishing.map(\.event.kind.typeName) == ["amend", "pause"], "a running clock stops at the win")
        #expect(game.state.winner == .home)
    }

    @Test(
        "random games with corrections, misses and clock sets: the incremental state equals a fold from zero",
        arguments: [1, 2, 3, 4])
    func randomGamesFold(seed: UInt64) throws {
        let header = try GameFixtures.header(target: 21, winBy: 2)
        let game = try RandomGame.make(count: 3_000, seed: seed, header: header, corrections: true, clockSets: true)
        #expect(game.events.contains { $0.kind.isCorrection }, "seed \(seed)")
        #expect(game.events.contains { if case .clockSet = $0.kind { true } else { false } }, "seed \(seed)")
        #expect(game.events.contains { if case .move(_, .twoPointMiss) = $0.kind { true } else { false } })
        var state = GameState(rules: header.rules)
        for (offset, event) in game.events.enumerated() {
            try state.apply(event)
            if offset % 250 == 0 {
                #expect(
                    try GameState.rebuilt(rules: header.rules, events: game.events[...offset]) == state, "seed \(seed)")
            }
            let home = PlayerID.all.filter { $0.side == .home }.map { state.stats(for: $0).points }.reduce(0, +)
            let away = PlayerID.all.filter { $0.side == .away }.map { state.stats(for: $0).points }.reduce(0, +)
            #expect(state.homeScore == home && state.awayScore == away, "seed \(seed) at \(event.sequence)")
        }
        #expect(state == game.state)
    }

    @Test("unapply takes every event of a random game with corrections and clock sets back to the exact earlier state")
    func unapplyWithCorrections() throws {
        let header = try GameFixtures.header(target: 60, winBy: 2)
        let game = try RandomGame.make(count: 1_500, seed: 99, header: header, corrections: true, clockSets: true)
        #expect(game.events.contains { $0.kind.isCorrection })
        #expect(game.events.contains { if case .clockSet = $0.kind { true } else { false } })
        #expect(try firstEventUnapplyGetsWrong(in: game) == nil)
    }
}

@Suite("The play log's order")
struct PlayOrderTests {
    @Test("inserted plays sit just before the play they name, nested inserts too; newest first for the log")
    func order() throws {
        let shaq = GameFixtures.shaq
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(shaq, .rebound), .move(shaq, .foul), .move(shaq, .assist)])
        try GameFixtures.play(&game, [.insert(before: 2, player: shaq, move: .onePoint)])  // 4 before 2
        try GameFixtures.play(&game, [.insert(before: 2, player: shaq, move: .twoPoints)])  // 5 between 4 and 2
        try GameFixtures.play(&game, [.insert(before: 4, player: shaq, move: .rebound)])  // 6 before 4
        try GameFixtures.play(&game, [.void(play: 3), .move(shaq, .foul)])
        #expect(game.state.playsInOrder.map(\.sequence) == [1, 6, 4, 5, 2, 3, 8])
        #expect(game.state.latestPlays(4).map(\.sequence) == [8, 3, 2, 5])
        #expect(game.state.latestPlays(99).map(\.sequence) == [8, 3, 2, 5, 4, 6, 1])
        #expect(game.state.latestPlays(0).isEmpty)
    }
}
