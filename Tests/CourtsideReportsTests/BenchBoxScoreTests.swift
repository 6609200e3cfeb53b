import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

/// MIN and +/- in the box scores for people (text and Markdown) of a game with a bench: the same
/// values as the CSV's, a substitution making them differ between players, and a bench player who
/// never came on listed with 0:00.
@Suite("Bench box scores")
struct BenchBoxScoreTests {
    private static func home(_ number: Int) -> PlayerID { PlayerID(side: .home, number: number) }

    /// Ann starts and goes off for Dan after a minute; Eli stays on the bench. Kobe scores while
    /// Dan is on, Dan scores last: Ann +2 in 1:00, Dan -1 in 1:10, Bob and Cy +1 in 2:10.
    static func benchGame() throws -> Game {
        var script = ScriptedGame(
            header: try GameFixtures.header(id: "bench001", homePlayers: ["Ann", "Bob", "Cy", "Dan", "Eli"]))
        try script.play(.clockStarted)
        script.advance(byMs: 30_000)
        try script.play(.move(home(1), .twoPoints))  // 2-0
        script.advance(byMs: 30_000)
        try script.play(.substitution(off: home(1), on: home(4)))
        script.advance(byMs: 15_000)
        try script.play(.move(GameFixtures.kobe, .twoPoints))  // 2-2
        script.advance(byMs: 45_000)
        try script.play(.move(home(4), .onePoint))  // 3-2
        script.advance(byMs: 10_000)
        try script.play(.clockPaused)
        return script.game
    }

    @Test("text: MIN and +/- last on every row, a bench player who never played at 0:00, the CSV's values")
    func text() throws {
        let game = try Self.benchGame()
        let lines = Exporter.export(game, format: .text).split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Ballerz ") && $0.hasSuffix("MIN  +/-") })
        #expect(
            Array(lines[heading...(heading + 6)]) == [
                "Ballerz       PTS  1PT  1PT%  2PT  2PT% FGM-FGA   FG%  AST  REB FOUL  MIN  +/-",
                "  Ann           2  0-0     -  1-1 100.0     1-1 100.0    0    0    0 1:00   +2",
                "  Bob           0  0-0     -  0-0     -     0-0     -    0    0    0 2:10   +1",
                "  Cy            0  0-0     -  0-0     -     0-0     -    0    0    0 2:10   +1",
                "  Dan           1  1-1 100.0  0-0     -     1-1 100.0    0    0    0 1:10   -1",
                "  Eli           0  0-0     -  0-0     -     0-0     -    0    0    0 0:00    0",
                "  Total         3  1-1 100.0  1-1 100.0     2-2 100.0    0    0    0 6:30   +1",
            ])
        let away = try #require(lines.firstIndex { $0.hasPrefix("Ringerz ") })
        #expect(lines[away + 3] == "  Kobe          2  0-0     -  1-1 100.0     1-1 100.0    0    0    0 2:10   -1")
        #expect(lines[away + 4] == "  Total         2  0-0     -  1-1 100.0     1-1 100.0    0    0    0 6:30   -1")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "within 80 columns")
        // The same values as the CSV's rows, the margin signed.
        let csv = CSVTable(Exporter.export(game, format: .csv)).rows
        let rows = lines[(heading + 1)...(heading + 6)] + lines[(away + 1)...(away + 4)]
        #expect(rows.count == csv.count)
        for (row, fields) in zip(rows, csv) {
            let cells = row.split(separator: " ").suffix(2).map(String.init)
            let plusMinus = try #require(fields["'+/-"].flatMap { Int($0) })
            #expect(cells == [fields["MIN"], plusMinus > 0 ? "+\(plusMinus)" : "\(plusMinus)"], "\(row)")
            // SEC beside MIN: the same time, in whole seconds, a number.
            let minutes = try #require(fields["MIN"]).split(separator: ":").compactMap { Int($0) }
            #expect(fields["SEC"] == String(minutes[0] * 60 + minutes[1]), "\(row)")
        }
    }

    @Test("markdown: MIN and +/- columns, right-aligned, on every player and the bold total")
    func markdown() throws {
        let md = Exporter.export(try Self.benchGame(), format: .md)
        let lines = md.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex(of: "## Ballerz"))
        #expect(
            Array(lines[(heading + 1)...(heading + 8)]) == [
                "| Player | PTS | 1PT | 1PT% | 2PT | 2PT% | FGM-FGA | FG% | AST | REB | FOUL | MIN | +/- |",
                "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
                "| Ann | 2 | 0-0 | - | 1-1 | 100.0 | 1-1 | 100.0 | 0 | 0 | 0 | 1:00 | +2 |",
                "| Bob | 0 | 0-0 | - | 0-0 | - | 0-0 | - | 0 | 0 | 0 | 2:10 | +1 |",
                "| Cy | 0 | 0-0 | - | 0-0 | - | 0-0 | - | 0 | 0 | 0 | 2:10 | +1 |",
                "| Dan | 1 | 1-1 | 100.0 | 0-0 | - | 1-1 | 100.0 | 0 | 0 | 0 | 1:10 | -1 |",
                "| Eli | 0 | 0-0 | - | 0-0 | - | 0-0 | - | 0 | 0 | 0 | 0:00 | 0 |",
                "| **Total** | **3** | **1-1** | **100.0** | **1-1** | **100.0** | **2-2** | **100.0** | **0** | **0** | **0** | **6:30** | **+1** |",
            ])
        #expect(md.contains("| Kobe | 2 | 0-0 | - | 1-1 | 100.0 | 1-1 | 100.0 | 0 | 0 | 0 | 2:10 | -1 |"))
    }

    @Test("the stat sheet's columns come before MIN and +/-, as in the CSV")
    func statSheetFirst() throws {
        var game = try Self.benchGame()
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .steal)])
        let text = Exporter.export(game, format: .text)
        #expect(text.contains("FOUL OREB DREB   TO  STL  BLK FTM-FTA  MIN  +/-\n"))
        #expect(
            text.contains(
                "  Kobe          2  0-0     -  1-1 100.0     1-1 100.0    0    0    0    0    0    0    1    0     0-0 2:10   -1\n"
            ))
    }
}
