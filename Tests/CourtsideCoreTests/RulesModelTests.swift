import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Rules model: caps, shot values, bonus, presets, summary")
struct RulesModelTests {
    @Test(
        "to 15 by 2 cap 21: the cap wins whatever the margin, the win-by still wins below it",
        arguments: [
            (21, 20, Side.home), (20, 21, .away), (20, 20, nil), (20, 19, nil), (17, 15, .home), (22, 21, .home),
        ] as [(Int, Int, Side?)])
    func cap(home: Int, away: Int, expected: Side?) throws {
        let rules = try Rules(target: 15, winBy: 2, cap: 21)
        #expect(rules.winner(home: home, away: away) == expected)
    }

    @Test("a basket reaching the cap and the win-by at once wins once, for the right team")
    func capAndWinByAtOnce() throws {
        // 19-18 to 15 by 2 cap 21: a 2-pointer makes 21-18, both the cap and the margin.
        var game = Game(header: try GameFixtures.header(rules: Rules(target: 15, winBy: 2, cap: 21)))
        let steps: [GameEventKind] =
            Array(repeating: .move(GameFixtures.shaq, .onePoint), count: 14)
            + Array(repeating: .move(GameFixtures.kobe, .onePoint), count: 14)
            + [.move(GameFixtures.shaq, .onePoint), .move(GameFixtures.kobe, .onePoint)]  // 15-15
            + [.move(GameFixtures.shaq, .onePoint), .move(GameFixtures.kobe, .onePoint)]  // 16-16
            + [.move(GameFixtures.shaq, .onePoint), .move(GameFixtures.kobe, .onePoint)]  // 17-17
            + [.move(GameFixtures.shaq, .onePoint), .move(GameFixtures.kobe, .onePoint)]  // 18-18
            + [.move(GameFixtures.shaq, .onePoint)]  // 19-18
        try GameFixtures.play(&game, steps)
        #expect(!game.state.isFinished)
        #expect(game.state.isGamePoint(for: .home), "a 2-pointer reaches 21")
        #expect(!game.state.isGamePoint(for: .away), "a 2-pointer makes 19-20: below the cap, no margin")
        let changes = try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        #expect(game.state.winner == .home)
        #expect(changes.filter(\.finishedChanged).count == 1)
    }

