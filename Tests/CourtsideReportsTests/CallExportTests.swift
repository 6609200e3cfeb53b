import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// Timeouts, possessions, shot-clock resets, substitutions, joins and renames in the play-by-play
/// as the game stands (issue 43 item 8): the board's log and status line showed them, the text,
/// Markdown and CSV play-by-play left them out. Each that stands now has a line in its place, in
/// the board's words; an undone or deleted one has none.
@Suite("Calls in the play-by-play")
struct CallExportTests {
    private static func home(_ number: Int) -> PlayerID { PlayerID(side: .home, number: number) }

    /// fiba3x3 (a shot clock), Ballerz with a bench of two: Ann scores, Ringerz call a timeout, Dan
    /// comes on for Ann, Ballerz get the ball, the shot clock is reset, Kobe becomes Bean, Zed
    /// joins Ringerz, Dan scores; then a timeout undone and a substitution deleted, which have no line.
    static func game() throws -> Game {
        var game = Game(
            header: try GameFixtures.header(
                id: "calls001", homePlayers: ["Ann", "Bob", "Cy", "Dan", "Eli"], rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.clockStarted])
        try GameFixtures.play(&game, [.move(home(1), .twoPoints)], clockMs: 5_000)
        try GameFixtures.play(&game, [.timeout(.away)], clockMs: 8_000)
        try GameFixtures.play(&game, [.substitution(off: home(1), on: home(4))], clockMs: 10_000)
        try GameFixtures.play(&game, [.possession(.home)], clockMs: 12_000)
        try GameFixtures.play(&game, [.shotClockReset], clockMs: 13_000)
        try GameFixtures.play(&game, [.rename(GameFixtures.kobe, name: "Bean")], clockMs: 15_000)
        try GameFixtures.play(&game, [.join(.away, name: "Zed")], clockMs: 16_000)
        try GameFixtures.play(&game, [.move(home(4), .onePoint)], clockMs: 20_000)
        try GameFixtures.play(&game, [.timeout(.home), .undo], clockMs: 21_000)
        try GameFixtures.play(&game, [.substitution(off: home(2), on: home(5))], clockMs: 22_000)
        let deleted = game.state.eventCount
        try GameFixtures.play(&game, [.void(play: deleted)], clockMs: 22_000)
        return game
    }

    @Test("the lines: every call that stands, in game-clock order among the plays, none undone or deleted")
    func lines() throws {
        let game = try Self.game()
        let lines = StandingPlays.lines(in: game.state, withCalls: true)
        let kinds: [String] = lines.map { line in
            switch line.call {
            case nil: "play"
            case .timeout?: "timeout"
            case .substitution?: "sub"
            case .possession?: "possession"
            case .shotClockReset?: "shotclock"
            case .rename?: "rename"
            case .join?: "join"
            case let other?: "\(other)"
            }
        }
        #expect(kinds == ["play", "timeout", "sub", "possession", "shotclock", "rename", "join", "play"])
        #expect(lines.map(\.clockMs) == lines.map(\.clockMs).sorted())
        #expect(lines.map(\.team) == [.home, .away, .home, .home, nil, .away, .away, .home])
        #expect(lines[2].player == Self.home(4) && lines[2].points == 0 && lines[2].homeScore == 2)
        // Without the calls, the plays alone, as json and livestats-json have them.
        #expect(StandingPlays.lines(in: game.state).map(\.call) == [nil, nil])
    }

    @Test("text and Markdown say each in the board's words; plays-csv names it in move, who went off in was…")
    func formats() throws {
        let game = try Self.game()
        let text = Exporter.export(game, format: .text)
        // The play-by-play's lines, after its heading and its columns' heading, to the blank line.
        let play = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Play-by-play" }
            .dropFirst(2).prefix { !$0.isEmpty }.map(String.init)
        let words = [
            "2 points", "Ringerz timeout", "Ballerz sub: Dan in for Ann", "Ballerz ball", "shot clock reset",
            "Kobe is now Bean", "Zed joins Ringerz", "1 point",
        ]
        #expect(play.count == words.count, "the undone timeout and the deleted substitution have no line")
        for (line, said) in zip(play, words) { #expect(line.hasSuffix(said), "\(line)") }
        #expect(play[2].contains("Ballerz  Dan "), "a substitution's player is who came on: \(play[2])")
        let markdown = Exporter.export(game, format: .md)
        #expect(markdown.contains(" | Ballerz | Dan | Ballerz sub: Dan in for Ann | 2 - 0 |"))
        #expect(markdown.contains(" |  |  | shot clock reset | 2 - 0 |"))
        let csv = CSVTable(Exporter.export(game, format: .playsCSV))
        #expect(
            csv.rows.map { $0["move"] } == [
                "2pt", "timeout", "sub", "possession", "shotclock", "rename", "join", "1pt",
            ])
        let sub = csv.rows[2]
        #expect(sub["player"] == "Dan" && sub["wasPlayer"] == "Ann" && sub["wasSide"] == "home" && sub["points"] == "0")
        #expect(csv.rows[5]["player"] == "Bean" && csv.rows[5]["wasPlayer"] == "Kobe")
        #expect(csv.rows[4]["side"] == "" && csv.rows[4]["team"] == "")
        #expect(csv.rows.allSatisfy { $0.count == csv.header.count }, "one table: every row as wide as the header")
    }
}
