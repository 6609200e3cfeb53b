import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// A shot-clock violation in the exports (issue 40 item 6): a team turnover, no player's. The
/// feed counted it while the box score said TO 0 and no play-by-play had its line; now every
/// play-by-play has the line and every box score counts it in the team's total.
@Suite("Shot-clock violations in the exports")
struct ViolationExportTests {
    private let shaq = PlayerID(side: .home, number: 1)

    /// fiba3x3: start (1), Shaq 2 at 00:05.0 (2), Ringerz' violation at 00:17.0 (3), Shaq 1 at 00:20.0 (4);
    /// its clock counts down from 10:00, so the play-by-play shows the time left (09:43.0 at 00:17.0).
    private func game() throws -> Game {
        var game = Game(header: try GameFixtures.header(rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.clockStarted])
        try GameFixtures.play(&game, [.move(shaq, .twoPoints)], clockMs: 5_000)
        try GameFixtures.play(&game, [.violation(.away)], clockMs: 17_000)
        try GameFixtures.play(&game, [.move(shaq, .onePoint)], clockMs: 20_000)
        return game
    }

    @Test("the play-by-play as it stands has the violation's line, in its place, in every format")
    func playByPlay() throws {
        let game = try game()
        let lines = StandingPlays.lines(in: game.state)
        #expect(lines.map(\.play) == [2, 3, 4])
        #expect(lines[1].isViolation && lines[1].team == .away && lines[1].player == nil)
        #expect(lines[1].clockMs == 17_000 && lines[1].homeScore == 2 && lines[1].awayScore == 0)
        let text = Exporter.export(game, format: .text)
        let textLine = try #require(text.split(separator: "\n").first { $0.contains("shot-clock violation") })
        #expect(textLine.hasPrefix("3  09:43.0  Ringerz"), "\(textLine)")
        #expect(textLine.hasSuffix("2 - 0  shot-clock violation (turnover)"), "\(textLine)")
        #expect(
            Exporter.export(game, format: .md).contains(
                "| 3 | 09:43.0 | Ringerz |  | shot-clock violation (turnover) | 2 - 0 |"))
        #expect(
            Exporter.export(game, format: .playsCSV).contains(",3,17000,09:43.0,away,Ringerz,,,violation,0,2,0,,false,")
        )
        #expect(
            Exporter.export(game, format: .json).contains(
                #""move": "violation", "play": 3, "player": null, "playerId": null, "points": 0, "side": "away", "team": "Ringerz""#
            ))
        #expect(Exporter.export(game, format: .events).contains("Ringerz shot-clock violation (turnover)"))
    }

    @Test("the box score counts it in the team's turnovers, in every format")
    func boxScore() throws {
        let game = try game()
        let box = BoxScore(game: game)
        #expect(box.away.total.sheet.turnovers == 1)
        #expect(box.away.players.allSatisfy { $0.sheet.turnovers == 0 }, "no player's turnover")
        #expect(box.home.total.sheet.turnovers == 0)
        #expect(box.showsStatSheet, "the TO column is shown")
        let csv = Exporter.export(game, format: .csv).split(separator: "\n")
        let header = csv[0].split(separator: ",", omittingEmptySubsequences: false)
        let total = try #require(csv.first { $0.contains(",total,away,") }).split(
            separator: ",", omittingEmptySubsequences: false)
        let fromEnd = header.count - 1 - (header.lastIndex(of: "TO") ?? 0)
        #expect(total[total.count - 1 - fromEnd] == "1", "\(total)")
        #expect(Exporter.export(game, format: .json).contains(#""turnovers" : 1"#))
        let text = Exporter.export(game, format: .text)
        #expect(text.contains(" TO "), "\(text)")
    }

    @Test("an undone violation is in no play-by-play and no box score; a game of a violation alone has a line")
    func undone() throws {
        var game = try game()
        try GameFixtures.play(&game, [.undo], clockMs: 20_000)
        #expect(game.events.last?.kind == .undo)
        // The undo took back Shaq's 1, the newest action; once more takes back the violation.
        try GameFixtures.play(&game, [.undo], clockMs: 20_000)
        #expect(StandingPlays.lines(in: game.state).map(\.play) == [2])
        #expect(BoxScore(game: game).away.total.sheet.turnovers == 0)
        var alone = Game(header: try GameFixtures.header(rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&alone, [.possession(.home), .violation(.home)])
        #expect(!Exporter.export(alone, format: .text).contains("no plays yet"))
        #expect(Exporter.export(alone, format: .md).contains("| Ballerz |  | shot-clock violation (turnover) |"))
    }
}
