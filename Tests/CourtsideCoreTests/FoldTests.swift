import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Folding the log")
struct FoldTests {
    @Test("10,000 random intents (misses too): incremental equals rebuilt; scores and team fouls sum the players'")
    func randomIntents() throws {
        var generator = SplitMix64(seed: 42)
        var game = Game(header: try GameFixtures.header(target: 99, winBy: 1))
        var clockMs: Int64 = 0
        var refused = 0
        var confirms = 0
        for _ in 0..<10_000 {
            clockMs += Int64.random(in: 0...900, using: &generator)
            let kind: GameEventKind
            switch Int.random(in: 0..<11, using: &generator) {
            case 0: kind = .undo
            case 1: kind = .redo
            case 2: kind = game.state.isClockRunning ? .clockPaused : .clockStarted
            // Both sides confirm the score as it stands: refused unless the game is won and paused.
            case 3: kind = .confirm(home: game.state.homeScore, away: game.state.awayScore)
            default:
                kind = .move(
                    PlayerID.all.randomElement(using: &generator)!, Move.allCases.randomElement(using: &generator)!)
            }
            do {
                for event in try game.prepare(kind, clockMs: clockMs, wallMs: clockMs) { try game.apply(event) }
                confirms += kind.isConfirm ? 1 : 0
            } catch {
                refused += 1
            }
            let state = game.state
            for side in Side.allCases {
                let players = PlayerID.all.filter { $0.side == side }
                #expect(state.score(side) == players.map { state.stats(for: $0).points }.reduce(0, +))
                #expect(state.teamFouls(side) == players.map { state.stats(for: $0).fouls }.reduce(0, +))
            }
            for player in PlayerID.all {
                let stats = state.stats(for: player)
                #expect(stats.attempted(1) >= stats.made(1) && stats.attempted(2) >= stats.made(2))
            }
        }
        #expect(refused > 0, "the random walk should hit refusals too")
        #expect(confirms > 0, "the random walk should confirm a won game")
        let rebuilt = try GameState.rebuilt(rules: game.header.rules, events: game.events)
        #expect(rebuilt == game.state)
        #expect(try Game(header: game.header, events: game.events).state == game.state)
    }
}

@Suite("Taking events back")
struct UnapplyTests {
    @Test("unapply takes every event of a random 2,000-event game back to the exact earlier state")
    func unapplyEverything() throws {
        var generator = SplitMix64(seed: 7)
        var game = Game(header: try GameFixtures.header(target: 60, winBy: 2))
        var clockMs: Int64 = 0
        var crossedAWin = false
        while game.events.count < 2_000 {
            clockMs += Int64.random(in: 0...500, using: &generator)
            let kind: GameEventKind
            switch Int.random(in: 0..<9, using: &generator) {
            case 0, 1: kind = .undo
            case 2: kind = .redo
            case 3: kind = game.state.isClockRunning ? .clockPaused : .clockStarted
            case 4: kind = .confirm(home: game.state.homeScore, away: game.state.awayScore)
            default:
                kind = .move(
                    PlayerID.all.randomElement(using: &generator)!, Move.allCases.randomElement(using: &generator)!)
            }
            guard let events = try? game.prepare(kind, clockMs: clockMs, wallMs: 0) else { continue }
            for event in events {
                try game.apply(event)
                crossedAWin = crossedAWin || game.state.isFinished
            }
        }
        #expect(crossedAWin, "the walk should cross a win and its undo")
        #expect(game.events.contains { $0.kind.isConfirm }, "and confirm a won game, undone by what came after")
        #expect(try firstEventUnapplyGetsWrong(in: game) == nil)
    }
}
