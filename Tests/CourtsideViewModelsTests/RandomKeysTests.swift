import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Foundation
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
        // A fresh walk each run finds more; the seed is printed and named in every failure, and
        // COURTSIDE_TEST_SEED=<seed> replays that walk exactly.
        let seed =
            ProcessInfo.processInfo.environment["COURTSIDE_TEST_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        print("Random keys: seed \(seed) (rerun with COURTSIDE_TEST_SEED=\(seed) swift test --filter RandomKeys)")
        var generator = SplitMix64(seed: seed)
        for _ in 0..<10_000 {
            let roll = generator.next()
            let key = keys[Int(roll >> 33) % keys.count]
            // Never quit: the walk must keep scoring.
            if h.board.overlay.value == .confirmQuit && key == .character("y") { continue }
            h.board.handle(key)
            h.time.advance(byMs: Int64(roll >> 54))
            h.board.tick(now: h.time.monotonicMs)
            let home = h.shown.players.filter { $0.id.side == .home }.map(\.points.value).reduce(0, +)
            let away = h.shown.players.filter { $0.id.side == .away }.map(\.points.value).reduce(0, +)
            #expect(h.shown.homeScore.value == home, "seed \(seed)")
            #expect(h.shown.awayScore.value == away, "seed \(seed)")
        }
        let game = h.board.game
        #expect(try GameState.rebuilt(rules: game.header.rules, events: game.events) == game.state, "seed \(seed)")
        #expect(h.recorder.events == game.events, "seed \(seed)")
        for player in h.shown.players {
            let stats = game.state.stats(for: player.id)
            #expect(player.points.value == stats.points)
            #expect(Move.allCases.allSatisfy { player.counter($0).value == stats.count(of: $0) })
        }
    }
}
