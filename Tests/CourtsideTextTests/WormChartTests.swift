import CourtsideCore
import CourtsideTesting
import CourtsideText
import Testing

@MainActor
@Suite("Worm chart")
struct WormChartTests {
    private func check(_ lines: [String], width: Int, height: Int) {
        #expect(lines.count == height)
        for line in lines { #expect(DisplayWidth.of(line) == width, "\(line)") }
    }

    @Test(
        "exactly width × height at any size",
        arguments: [(1, 1), (5, 3), (6, 4), (20, 8), (72, 14), (200, 40), (3, 10)])
    func dimensions(width: Int, height: Int) throws {
        let game = try GameFixtures.recorded()
        check(WormChart.lines(game: game, width: width, height: height), width: width, height: height)
    }

    @Test("nothing asked, nothing drawn")
    func zeroSize() throws {
        let game = try GameFixtures.recorded()
        #expect(WormChart.lines(game: game, width: 0, height: 3) == ["", "", ""])
        #expect(WormChart.lines(game: game, width: 10, height: 0).isEmpty)
    }

    @Test("axes: the top score and 0 on the left, 0:00 and the duration below, the legend last")
    func axes() throws {
        let game = try GameFixtures.recorded()
        let lines = WormChart.lines(game: game, width: 40, height: 10)
        #expect(lines[0].hasPrefix("7┤"))
        #expect(lines[6].hasPrefix("0┤"))
        #expect(lines[7] == " └" + String(repeating: "─", count: 38))
        #expect(lines[8].hasPrefix("  0:00") && lines[8].hasSuffix("0:27"))
        #expect(lines[9].hasPrefix("⣿ Ballerz 7  ░ Ringerz 1"))
        // Home ends on top: the last column of the top row has home dots.
        #expect(lines[0].unicodeScalars.last.map { (0x2801...0x28FF).contains($0.value) } == true)
        // Away has 1 of 7: it is shaded on the bottom row only.
        #expect(lines[6].contains("░") && !lines[0].contains("░"))
    }

    @Test("no events: a flat 0 - 0")
    func noEvents() throws {
        let lines = WormChart.lines(game: Game(header: try GameFixtures.header(id: "rp000001")), width: 30, height: 6)
        check(lines, width: 30, height: 6)
        #expect(lines[2].hasPrefix("0┤⣀⣀⣀"))
        #expect(lines[4].contains("0:00"))
        #expect(lines[5].hasPrefix("⣿ Ballerz 0  ░ Ringerz 0"))
        #expect(!lines.joined().contains("░░"))
    }

    @Test("one event, and every event at clock 0, draw the final score flat")
    func pausedGame() throws {
        let one = [ScorePoint(clockMs: 0, home: 2, away: 0)]
        let single = WormChart.lines(points: one, homeName: "H", awayName: "A", width: 20, height: 5)
        check(single, width: 20, height: 5)
        #expect(single[0].hasPrefix("2┤⠉⠉⠉"))
        let paused = (0..<50).map { ScorePoint(clockMs: 0, home: $0 % 7, away: $0 / 5) }
        let lines = WormChart.lines(points: paused, homeName: "H", awayName: "A", width: 20, height: 6)
        check(lines, width: 20, height: 6)
        #expect(lines[4].contains("0:00"))
        #expect(lines[5].hasPrefix("⣿ H 0  ░ A 9"))
    }

    @Test("clocks far past any game (1e17 ms, Int64.max) cannot overflow the chart")
    func hugeClocks() throws {
        for huge in [Int64(100_000_000_000_000_000), .max] {
            let points = [
                ScorePoint(clockMs: 0, home: 0, away: 0), ScorePoint(clockMs: huge / 2, home: 2, away: 0),
                ScorePoint(clockMs: huge, home: 2, away: 1),
            ]
            let lines = WormChart.lines(points: points, homeName: "H", awayName: "A", width: 30, height: 8)
            check(lines, width: 30, height: 8)
            #expect(lines[0].hasPrefix("2┤"))
        }
    }

    @Test("too small for a plot: the legend alone, clipped")
    func tiny() throws {
        let points = [ScorePoint(clockMs: 1_000, home: 12, away: 3)]
        let lines = WormChart.lines(points: points, homeName: "Home", awayName: "Away", width: 8, height: 3)
        #expect(lines == ["⣿ Home 1", "        ", "        "])
        let narrow = WormChart.lines(points: points, homeName: "Home", awayName: "Away", width: 3, height: 6)
        check(narrow, width: 3, height: 6)
    }

    @Test("100,000 points draw at the asked size, with the top score reached even if undone")
    func manyPoints() throws {
        var points: [ScorePoint] = []
        points.reserveCapacity(100_000)
        for index in 0..<100_000 {
            points.append(
                ScorePoint(clockMs: Int64(index) * 30, home: index < 50_000 ? index / 1_000 : 10, away: index / 2_000))
        }
        let lines = WormChart.lines(points: points, homeName: "H", awayName: "A", width: 60, height: 12)
        check(lines, width: 60, height: 12)
        #expect(lines[0].hasPrefix("49┤"))
        #expect(lines[10].hasSuffix("49:59"))
    }

    @Test("the points of a game: after each scoring play that counts, at its play's clock, then the final score")
    func pointsOfGame() throws {
        let game = try GameFixtures.recorded()
        let points = WormChart.points(of: game)
        // The voided 2-pointer (play 4) is not on it; the final point is at the last event's clock.
        #expect(points.map(\.home) == [2, 2, 4, 6, 7, 7])
        #expect(points.map(\.away) == [0, 1, 1, 1, 1, 1])
        #expect(points.last == ScorePoint(clockMs: game.state.clockMs, home: 7, away: 1))
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.clockMs <= $1.clockMs })
        #expect(WormChart.points(of: Game(header: try GameFixtures.header(id: "rp000001"))).isEmpty)
    }

    @Test("drawn from a state, the chart is the chart of the state's points", arguments: [41, 43, 47])
    func stateEqualsPoints(seed: UInt64) throws {
        let game = try RandomGame.make(
            count: 4_000, seed: seed, header: GameFixtures.header(id: "rp000001", target: 21), corrections: true)
        var state = GameState(rules: game.header.rules)
        for (offset, event) in game.events.enumerated() {
            try state.apply(event)
            guard offset % 397 == 0 || offset == game.events.count - 1 else { continue }
            let points = WormChart.points(of: state)
            #expect(points.last.map { [$0.home, $0.away] } == [state.homeScore, state.awayScore])
            for (width, height) in [(72, 14), (30, 6), (5, 3)] {
                #expect(
                    WormChart.lines(of: state, homeName: "H", awayName: "A", width: width, height: height)
                        == WormChart.lines(points: points, homeName: "H", awayName: "A", width: width, height: height))
            }
        }
    }
}
