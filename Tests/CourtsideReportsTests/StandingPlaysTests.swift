import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// Issue 29 item 2: the play-by-play is the game as it stands — corrections applied, undone and
/// deleted plays left out, inserted plays at their game time, game-clock order, running scores
/// that end at the box score — in every format that shows it.
@Suite("The play-by-play as the game stands")
struct StandingPlaysTests {
    /// Random games with corrections (amend, void, insert), undos, redos and clock sets, under
    /// both shot values.
    static let games: [Game] = (1...12).map { seed in
        let rules = seed.isMultiple(of: 2) ? try! Rules(target: 21, winBy: 2, shots: .twosAndThrees) : nil
        return try! RandomGame.make(
            count: 600, seed: UInt64(seed),
            header: GameFixtures.header(id: "sp0000\(seed % 10)\(seed / 10)", target: 21),
            rules: rules, corrections: true, clockSets: true)
    }

    @Test("per player, the play-by-play's points add up to the box score", arguments: 0..<12)
    func pointsAddUp(index: Int) throws {
        let game = Self.games[index]
        let lines = StandingPlays.lines(in: game.state)
        let box = BoxScore(game: game)
        for id in PlayerID.all {
            let sum = lines.filter { $0.player == id }.reduce(0) { $0 + $1.points }
            #expect(sum == game.state.stats(for: id).points, "\(id)")
            #expect(sum == box.team(id.side).players[id.number - 1].points, "\(id)")
        }
        #expect(lines.last.map { [$0.homeScore, $0.awayScore] } ?? [0, 0] == [box.home.score, box.away.score])
        // Only plays that count, each once, as they stand, in game-clock order.
        let counting = game.state.plays.filter(\.counts)
        #expect(Set(lines.map(\.play)) == Set(counting.map(\.sequence)) && lines.count == counting.count)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.clockMs <= $1.clockMs })
        for line in lines {
            let play = try #require(game.state.plays[line.play])
            #expect(line.current == play.current && line.clockMs == play.clockMs)
            #expect((line.entered != nil) == play.isCorrected)
        }
        #expect(game.events.contains { if case .insert = $0.kind { true } else { false } }, "the seed inserts")
    }

    @Test("plays-csv and json: per player, points add up to the csv and json box scores", arguments: 0..<4)
    func exportsAddUp(index: Int) throws {
        let game = Self.games[index]
        let box = CSVTable(Exporter.export(game, format: .csv)).rows
        let plays = CSVTable(Exporter.export(game, format: .playsCSV)).rows
        for row in box where row["row"] == "player" {
            let sum = plays.filter { $0["playerId"] == row["playerId"] }.reduce(0) { $0 + Int($1["points"]!)! }
            #expect("\(sum)" == row["PTS"], "\(row["playerId"] ?? "")")
        }
        #expect(plays.last?["homeScore"] == box.first?["gameHomeScore"])
        #expect(plays.last?["awayScore"] == box.first?["gameAwayScore"])
    }

    @Test("an inserted play sorts at its game time, just before the play it names; a corrected one as it is now")
    func insertedAndCorrected() throws {
        let game = try CorrectedGame.make()
        let lines = StandingPlays.lines(in: game.state)
        #expect(lines.map(\.play) == [2, 7, 4, 8])
        #expect(lines[1].insertedBefore == 4 && lines[1].clockMs == 15_000, "entered at 00:20.0, played at 00:15.0")
        #expect(lines[0].current == PlayerMove(player: CorrectedGame.ai, move: .onePoint))
        #expect(lines[0].entered == PlayerMove(player: CorrectedGame.shaq, move: .twoPoints))
        #expect(lines.map { "\($0.homeScore)-\($0.awayScore)" } == ["1-0", "1-2", "1-3", "1-3"])
        let text = Exporter.export(game, format: .text)
        #expect(text.contains(" 7  00:15.0  Ringerz  Air Carter  1 - 2  2 points, inserted before #4\n"))
        #expect(text.contains(" 2  00:05.0  Ballerz  A.I.        1 - 0  1 point (corrected; was: Shaq 2 points)\n"))
        let rows = CSVTable(Exporter.export(game, format: .playsCSV)).rows
        #expect(rows.map { $0["play"] ?? "" } == ["2", "7", "4", "8"])
        #expect(rows[1]["clockText"] == "00:15.0" && rows[1]["insertedBefore"] == "4")
        #expect(rows[0]["player"] == "A.I." && rows[0]["wasPlayer"] == "Shaq" && rows[0]["corrected"] == "true")
    }

    @Test("a clock set back: the plays still come in game-clock order, the log's order among equal clocks")
    func clockSetBack() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 50_000)
        try game.apply(try game.prepare(.clockSet(from: 50_000), clockMs: 10_000, wallMs: 0)[0])
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .onePoint)], clockMs: 20_000)
        let lines = StandingPlays.lines(in: game.state)
        #expect(lines.map(\.play) == [3, 1])
        #expect(lines.map { "\($0.homeScore)-\($0.awayScore)" } == ["0-1", "2-1"])
    }
}
