import CourtsideCore
import CourtsideTesting
import Testing

/// A followed game: the game as its follower reports it, and the follower's own clock.
@Suite("Followed game")
struct MirroredGameTests {
    static let shaq = GameFixtures.shaq
    static let kobe = GameFixtures.kobe

    /// A game whose clock started at wall time `wall` and whose last event (a rebound) came at
    /// game time 4 s.
    private static func running(wall: Int64 = 1_000_000) throws -> Game {
        var game = Game(header: try GameFixtures.header(target: 7))
        try game.apply(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: wall))
        try game.apply(GameEvent(sequence: 2, kind: .move(shaq, .rebound), clockMs: 4_000, wallMs: wall + 4_000))
        return game
    }

    @Test(
        "a game read whole while its clock runs and its scorer is there: the clock goes on from the last event, plus the wall time since"
    )
    func loadedRunning() throws {
        var followed = MirroredGame()
        let game = try Self.running()
        let step = followed.apply([.loaded(game, warnings: []), .scorer(present: true)], now: 50, wallMs: 1_009_400)
        #expect(step.loaded && step.isNewGame && step.changes.isEmpty)
        #expect(followed.clock.isRunning)
        #expect(followed.clock.elapsedMs(at: 50) == 9_400, "4 s at the last event, 5.4 s of wall time since")
        #expect(followed.clock.elapsedMs(at: 150) == 9_500)
    }

    @Test("nobody scoring: the clock shows the last event's time, stopped")
    func loadedWithoutScorer() throws {
        var followed = MirroredGame()
        _ = followed.apply(
            [.loaded(try Self.running(), warnings: []), .scorer(present: false)], now: 0, wallMs: 1_009_400)
        #expect(!followed.clock.isRunning && followed.clock.elapsedMs(at: 0) == 4_000)
        #expect(!followed.sawScorer)
    }

    @Test("the scorer goes: the clock stops where it is; it comes back: still stopped until the recorded start")
    func scorerGoesAndComesBack() throws {
        var followed = MirroredGame()
        let game = try Self.running(wall: 0)
        _ = followed.apply([.loaded(game, warnings: []), .scorer(present: true)], now: 0, wallMs: 4_000)
        _ = followed.apply([.scorer(present: false)], now: 2_500, wallMs: 6_500)
        #expect(!followed.clock.isRunning && followed.clock.elapsedMs(at: 9_999) == 6_500)
        #expect(followed.sawScorer && followed.scorerPresent == false)
        // A resumed scorer first records the pause at the saved time, then starts again.
        _ = followed.apply([.scorer(present: true)], now: 3_000, wallMs: 7_000)
        #expect(!followed.clock.isRunning, "coming back starts nothing by itself")
        let pause = GameEvent(sequence: 3, kind: .clockPaused, clockMs: 4_000, wallMs: 7_001)
        _ = followed.apply([.events([pause])], now: 3_001, wallMs: 7_001)
        #expect(!followed.clock.isRunning && followed.clock.elapsedMs(at: 3_500) == 4_000)
        let start = GameEvent(sequence: 4, kind: .clockStarted, clockMs: 4_000, wallMs: 8_000)
        let step = followed.apply([.events([start])], now: 4_000, wallMs: 8_000)
        #expect(step.changes.map(\.event) == [start])
        #expect(followed.clock.isRunning && followed.clock.elapsedMs(at: 4_300) == 4_300)
    }

    @Test(
        "the winning move stops the clock at its time, before the automatic pause is read; the shown change is the win")
    func final() throws {
        var followed = MirroredGame()
        var game = try Self.running(wall: 0)
        _ = followed.apply([.loaded(game, warnings: []), .scorer(present: true)], now: 0, wallMs: 4_000)
        for _ in 0..<3 {
            for event in try game.prepare(.move(Self.shaq, .twoPoints), clockMs: 5_000, wallMs: 5_000) {
                try game.apply(event)
            }
        }
        _ = followed.apply([.events(Array(game.events.suffix(3)))], now: 1_000, wallMs: 5_000)
        #expect(followed.clock.isRunning && followed.game?.state.homeScore == 6)
        let winning = try game.prepare(.move(Self.shaq, .onePoint), clockMs: 6_000, wallMs: 6_000)
        #expect(winning.count == 2, "the move, then the automatic pause")
        _ = followed.apply([.events([winning[0]])], now: 2_000, wallMs: 6_000)
        #expect(followed.game?.state.isFinished == true && !followed.clock.isRunning)
        #expect(followed.clock.elapsedMs(at: 9_000) == 6_000)
        let step = followed.apply([.events([winning[1]])], now: 2_001, wallMs: 6_001)
        #expect(MirroredGame.shownChange(step.changes)?.event.kind == .clockPaused, "alone, the pause is what changed")
        #expect(step.shownChange?.event == winning[0], "read apart from the win, the pause still shows the win")
        var changes: [GameChange] = []
        for event in winning { changes.append(try game.apply(event)) }
        #expect(MirroredGame.shownChange(changes)?.event == winning[0], "after the win, the win; not its pause")
        #expect(MirroredGame.lastShownChange(of: game)?.event == winning[0])
        #expect(MirroredGame.lastPlayChange(of: game)?.event == winning[0])
    }

    @Test(
        "a clock set while the clock runs: the follower's clock goes on from the set time, as the scorer's does; undo and redo move it too"
    )
    func clockSetWhileRunning() throws {
        var followed = MirroredGame()
        var game = try Self.running(wall: 0)
        _ = followed.apply([.loaded(game, warnings: []), .scorer(present: true)], now: 0, wallMs: 4_000)
        // At 734 s on the scorer's clock (730 s after the read), the scorer sets it to 59 s.
        let set = try game.prepare(.clockSet(from: 734_000), clockMs: 59_000, wallMs: 734_000)
        try game.apply(set[0])
        _ = followed.apply([.events(set)], now: 730_000, wallMs: 734_000)
        #expect(followed.clock.isRunning)
        #expect(followed.clock.elapsedMs(at: 730_000) == 59_000, "the set time, not 734 s")
        #expect(followed.clock.elapsedMs(at: 731_900) == 60_900, "running on from it")
        // A play a while later carries the scorer's clock; the follower's agrees.
        let rebound = try game.prepare(.move(Self.kobe, .rebound), clockMs: 65_000, wallMs: 740_000)
        try game.apply(rebound[0])
        _ = followed.apply([.events(rebound)], now: 736_000, wallMs: 740_000)
        #expect(followed.clock.elapsedMs(at: 736_000) == 65_000)
        // Undo the rebound, then the set: the clock jumps back by the set's difference.
        for _ in 0..<2 {
            try game.apply(try game.prepare(.undo, clockMs: 66_000, wallMs: 741_000)[0])
        }
        _ = followed.apply([.events(Array(game.events.suffix(2)))], now: 737_000, wallMs: 741_000)
        #expect(game.state.clockMs == 741_000)
        #expect(followed.clock.elapsedMs(at: 737_000) == 741_000, "undo put the 675 s back")
        // Redo sets it again; read in the same batch as a later play, the clock is the play's.
        try game.apply(try game.prepare(.redo, clockMs: 742_000, wallMs: 742_000)[0])
        try game.apply(try game.prepare(.move(Self.shaq, .foul), clockMs: 67_500, wallMs: 742_500)[0])
        _ = followed.apply([.events(Array(game.events.suffix(2)))], now: 738_500, wallMs: 742_500)
        #expect(followed.clock.elapsedMs(at: 738_500) == 67_500)
        // Set while paused: the stopped clock shows the new time.
        try game.apply(try game.prepare(.clockPaused, clockMs: 68_000, wallMs: 743_000)[0])
        try game.apply(try game.prepare(.clockSet(from: 68_000), clockMs: 30_000, wallMs: 745_000)[0])
        _ = followed.apply([.events(Array(game.events.suffix(2)))], now: 741_000, wallMs: 745_000)
        #expect(!followed.clock.isRunning && followed.clock.elapsedMs(at: 800_000) == 30_000)
    }

    @Test("the last play skips the clock; the file going or failing keeps the game and stops the clock")
    func lastPlayAndProblems() throws {
        var followed = MirroredGame(location: "/x/g.jsonl")
        let game = try Self.running(wall: 0)
        #expect(MirroredGame.lastPlayChange(of: game)?.event.kind == .move(Self.shaq, .rebound))
        #expect(MirroredGame.lastPlayChange(of: Game(header: game.header)) == nil)
        _ = followed.apply([.loaded(game, warnings: []), .scorer(present: true)], now: 0, wallMs: 4_000)
        _ = followed.apply([.fileMissing], now: 1_000, wallMs: 5_000)
        #expect(followed.isFileMissing && !followed.clock.isRunning && followed.game?.state.eventCount == 2)
        _ = followed.apply([.loaded(game, warnings: [])], now: 2_000, wallMs: 6_000)
        #expect(!followed.isFileMissing)
        let refused = GameEvent(sequence: 9, kind: .clockPaused, clockMs: 4_000, wallMs: 6_000)
        let step = followed.apply([.events([refused])], now: 2_000, wallMs: 6_000)
        #expect(step.changes.isEmpty)
        #expect(
            followed.failure == .rejectedEvent(file: "/x/g.jsonl", line: 10, error: .outOfSequence(expected: 3, got: 9))
        )
        #expect(!followed.clock.isRunning)
    }
}
