import CourtsideCore
import CourtsideTesting
import Testing

/// The stat sheet beyond shots (issue 33): turnovers, steals, blocks, split rebounds and free
/// throws, their folds, corrections and undo, and the one rebound key's call.
@Suite("The stat sheet")
struct StatSheetTests {
    private let shaq = GameFixtures.shaq
    private let kobe = GameFixtures.kobe

    @Test("turnover, steal and block count for their player and add no points")
    func turnoverStealBlock() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(shaq, .turnover), .move(kobe, .steal), .move(shaq, .block)])
        let shaqStats = game.state.stats(for: shaq)
        #expect(shaqStats.turnovers == 1 && shaqStats.blocks == 1 && shaqStats.points == 0)
        #expect(game.state.stats(for: kobe).steals == 1)
        #expect(game.state.homeScore == 0 && game.state.awayScore == 0)
        #expect(shaqStats.count(of: .turnover) == 1 && shaqStats.count(of: .block) == 1)
    }

    @Test("offensive and defensive rebounds are rebounds too; a correction between them moves one counter")
    func splitRebounds() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(shaq, .offensiveRebound), .move(shaq, .defensiveRebound)])
        var stats = game.state.stats(for: shaq)
        #expect(stats.rebounds == 2 && stats.offensiveRebounds == 1 && stats.defensiveRebounds == 1)
        try GameFixtures.play(&game, [.amend(play: 1, player: shaq, move: .defensiveRebound)])
        stats = game.state.stats(for: shaq)
        #expect(stats.rebounds == 2 && stats.offensiveRebounds == 0 && stats.defensiveRebounds == 2)
        try GameFixtures.play(&game, [.undo])
        stats = game.state.stats(for: shaq)
        #expect(stats.offensiveRebounds == 1 && stats.defensiveRebounds == 1)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
    }

    @Test("a free throw scores 1 apart from the field goals, in full court and FIBA 3x3")
    func freeThrows() throws {
        for rules in [RulesPreset.fullcourt.rules, RulesPreset.fiba3x3.rules] {
            var game = Game(header: try GameFixtures.header(rules: rules))
            try GameFixtures.play(&game, [.move(shaq, .freeThrow), .move(shaq, .freeThrowMiss)])
            let stats = game.state.stats(for: shaq)
            #expect(game.state.homeScore == 1 && stats.points == 1)
            #expect(stats.freeThrows == 1 && stats.freeThrowsAttempted == 2)
            #expect(stats.fieldGoalsMade == 0 && stats.fieldGoalsAttempted == 0)
            #expect(game.header.rules.hasFreeThrows)
        }
    }

    @Test("pickup has no free throws: the core refuses them, entered, inserted or corrected to")
    func noFreeThrowsInPickup() throws {
        var game = Game(header: try GameFixtures.header())
        #expect(!game.header.rules.hasFreeThrows)
        #expect(throws: GameError.noFreeThrows) { try GameFixtures.play(&game, [.move(shaq, .freeThrow)]) }
        try GameFixtures.play(&game, [.move(shaq, .onePoint)])
        #expect(throws: GameError.noFreeThrows) {
            try GameFixtures.play(&game, [.amend(play: 1, player: shaq, move: .freeThrowMiss)])
        }
        #expect(throws: GameError.noFreeThrows) {
            try GameFixtures.play(&game, [.insert(before: 1, player: shaq, move: .freeThrow)])
        }
    }

    @Test(
        "the rebound key's call: offensive after the own team's miss, defensive after the other's, plain when unclear")
    func reboundCall() throws {
        var game = Game(header: try GameFixtures.header(rules: RulesPreset.fullcourt.rules))
        #expect(ReboundCall.move(for: shaq, in: game.state) == .rebound)
        try GameFixtures.play(&game, [.move(kobe, .twoPointMiss), .move(shaq, .block)])
        #expect(ReboundCall.move(for: shaq, in: game.state) == .defensiveRebound, "a block sits between")
        #expect(ReboundCall.move(for: kobe, in: game.state) == .offensiveRebound)
        try GameFixtures.play(&game, [.move(shaq, .freeThrowMiss)])
        #expect(ReboundCall.move(for: shaq, in: game.state) == .offensiveRebound, "a missed free throw too")
        try GameFixtures.play(&game, [.move(shaq, .twoPoints)])
        #expect(ReboundCall.move(for: kobe, in: game.state) == .rebound, "a made basket closes the miss")
        try GameFixtures.play(&game, [.undo])
        #expect(ReboundCall.move(for: kobe, in: game.state) == .defensiveRebound, "an undone play does not count")
        #expect(ReboundCall.corrected(.offensiveRebound) == .defensiveRebound)
        #expect(ReboundCall.corrected(.defensiveRebound) == .offensiveRebound)
        #expect(ReboundCall.corrected(.foul) == .rebound)
        #expect(ReboundCall.corrected(.rebound) == .defensiveRebound)
    }

    @Test("every move has its own ordinal, the order of allCases")
    func ordinals() {
        #expect(Move.allCases.map(\.ordinal) == Array(Move.allCases.indices))
        #expect(Move.statSheet.map(\.ordinal) == Array(7..<14))
    }
}
