import CourtsideTesting
import Testing

@testable import CourtsideCore

/// Timeouts, the ball and the shot clock's resets (issue 33 items 4 and 5): team calls are scorer
/// actions, and who has the ball and when the shot clock was reset are read from the actions that
/// stand, so undo, corrections, a replay and a fold from zero all agree.
@Suite("Team calls: timeouts, possession, the shot clock")
struct TeamCallTests {
    static let shaq = PlayerID(side: .home, number: 1)
    static let hakeem = PlayerID(side: .away, number: 1)

    @Test("each team has the rules' timeouts: one in FIBA 3x3, one to 15, two to 21; undo gives one back")
    func timeoutsPerTeam() throws {
        #expect(RulesPreset.fiba3x3.rules.timeoutsPerTeam == 1)
        #expect(RulesPreset.pickup.rules.timeoutsPerTeam == 1)
        #expect(RulesPreset.elevens.rules.timeoutsPerTeam == 1)
        #expect(RulesPreset.streetball.rules.timeoutsPerTeam == 2)
        #expect(RulesPreset.fullcourt.rules.timeoutsPerTeam == 2)
        var game = Game(header: try GameFixtures.header(rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.timeout(.home)])
        #expect(game.state.timeoutsLeft(.home) == 0)
        #expect(game.state.timeoutsLeft(.away) == 1)
        #expect(throws: GameError.noTimeoutLeft(.home, allowed: 1)) {
            try game.prepare(.timeout(.home), clockMs: 0, wallMs: 0)
        }
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.timeoutsLeft(.home) == 1)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.timeoutsLeft(.home) == 0)
    }

    @Test("a timeout called while the clock runs comes after the clock's pause, at the same time")
    func timeoutStopsTheClock() throws {
        var game = Game(header: try GameFixtures.header(rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.clockStarted])
        let events = try game.prepare(.timeout(.away), clockMs: 5_000, wallMs: 0)
        #expect(events.map(\.kind) == [.clockPaused, .timeout(.away)])
        #expect(events.map(\.clockMs) == [5_000, 5_000])
    }

    @Test("the ball follows the plays: a basket, a turnover, a rebound, a steal, the scorer's call")
    func possession() throws {
        var game = Game(header: try GameFixtures.header())
        #expect(game.state.possession == nil)
        try GameFixtures.play(&game, [.move(Self.shaq, .twoPoints)])
        #expect(game.state.possession == .away)
        try GameFixtures.play(&game, [.move(Self.hakeem, .twoPointMiss), .move(Self.hakeem, .assist)])
        #expect(game.state.possession == .away, "a miss and an assist do not say")
        try GameFixtures.play(&game, [.move(Self.shaq, .defensiveRebound)])
        #expect(game.state.possession == .home)
        try GameFixtures.play(&game, [.move(Self.shaq, .turnover)])
        #expect(game.state.possession == .away)
        try GameFixtures.play(&game, [.move(Self.shaq, .steal)])
        #expect(game.state.possession == .home)
        try GameFixtures.play(&game, [.possession(.away)])
        #expect(game.state.possession == .away)
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.possession == .home, "undo takes the call back")
        // A correction of the play that gave the ball moves it.
        try GameFixtures.play(&game, [.amend(play: 6, player: Self.hakeem, move: .steal)])
        #expect(game.state.possession == .away)
        try GameFixtures.play(&game, [.void(play: 6)])
        #expect(game.state.possession == .away, "the turnover before it says away too")
    }

    @Test(
        "the shot clock runs from the last basket, rebound, change of the ball or reset; a violation gives the ball away"
    )
    func shotClockResets() throws {
        let rules = RulesPreset.fiba3x3.rules
        var game = Game(header: try GameFixtures.header(rules: rules))
        #expect(game.state.ball.shotClockFromMs == 0)
        try GameFixtures.play(&game, [.clockStarted])
        try GameFixtures.play(&game, [.move(Self.shaq, .twoPoints)], clockMs: 7_000)
        #expect(game.state.ball.shotClockFromMs == 7_000)
        try GameFixtures.play(&game, [.move(Self.hakeem, .twoPointMiss)], clockMs: 10_000)
        #expect(game.state.ball.shotClockFromMs == 7_000, "a miss does not reset it")
        try GameFixtures.play(&game, [.shotClockReset], clockMs: 11_000)
        #expect(game.state.ball.shotClockFromMs == 11_000)
        #expect(game.state.possession == .away, "a reset does not move the ball")
        try GameFixtures.play(&game, [.violation(.away)], clockMs: 23_000)
        #expect(game.state.possession == .home)
        #expect(game.state.violations(.away) == 1)
        #expect(game.state.ball.shotClockFromMs == 23_000)
        try GameFixtures.play(&game, [.undo, .undo], clockMs: 24_000)
        #expect(game.state.violations(.away) == 0)
        #expect(game.state.ball.shotClockFromMs == 7_000)
        var pickup = Game(header: try GameFixtures.header())
        #expect(throws: GameError.noShotClock) { try pickup.prepare(.shotClockReset, clockMs: 0, wallMs: 0) }
        #expect(throws: GameError.noShotClock) { try pickup.prepare(.violation(.home), clockMs: 0, wallMs: 0) }
        try GameFixtures.play(&pickup, [.possession(.home)])
        #expect(pickup.state.possession == .home)
    }

    @Test("overtime starts a full shot clock at the limit, not what regulation left (issue 40 item 5)")
    func overtimeResetsTheShotClock() throws {
        let rules = RulesPreset.fiba3x3.rules
        var game = Game(header: try GameFixtures.header(rules: rules))
        try GameFixtures.play(&game, [.clockStarted])
        try GameFixtures.play(&game, [.move(Self.shaq, .twoPoints)], clockMs: 590_000)
        try GameFixtures.play(&game, [.move(Self.hakeem, .twoPoints)], clockMs: 595_000)
        #expect(game.state.ball.shotClockFromMs == 595_000)
        try GameFixtures.play(&game, [.clockPaused], clockMs: 600_000)
        #expect(game.state.isInOvertime)
        #expect(game.state.ball.shotClockFromMs == 600_000, "the new period's own shot clock")
        #expect(game.state.possession == .home, "the ball stays where the plays put it")
        try GameFixtures.play(&game, [.clockStarted], clockMs: 600_000)
        try GameFixtures.play(&game, [.move(Self.shaq, .twoPointMiss)], clockMs: 603_000)
        #expect(game.state.ball.shotClockFromMs == 600_000, "a miss in overtime does not reset it")
        try GameFixtures.play(&game, [.move(Self.hakeem, .defensiveRebound)], clockMs: 604_000)
        #expect(game.state.ball.shotClockFromMs == 604_000)
        #expect(game.state == (try GameState.rebuilt(rules: rules, events: game.events)))
        // Won at the limit: no overtime, no new shot clock.
        var won = Game(header: try GameFixtures.header(rules: rules))
        try GameFixtures.play(&won, [.clockStarted])
        try GameFixtures.play(&won, [.move(Self.shaq, .twoPoints)], clockMs: 595_000)
        try GameFixtures.play(&won, [.clockPaused], clockMs: 600_000)
        #expect(won.state.isFinished && !won.state.wentToOvertime)
        #expect(won.state.ball.shotClockFromMs == 595_000)
    }

    @Test("team calls in compact storage read back as kept")
    func slots() {
        for kind in [
            ScorerAction.Kind.timeout(.home), .timeout(.away), .possession(.home), .possession(.away), .shotClockReset,
            .violation(.home), .violation(.away),
        ] {
            let action = ScorerAction(sequence: 12, play: 12, kind: kind)
            #expect(ScorerActions([action]).first == action)
        }
    }

    @Test(
        "random games with team calls and corrections: the incremental state equals a fold from zero, and unapply takes each event back",
        arguments: [5, 6, 7])
    func randomGamesFold(seed: UInt64) throws {
        let rules = try Rules(target: 99, winBy: 2, shotClockMs: 12_000)
        let header = try GameFixtures.header(rules: rules)
        let game = try RandomGame.make(
            count: 2_000, seed: seed, header: header, corrections: true, clockSets: true, teamCalls: true)
        for call in [GameEventKind.timeout(.home), .possession(.away), .shotClockReset, .violation(.home)] {
            #expect(game.events.contains { $0.kind.typeName == call.typeName }, "seed \(seed): \(call.typeName)")
        }
        var state = GameState(rules: rules)
        for (offset, event) in game.events.enumerated() {
            try state.apply(event)
            if offset % 200 == 0 {
                let rebuilt = try GameState.rebuilt(rules: rules, events: game.events[...offset])
                #expect(rebuilt == state, "seed \(seed)")
                #expect(
                    rebuilt.possession == state.possession && rebuilt.ball.shotClockFromMs == state.ball.shotClockFromMs
                )
            }
            #expect(
                state.timeoutsTaken(.home) <= rules.timeoutsPerTeam
                    && state.timeoutsTaken(.away) <= rules.timeoutsPerTeam)
        }
        #expect(state == game.state)
        #expect(try firstEventUnapplyGetsWrong(in: game) == nil, "seed \(seed)")
    }
}
