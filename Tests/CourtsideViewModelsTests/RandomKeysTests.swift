import CourtsideCore
import CourtsideViewModels
import Testing

@MainActor
@Suite("Random keys")
struct RandomKeysTests {
    @Test("10,000 random keys: no crash, incremental == rebuilt, team scores == sum of players' points")
    func randomKeys() throws {
        let h = try Harness(target: 21, winBy: 2)
        let keys: [Key] =
            "uiojkl123456sdarfzZ?qnxyQ".map { Key.character($0) }
            + [.space, .backspace, .tab, .backTab, .up, .down, .left, .right, .enter, .escape, .home, .end]
        var generator = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        for _ in 0..<10_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = keys[Int(seed >> 33) % keys.count]
            // Never quit: the walk must keep scoring.
            if h.board.overlay.value == .confirmQuit && key == .character("y") { continue }
            h.board.handle(key)
            h.time.advance(byMs: Int64(seed >> 54))
            h.board.tick(now: h.time.monotonicMs)
            let home = h.board.players.filter { $0.id.side == .home }.map(\.points.value).reduce(0, +)
            let away = h.board.players.filter { $0.id.side == .away }.map(\.points.value).reduce(0, +)
            #expect(h.board.homeScore.value == home)
            #expect(h.board.awayScore.value == away)
            #expect(h.board.score.value == "\(home) - \(away)")
        }
        let game = h.board.game
        #expect(try GameState.rebuilt(rules: game.header.rules, events: game.events) == game.state)
        #expect(h.recorder.events == game.events)
        for player in h.board.players {
            let stats = game.state.stats(for: player.id)
            #expect(player.points.value == stats.points)
            #expect(Move.allCases.allSatisfy { player.counter($0).value == stats.count(of: $0) })
        }
    }
}