    @Test("shots 2 and 3: the files' low and high shots add 2 and 3, to the player and the team")
    func shotValues() throws {
        var game = Game(header: try GameFixtures.header(rules: PresetRules.fullcourt))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint), .move(GameFixtures.shaq, .twoPoints)])
        #expect(game.state.homeScore == 5)
        #expect(game.state.stats(for: GameFixtures.shaq).points == 5)
        #expect(game.state.stats(for: GameFixtures.shaq).onePoint == 1)
        #expect(PresetRules.fullcourt.shots.phrase(for: .twoPoints) == "3 points")
        #expect(PresetRules.fullcourt.shots.label(for: .onePoint) == "2PT")
        #expect(ShotValues.onesAndTwos.phrase(for: .onePoint) == "1 point")
        #expect(ShotValues(text: "2,3") == .twosAndThrees && ShotValues(text: "1 and 2") == .onesAndTwos)
        #expect(ShotValues(text: "3,4") == nil)
    }

    @Test("game point follows the shot values: at 18 to 21 by 2 under 2 and 3, a 3 wins")
    func gamePointWithThrees() throws {
        var game = Game(header: try GameFixtures.header(rules: PresetRules.fullcourt))
        try GameFixtures.play(&game, Array(repeating: .move(GameFixtures.shaq, .twoPoints), count: 6))  // 18-0
        #expect(game.state.homeScore == 18)
        #expect(game.state.isGamePoint(for: .home))
        #expect(!game.state.isGamePoint(for: .away))
    }

    @Test(
        "bonus: FIBA 3x3 at the 7th and the 10th team foul",
        arguments: [(0, 0), (6, 0), (7, 1), (9, 1), (10, 2), (14, 2)])
    func bonus(fouls: Int, level: Int) {
        let rules = RulesPreset.fiba3x3.rules
        #expect(rules.bonusLevel(teamFouls: fouls) == level)
        #expect(rules.isInBonus(teamFouls: fouls) == (level > 0))
        #expect(!Rules.standard.isInBonus(teamFouls: 50), "pickup has no bonus")
    }

    @Test("presets are valid rules, named back from their rules, with their summaries")
    func presets() throws {
        for preset in RulesPreset.allCases {
            let rules = preset.rules
            let checked = try Rules(
                target: rules.target, winBy: rules.winBy, cap: rules.cap, timeLimitMs: rules.timeLimitMs,
                overtime: rules.overtime, shots: rules.shots, bonusFouls: rules.bonusFouls,
                shotClockMs: rules.shotClockMs)
            #expect(checked == rules)
            #expect(RulesPreset(rules: rules) == preset)
        }
        #expect(RulesPreset.pickup.rules == .standard)
        #expect(RulesPreset.pickup.rules.summary == "to 15 · win by 2")
        #expect(RulesPreset.fiba3x3.rules.summary == "to 21 or 10:00 · OT first to 2")
        #expect(RulesPreset.streetball.rules.summary == "to 21 · win by 2 · cap 25")
        #expect(RulesPreset.elevens.rules.summary == "to 11")
        #expect(RulesPreset.fullcourt.rules.summary == "to 21 · win by 2 · shots 2 and 3")
        #expect(try Rules(target: 15, winBy: 2, cap: 21).summary == "to 15 · win by 2 · cap 21")
        #expect(RulesPreset.fiba3x3.rules.bonusFouls == [7, 10])
    }

    @Test("bad rules are refused with a clear message")
    func validation() {
        #expect(throws: SetupError.capNotAboveTarget(cap: 15, target: 15)) { try Rules(target: 15, winBy: 2, cap: 15) }
        #expect(throws: SetupError.capOutOfRange(100)) { try Rules(target: 15, winBy: 2, cap: 100) }
        #expect(throws: SetupError.timeLimitOutOfRange(0)) { try Rules(target: 15, winBy: 2, timeLimitMs: 0) }
        #expect(throws: SetupError.timeLimitNotWholeSeconds(1_500)) {
            try Rules(target: 15, winBy: 2, timeLimitMs: 1_500)
        }
        #expect(throws: SetupError.overtimeOutOfRange(0)) { try Rules(target: 15, winBy: 2, overtime: 0) }
        #expect(throws: SetupError.bonusNotAscending([10, 7])) { try Rules(target: 15, winBy: 2, bonusFouls: [10, 7]) }
        #expect(throws: SetupError.bonusOutOfRange(0)) { try Rules(target: 15, winBy: 2, bonusFouls: [0]) }
        #expect(throws: SetupError.tooManyBonusThresholds(4)) {
            try Rules(target: 15, winBy: 2, bonusFouls: [1, 2, 3, 4])
        }
        #expect(SetupError.capNotAboveTarget(cap: 15, target: 15).description == "cap 15 must be above the target 15")
        #expect(SetupError.timeLimitOutOfRange(6_000_000).description == "time limit 100:00 is out of range 0:01…99:59")
        #expect(
            SetupError.unknownPreset("nba").description.hasPrefix("no rules called \"nba\" (known: pickup, fiba3x3"))
    }

    @Test(
        "time limits read as m:ss",
        arguments: [("10:00", 600_000), ("0:05", 5_000), ("99:59", 5_999_000)] as [(String, Int64)])
    func limitText(text: String, ms: Int64) {
        #expect(Rules.parseLimit(text) == ms)
        #expect(Rules.limitText(ms) == text)
    }

    @Test("bad time limits do not parse", arguments: ["", "10", "1:5", "1:60", "-1:00", "a:00", "100:00", "1:00:00"])
    func badLimitText(text: String) {
        #expect(Rules.parseLimit(text) == nil)
    }
}
