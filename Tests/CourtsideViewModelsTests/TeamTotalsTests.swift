import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// Each team's side of the header: totals, the foul bonus of the rules, and GAME POINT.
@MainActor
@Suite("Team totals")
struct TeamTotalsTests {
    private static let home = { PlayerID(side: .home, number: $0) }
    private static let away = { PlayerID(side: .away, number: $0) }

    private func game(_ rules: Rules) throws -> Game {
        let base = try GameFixtures.header()
        return Game(
            header: try GameHeader(id: base.id, home: base.home, away: base.away, rules: rules, createdMs: 0))
    }

    @Test("the three players' fouls, rebounds and assists add up; fouls undone or deleted do not count")
    func addsUp() throws {
        var game = try game(.standard)
        try GameFixtures.play(
            &game,
            [
                .move(Self.home(1), .foul), .move(Self.home(2), .foul), .move(Self.home(3), .rebound),
                .move(Self.home(3), .assist), .move(Self.away(1), .foul), .move(Self.home(1), .foul), .undo,
            ])
        #expect(
            TeamTotals(game.state, side: .home)
                == TeamTotals(
                    fouls: 2, rebounds: 1, assists: 1, bonusLevel: 0, isGamePoint: false, timeoutsLeft: 1,
                    hasBall: true))
        #expect(TeamTotals(game.state, side: .away).fouls == 1)
        try GameFixtures.play(&game, [.void(play: 1)])
        #expect(TeamTotals(game.state, side: .home).fouls == 1)
    }

    @Test("under fiba3x3 a team shoots the bonus from its opponent's 7th team foul, and again from the 10th")
    func bonus() throws {
        var game = try game(RulesPreset.fiba3x3.rules)
        for index in 0..<6 { try GameFixtures.play(&game, [.move(Self.away(index % 3 + 1), .foul)]) }
        #expect(TeamTotals(game.state, side: .home).bonusLevel == 0)
        try GameFixtures.play(&game, [.move(Self.away(1), .foul)])
        #expect(TeamTotals(game.state, side: .home).bonusLevel == 1, "the team fouled shoots the bonus")
        #expect(TeamTotals(game.state, side: .away).bonusLevel == 0, "not the team that fouled")
        for _ in 0..<3 { try GameFixtures.play(&game, [.move(Self.away(2), .foul)]) }
        #expect(TeamTotals(game.state, side: .home).bonusLevel == 2)
        try GameFixtures.play(&game, [.undo])
        #expect(TeamTotals(game.state, side: .home).bonusLevel == 1, "undo takes the 10th foul back")
    }

    @Test("the pickup rules have no bonus, however many fouls")
    func noBonus() throws {
        var game = try game(.standard)
        for _ in 0..<12 { try GameFixtures.play(&game, [.move(Self.home(1), .foul)]) }
        #expect(TeamTotals(game.state, side: .home).bonusLevel == 0)
    }

    @Test(
        "the presenter fires a team's totals only when they change: a rebound does, a basket only where the ball or game point moves"
    )
    func presenterFires() throws {
        var game = try game(try Rules(target: 7, winBy: 2))
        let board = BoardPresenter(
            header: game.header, state: game.state, isReadOnly: false, selected: nil, status: "")
        var fired: [String] = []
        let tokens = [
            board.homeTotals.bind { _ in fired.append("home") }, board.awayTotals.bind { _ in fired.append("away") },
        ]
        defer { _ = tokens }
        try GameFixtures.play(&game, [.move(Self.home(1), .rebound)])
        board.show(game.state, clockMs: 0, isClockRunning: false)
        #expect(fired == ["home"])
        fired.removeAll()
        try GameFixtures.play(&game, [.move(Self.home(1), .twoPoints)])
        board.show(game.state, clockMs: 0, isClockRunning: false)
        #expect(fired == ["home", "away"], "2-0 to 7: no game point yet; the ball goes to the other team")
        fired.removeAll()
        try GameFixtures.play(&game, [.move(Self.home(1), .twoPoints), .move(Self.home(1), .onePoint)])
        board.show(game.state, clockMs: 0, isClockRunning: false)
        #expect(fired == ["home"], "5-0 to 7: one basket wins")
        #expect(board.homeTotals.value.isGamePoint)
        #expect(board.rulesText == "to 7 · win by 2")
    }
}
