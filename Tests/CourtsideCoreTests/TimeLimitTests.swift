import CourtsideCore
import CourtsideTesting
import Testing

/// A game with a time limit: the pause at the limit ends it for the leader, a tie goes to
/// overtime, and corrections move the score at the limit as they move the score.
@Suite("Time limit and overtime")
struct TimeLimitTests {
    static let limit: Int64 = 600_000
    static let home = GameFixtures.shaq
    static let away = GameFixtures.kobe

    /// A FIBA 3x3 game with the clock started at 0.
    static func started() throws -> Game {
        var game = Game(header: try GameFixtures.header(rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.clockStarted])
        return game
    }

    @Test("the leader at the limit wins when the limit's pause is recorded")
    func leaderWins() throws {
        var game = try Self.started()
        try GameFixtures.play(&game, [.move(Self.home, .twoPoints)], clockMs: 30_000)
        #expect(game.limitPause(clockMs: Self.limit - 100, wallMs: 0) == nil, "not yet")
        let pause = try #require(game.limitPause(clockMs: Self.limit + 2_345, wallMs: 7))
        #expect(pause.clockMs == Self.limit, "recorded at exactly the limit, however late the tick")
        #expect(pause.kind == .clockPaused)
        let change = try game.apply(pause)
        #expect(game.state.winner == .home && change.finishedChanged)
        #expect(game.limitPause(clockMs: Self.limit + 5_000, wallMs: 0) == nil, "once")
        #expect(throws: GameError.gameOver) { try game.state.check(.clockStarted) }
        #expect(throws: GameError.gameOver) { try game.state.check(.move(Self.away, .onePoint)) }
        try GameFixtures.play(&game, [.move(Self.home, .assist)], clockMs: Self.limit)
    }

    @Test("a basket at the last tenth counts; one at the limit is after the buzzer")
    func lastTenth() throws {
        var game = try Self.started()
        try GameFixtures.play(&game, [.move(Self.away, .onePoint)], clockMs: 20_000)
        let changes = try GameFixtures.play(&game, [.move(Self.home, .twoPoints)], clockMs: Self.limit - 100)
        #expect(changes.count == 1, "no automatic pause: 2-1 is not a win before the limit")
        #expect(game.state.scoreAtLimit(.home) == 2)
        try game.apply(try #require(game.limitPause(clockMs: Self.limit, wallMs: 0)))
        #expect(game.state.winner == .home)

        // The same game with the pause not yet recorded: a basket at the limit is refused, since
        // the leader already won there.
        var late = try Self.started()
        try GameFixtures.play(&late, [.move(Self.away, .onePoint)], clockMs: 20_000)
        #expect(throws: GameError.gameOver) {
            try late.apply(
                GameEvent(
                    sequence: late.state.nextSequence, kind: .move(Self.home, .twoPoints), clockMs: Self.limit,
                    wallMs: 0))
        }
        #expect(late.state.homeScore == 0, "nothing changed")
    }

    @Test("a tie at the limit goes to overtime, won by the first to score 2 more")
    func overtime() throws {
        var game = try Self.started()
        try GameFixtures.play(&game, [.move(Self.home, .onePoint), .move(Self.away, .onePoint)], clockMs: 1_000)
        try game.apply(try #require(game.limitPause(clockMs: Self.limit, wallMs: 0)))
        #expect(!game.state.isFinished && game.state.isInOvertime)
        try GameFixtures.play(&game, [.clockStarted], clockMs: Self.limit)
        try GameFixtures.play(&game, [.move(Self.home, .onePoint)], clockMs: Self.limit + 5_000)
        #expect(game.state.isGamePoint(for: .home) && game.state.isGamePoint(for: .away), "a 2-pointer wins either way")
        try GameFixtures.play(&game, [.move(Self.away, .onePoint)], clockMs: Self.limit + 9_000)
        #expect(game.state.overtimePoints(.away) == 1 && !game.state.isFinished)
        let changes = try GameFixtures.play(&game, [.move(Self.away, .onePoint)], clockMs: Self.limit + 12_000)
        #expect(game.state.winner == .away)
        #expect(changes.last?.event.kind == .clockPaused, "the winning basket pauses the clock")
        #expect(game.state.homeScore == 2 && game.state.awayScore == 3)
    }

    @Test("the target still wins before the limit: 21 in regulation is final at once")
    func targetBeforeLimit() throws {
        var game = try Self.started()
        try GameFixtures.play(&game, Array(repeating: .move(Self.home, .onePoint), count: 21), clockMs: 300_000)
        #expect(game.state.winner == .home)
        #expect(game.limitPause(clockMs: Self.limit, wallMs: 0) == nil, "the clock is already paused")
    }

    @Test("undo across the limit: taking back a basket before the limit turns a win at the limit into overtime")
    func undoAcrossTheLimit() throws {
        var game = try Self.started()
        try GameFixtures.play(&game, [.move(Self.home, .onePoint)], clockMs: Self.limit - 100)
        try game.apply(try #require(game.limitPause(clockMs: Self.limit, wallMs: 0)))
        #expect(game.state.winner == .home)
        // The scorer takes the last basket back after the buzzer: the score at the limit is 0-0.
        let undo = try GameFixtures.play(&game, [.undo], clockMs: Self.limit)
        #expect(undo.last?.finishedChanged == true)
        #expect(!game.state.isFinished && game.state.isInOvertime)
        #expect(game.state.scoreAtLimit(.home) == 0)
        // Redo puts the basket back before the limit: the win at the limit is back.
        try GameFixtures.play(&game, [.redo], clockMs: Self.limit)
        #expect(game.state.winner == .home)
        // A correction of that basket to the away player wins it for away.
        let basket = try #require(game.state.latestPlays(1).first)
        try GameFixtures.play(
            &game, [.amend(play: basket.sequence, player: Self.away, move: .onePoint)], clockMs: Self.limit)
        #expect(game.state.winner == .away)
    }

    @Test("an overtime basket undone reopens overtime, and the fold from zero agrees")
    func undoInOvertime() throws {
        var game = try Self.started()
        try game.apply(try #require(game.limitPause(clockMs: Self.limit, wallMs: 0)))
        #expect(game.state.isInOvertime)
        try GameFixtures.play(&game, [.clockStarted], clockMs: Self.limit)
        try GameFixtures.play(&game, [.move(Self.home, .twoPoints)], clockMs: Self.limit + 3_000)
        #expect(game.state.winner == .home)
        try GameFixtures.play(&game, [.undo], clockMs: Self.limit + 3_000)
        #expect(game.state.isInOvertime && game.state.scoreAtLimit(.home) == 0)
        #expect(try GameState.rebuilt(rules: game.header.rules, events: game.events) == game.state)
    }

    @Test("without a limit the clock runs on: no pause, no overtime")
    func noLimit() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.clockStarted])
        #expect(game.limitPause(clockMs: 99_000_000, wallMs: 0) == nil)
        try GameFixtures.play(&game, [.move(Self.home, .onePoint)], clockMs: 99_000_000)
        #expect(!game.state.isPastLimit && !game.state.isInOvertime)
    }
}
