import CourtsideCore
import Testing

@Suite("Undo and redo")
struct UndoRedoTests {
    @Test("undo voids the latest live move; redo restores it; a new move clears redo")
    func basics() throws {
        var game = Game(header: Fixtures.header())
        try Fixtures.play(&game, [.move(Fixtures.shaq, .twoPoints), .move(Fixtures.kobe, .rebound)])
        try Fixtures.play(&game, [.undo])
        #expect(game.state.stats(for: Fixtures.kobe).rebounds == 0)
        #expect(game.state.voidedMoves == [2])
        try Fixtures.play(&game, [.undo])
        #expect(game.state.homeScore == 0)
        try Fixtures.play(&game, [.redo])
        #expect(game.state.homeScore == 2)
        #expect(game.state.voidedMoves == [2])
        try Fixtures.play(&game, [.move(Fixtures.kobe, .foul)])
        #expect(throws: GameError.nothingToRedo) { try Fixtures.play(&game, [.redo]) }
        try Fixtures.play(&game, [.undo, .undo])
        #expect(throws: GameError.nothingToUndo) { try Fixtures.play(&game, [.undo]) }
    }

    @Test("clock events do not count as moves for undo")
    func clockIsNotAMove() throws {
        var game = Game(header: Fixtures.header())
        try Fixtures.play(&game, [.move(Fixtures.shaq, .onePoint), .clockStarted, .clockPaused, .undo])
        #expect(game.state.homeScore == 0)
        try Fixtures.play(&game, [.clockStarted, .redo])
        #expect(game.state.homeScore == 1)
    }

    @Test("the win pauses the clock by itself, refuses moves, and undo reopens with the clock paused")
    func acrossTheWin() throws {
        var game = Game(header: Fixtures.header(target: 3, winBy: 2))
        try Fixtures.play(&game, [.clockStarted, .move(Fixtures.shaq, .twoPoints)], clockMs: 1000)
        let changes = try Fixtures.play(&game, [.move(Fixtures.shaq, .onePoint)], clockMs: 5000)
        #expect(changes.map(\.event.kind) == [.move(Fixtures.shaq, .onePoint), .clockPaused])
        #expect(changes.first?.finishedChanged == true)
        #expect(game.state.winner == .home && !game.state.isClockRunning)
        #expect(throws: GameError.gameOver) { try Fixtures.play(&game, [.move(Fixtures.kobe, .rebound)]) }
        #expect(throws: GameError.gameOver) { try Fixtures.play(&game, [.clockStarted]) }
        let reopened = try Fixtures.play(&game, [.undo])
        #expect(reopened.first?.finishedChanged == true)
        #expect(!game.state.isFinished && !game.state.isClockRunning)
        #expect(game.state.homeScore == 2)
        try Fixtures.play(&game, [.redo])
        #expect(game.state.winner == .home)
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
