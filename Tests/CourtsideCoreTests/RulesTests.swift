import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Finish rule")
struct RulesTests {
    @Test(
        "winner for a score, to 15 win by 2",
        arguments: [
            (15, 14, nil), (16, 14, Side.home), (15, 13, .home), (14, 0, nil), (13, 15, .away),
            (14, 15, nil), (20, 19, nil), (21, 19, .home), (0, 0, nil),
        ] as [(Int, Int, Side?)])
    func standard(home: Int, away: Int, expected: Side?) {
        #expect(Rules.standard.winner(home: home, away: away) == expected)
    }

    @Test("a 2-pointer from 14 to 16 against 13 wins")
    func twoPointerPastTarget() throws {
        var game = Game(header: try GameFixtures.header())
        let shot: [GameEventKind] = Array(repeating: .move(GameFixtures.shaq, .twoPoints), count: 7)
        try GameFixtures.play(&game, shot)
        try GameFixtures.play(&game, Array(repeating: .move(GameFixtures.kobe, .onePoint), count: 13))
        #expect(game.state.homeScore == 14 && !game.state.isFinished)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        #expect(game.state.homeScore == 16)
        #expect(game.state.winner == .home)
    }

    @Test("target 1 win by 1: the first point wins")
    func smallest() throws {
        let rules = try Rules(target: 1, winBy: 1)
        #expect(rules.winner(home: 1, away: 0) == .home)
        #expect(rules.winner(home: 0, away: 0) == nil)
    }

    @Test("out-of-range rules are refused with a message")
    func ranges() {
        #expect(throws: SetupError.targetOutOfRange(0)) { try Rules(target: 0, winBy: 2) }
        #expect(throws: SetupError.targetOutOfRange(100)) { try Rules(target: 100, winBy: 2) }
        #expect(throws: SetupError.winByOutOfRange(0)) { try Rules(target: 15, winBy: 0) }
        #expect(throws: SetupError.winByOutOfRange(10)) { try Rules(target: 15, winBy: 10) }
        #expect(SetupError.targetOutOfRange(0).description == "target 0 is out of range 1…99")
    }
}
