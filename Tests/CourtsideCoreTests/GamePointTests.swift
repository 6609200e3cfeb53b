import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Game point")
struct GamePointTests {
    /// A game to `target` win by `winBy` with the home and away teams on these scores (made of
    /// 1-pointers by Shaq and Kobe, taken in turns so neither wins on the way).
    private static func state(home: Int, away: Int, target: Int = 15, winBy: Int = 2) throws -> GameState {
        var game = Game(header: try GameFixtures.header(target: target, winBy: winBy))
        for point in 0..<max(home, away) {
            if point < home { try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint)]) }
            if point < away { try GameFixtures.play(&game, [.move(GameFixtures.kobe, .onePoint)]) }
        }
        return game.state
    }

    @Test(
        "game point when one 2-pointer would win it, to 15 by 2",
        arguments: [
            (0, 0, [] as [Side]), (12, 10, []), (12, 12, []), (13, 10, [.home]), (13, 12, [.home]),
            (13, 13, [.home, .away]), (14, 14, [.home, .away]), (15, 15, [.home, .away]), (10, 13, [.away]),
            (15, 14, [.home]), (16, 15, [.home]), (11, 14, [.away]),
        ] as [(Int, Int, [Side])])
    func standard(home: Int, away: Int, expected: [Side]) throws {
        let state = try Self.state(home: home, away: away)
        #expect(state.gamePointSides == expected)
        for side in Side.allCases { #expect(state.isGamePoint(for: side) == expected.contains(side)) }
    }

    @Test("a game that is won is no one's game point; to 1 by 1, both teams are at game point from the start")
    func edges() throws {
        let won = try Self.state(home: 15, away: 10)
        #expect(won.isFinished && won.gamePointSides.isEmpty)
        #expect(try Self.state(home: 0, away: 0, target: 1, winBy: 1).gamePointSides == [.home, .away])
    }
}
