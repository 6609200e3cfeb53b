import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Undo and redo")
struct UndoRedoTests {
    @Test("undo voids the latest live move; redo restores it; a new move clears redo")
    func basics() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints), .move(GameFixtures.kobe, .rebound)])
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.stats(for: GameFixtures.kobe).rebounds == 0)
        #expect(game.state.voidedMoves == [2])
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.homeScore == 0)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.homeScore == 2)
        #expect(game.state.voidedMoves == [2])
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .foul)])
        #expect(throws: GameError.nothingToRedo) { try GameFixtures.play(&game, [.redo]) }
        try GameFixtures.play(&game, [.undo, .undo])
        #expect(throws: GameError.nothingToUndo) { try GameFixtures.play(&game, [.undo]) }
    }

    @Test("clock events do not count as moves for undo")
    func clockIsNotAMove() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint), .clockStarted, .clockPaused, .undo])
        #expect(game.state.homeScore == 0)
        try GameFixtures.play(&game, [.clockStarted, .redo])
        #expect(game.state.homeScore == 1)
    }

    @Test("the win pauses the clock by itself, refuses moves, and undo reopens with the clock paused")
    func acrossTheWin() throws {
        var game = Game(header: try GameFixtures.header(target: 3, winBy: 2))
        try GameFixtures.play(&game, [.clockStarted, .move(GameFixtures.shaq, .twoPoints)], clockMs: 1000)
        let changes = try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint)], clockMs: 5000)
        #expect(changes.map(\.event.kind) == [.move(GameFixtures.shaq, .onePoint), .clockPaused])
        #expect(changes.first?.finishedChanged == true)
        #expect(game.state.winner == .home && !game.state.isClockRunning)
        #expect(throws: GameError.gameOver) { try GameFixtures.play(&game, [.move(GameFixtures.kobe, .onePoint)]) }
        #expect(throws: GameError.gameOver) { try GameFixtures.play(&game, [.move(GameFixtures.kobe, .twoPoints)]) }
        #expect(throws: GameError.gameOver) { try GameFixtures.play(&game, [.clockStarted]) }
        let reopened = try GameFixtures.play(&game, [.undo])
        #expect(reopened.first?.finishedChanged == true)
        #expect(!game.state.isFinished && !game.state.isClockRunning)
        #expect(game.state.homeScore == 2)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.winner == .home)
    }

    @Test("after the final whistle assists, rebounds and fouls are taken; undo takes them back first")
    func statsAfterTheWin() throws {
        var game = Game(header: try GameFixtures.header(target: 3, winBy: 2))
        try GameFixtures.play(&game, [.clockStarted, .move(GameFixtures.shaq, .twoPoints)], clockMs: 1000)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint)], clockMs: 5000)
        let assist = PlayerID(side: .home, number: 2)
        let changes = try GameFixtures.play(
            &game, [.move(assist, .assist), .move(GameFixtures.kobe, .rebound), .move(GameFixtures.kobe, .foul)])
        #expect(changes.map(\.finishedChanged) == [false, false, false])
        #expect(changes.count == 3, "no second automatic pause: the clock is stopped")
        #expect(game.state.winner == .home && !game.state.isClockRunning)
        #expect(game.state.stats(for: assist).assists == 1)
        #expect(game.state.stats(for: GameFixtures.kobe).fouls == 1)
        try GameFixtures.play(&game, [.undo, .undo, .undo])
        #expect(game.state.isFinished, "the three stats went, the win stays")
        #expect(try GameFixtures.play(&game, [.undo]).first?.finishedChanged == true)
    }

    @Test("a log out of sequence or going back in time is refused")
    func badLogs() throws {
        var state = GameState(rules: .standard)
        #expect(throws: GameError.outOfSequence(expected: 1, got: 2)) {
            try state.apply(GameEvent(sequence: 2, kind: .clockStarted, clockMs: 0, wallMs: 0))
        }
        try state.apply(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 500, wallMs: 0))
        #expect(throws: GameError.clockWentBack(sequence: 2)) {
            try state.apply(GameEvent(sequence: 2, kind: .clockPaused, clockMs: 100, wallMs: 0))
        }
        #expect(throws: GameError.clockAlreadyRunning) {
            try state.apply(GameEvent(sequence: 2, kind: .clockStarted, clockMs: 600, wallMs: 0))
        }
        #expect(state.eventCount == 1)
    }
}
