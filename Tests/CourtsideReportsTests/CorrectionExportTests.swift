import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

/// Corrections in every format: the box score from the corrected counters, each play's line marked
/// with what became of it, each correction's line saying what it changed, and the worm chart with
/// every play at its own time.
@MainActor
@Suite("Corrections in exports")
struct CorrectionExportTests {
    private typealias G = CorrectedGame

    @Test("the box score counts the plays as corrected")
    func boxScore() throws {
        let box = BoxScore(game: try G.make())
        #expect(box.home.score == 1 && box.away.score == 3)
        #expect(box.home.players.map(\.counts) == [[0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0], [0, 0, 0, 0, 1, 0]])
        #expect(box.away.players.map(\.points) == [1, 2, 0])
    }

    @Test("the play-by-play: flags and was/now on every line")
    func entries() throws {
        let game = try G.make()
        let entries = PlayByPlay(game: game).entries
        #expect(
            entries.map(\.type) == [
                "start", "move", "move", "move", "amend", "void", "insert", "move", "amend", "undo", "move", "undo",
                "pause",
            ])
        let corrected = entries[1]
        #expect(corrected.line == PlayerMove(player: G.shaq, move: .twoPoints), "as entered")
        #expect(corrected.isCorrected && !corrected.isDeleted && !corrected.isVoided)
        #expect(corrected.now == PlayerMove(player: G.ai, move: .onePoint))
        #expect(entries[2].isDeleted && !entries[2].isCorrected && entries[2].now == nil)
        let amend = entries[4]
        #expect(amend.play == 2 && !amend.isVoided)
        #expect(amend.was == PlayerMove(player: G.shaq, move: .twoPoints))
        #expect(amend.now == PlayerMove(player: G.ai, move: .onePoint) && amend.line == amend.now)
        #expect(entries[5].play == 3 && entries[5].line == PlayerMove(player: G.kobe, move: .twoPoints))
        #expect(entries[6].insertedBefore == 4 && entries[6].play == 7 && entries[6].clockMs == 20_000)
        #expect(entries[7].line?.move == .rebound && !entries[7].isCorrected, "its correction was undone")
        #expect(entries[8].isVoided, "the undone correction")
        #expect(
            entries[9].action
                == .amend(from: PlayerMove(player: G.tmac, move: .rebound), to: PlayerMove(player: G.tmac, move: .foul))
        )
        #expect(entries[9].was?.move == .foul && entries[9].now?.move == .rebound)
        #expect(entries[10].isVoided && entries[11].action == .enter)
        #expect(
            entries.map(\.score) == [
                "0 - 0", "2 - 0", "2 - 2", "2 - 3", "1 - 3", "1 - 1", "1 - 3", "1 - 3", "1 - 3", "1 - 3", "3 - 3",
                "1 - 3", "1 - 3",
            ])
        #expect(
            entries.map { $0.words(in: game.header) } == [
                "clock started",
                "2 points (corrected; now: A.I. 1 point)",
                "2 points (deleted)",
                "1 point",
                "corrected #2: Shaq 2 points → A.I. 1 point",
                "deleted #3: Kobe 2 points",
                "2 points, inserted before #4",
                "rebound",
                "corrected #8: T-Mac rebound → T-Mac foul (void)",
                "undo correction of #8: T-Mac foul → T-Mac rebound",
                "2 points (void)",
                "undo 2 points",
                "clock paused",
            ])
    }

    @Test("a correction undone and redone, and a deletion undone, say so")
    func undoAndRedoCorrections() throws {
        var game = Game(header: try GameFixtures.header(id: "rp000001"))
        try GameFixtures.play(&game, [.move(G.shaq, .twoPoints), .amend(play: 1, player: G.ai, move: .twoPoints)])
        try GameFixtures.play(&game, [.undo, .redo, .void(play: 1), .undo])
        let words = PlayByPlay(game: game).entries.map { $0.words(in: game.header) }
        #expect(
            words == [
                "2 points (corrected; now: A.I. 2 points)",
                "corrected #1: Shaq 2 points → A.I. 2 points",
                "undo correction of #1: A.I. 2 points → Shaq 2 points",
                "redo correction of #1: Shaq 2 points → A.I. 2 points",
                "deleted #1: A.I. 2 points (void)",
                "undo deletion of #1: A.I. 2 points",
            ])
        try GameFixtures.play(&game, [.redo])
        #expect(PlayByPlay(game: game).entries.last?.words(in: game.header) == "redo deletion of #1: A.I. 2 points")
        #expect(PlayByPlay(game: game).entries.first?.isDeleted == true)
    }

    @Test("text and md mark corrected, deleted and voided plays; md strikes out what no longer counts")
    func tables() throws {
        let game = try G.make()
        let text = Exporter.export(game, format: .events).split(separator: "\n").map(String.init)
        for (number, words) in [
            (2, "2 points (corrected; now: A.I. 1 point)"), (3, "2 points (deleted)"),
            (5, "corrected #2: Shaq 2 points → A.I. 1 point"), (6, "deleted #3: Kobe 2 points"),
            (7, "2 points, inserted before #4"), (9, "corrected #8: T-Mac rebound → T-Mac foul (void)"),
            (11, "2 points (void)"),
        ] {
            #expect(text.contains { $0.hasPrefix(number < 10 ? " \(number)  " : "\(number)  ") && $0.hasSuffix(words) })
        }
        let md = Exporter.export(game, format: .eventsMD)
        #expect(md.contains("| 2 | 00:05.0 | Ballerz | Shaq | 2 points (corrected; now: A.I. 1 point) | 2 - 0 |"))
        #expect(md.contains("| 3 | 00:10.0 | Ringerz | Kobe | ~~2 points (deleted)~~ | 2 - 2 |"))
        #expect(md.contains("| 5 | 00:15.0 | Ballerz | A.I. | corrected #2: Shaq 2 points → A.I. 1 point | 1 - 3 |"))
        #expect(md.contains("| ~~corrected #8: T-Mac rebound → T-Mac foul (void)~~ |"))
        #expect(md.contains("| 11 | 00:20.0 | Ballerz | Shaq | ~~2 points (void)~~ | 3 - 3 |"))
    }

    @Test("json and plays-csv carry the flags and was/now")
    func machineFormats() throws {
        let game = try G.make()
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(Exporter.export(game, format: .eventsJSON).utf8)) as? [String: Any])
        let plays = try #require(json["events"] as? [[String: Any]])
        #expect(plays[1]["corrected"] as? Bool == true && plays[1]["player"] as? String == "Shaq")
        let now = try #require(plays[1]["now"] as? [String: Any])
        #expect(
            now["player"] as? String == "A.I." && now["move"] as? String == "1pt" && now["side"] as? String == "home")
        #expect(plays[2]["deleted"] as? Bool == true)
        let was = try #require(plays[4]["was"] as? [String: Any])
        #expect(was["player"] as? String == "Shaq" && was["move"] as? String == "2pt")
        #expect(plays[4]["play"] as? Int == 2 && plays[4]["type"] as? String == "amend")
        #expect(plays[6]["before"] as? Int == 4 && plays[6]["type"] as? String == "insert")
        #expect(plays[8]["voided"] as? Bool == true)
        #expect(plays[9]["action"] as? String == "correction")
        #expect(plays[10]["voided"] as? Bool == true && plays[11]["action"] as? String == "play")

        // Each row after the game's facts.
        let facts = CSVFacts(box: BoxScore(game: game)).prefix.count
        let rows = Exporter.export(game, format: .eventsCSV).split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst().dropLast().map { String(decoding: Array($0.utf8).dropFirst(facts), as: UTF8.self) }
        #expect(rows.count == game.events.count)
        #expect(
            rows[1] == "2,5000,00:05.0,move,home,Ballerz,Shaq,2pt,2,2,0,2,,,false,false,true,,,,,home,Ballerz,A.I.,1pt")
        #expect(rows[2] == "3,10000,00:10.0,move,away,Ringerz,Kobe,2pt,2,2,2,3,,,false,true,false,,,,,,,,")
        #expect(
            rows[4]
                == "5,15000,00:15.0,amend,home,Ballerz,A.I.,1pt,1,1,3,2,,,false,false,false,home,Ballerz,Shaq,2pt,home,Ballerz,A.I.,1pt"
        )
        #expect(rows[5] == "6,15000,00:15.0,void,away,Ringerz,Kobe,2pt,2,1,1,3,,,false,false,false,,,,,,,,")
        #expect(rows[6] == "7,20000,00:20.0,insert,away,Ringerz,Air Carter,2pt,2,1,3,7,4,,false,false,false,,,,,,,,")
        #expect(
            rows[9]
                == "10,20000,00:20.0,undo,home,Ballerz,T-Mac,reb,0,1,3,8,,correction,false,false,false,home,Ballerz,T-Mac,foul,home,Ballerz,T-Mac,reb"
        )
        #expect(rows[11] == "12,20000,00:20.0,undo,home,Ballerz,Shaq,2pt,2,1,3,11,,play,false,false,false,,,,,,,,")
    }

    @Test("the worm chart puts each play at its own time: a correction changes the curve where the play was")
    func wormChart() throws {
        let game = try G.make()
        // Play 2 (corrected to A.I.'s 1 point at 00:15.0) counts at 00:05.0, where it was made; the
        // play inserted at 00:20.0 before play 4 counts at play 4's 00:15.0, just before it; the
        // deleted and undone plays are not on it.
        let points = WormChart.points(of: game)
        #expect(
            points == [
                ScorePoint(clockMs: 5_000, home: 1, away: 0), ScorePoint(clockMs: 15_000, home: 1, away: 2),
                ScorePoint(clockMs: 15_000, home: 1, away: 3), ScorePoint(clockMs: 20_000, home: 1, away: 3),
            ])
        let chart = WormChart.lines(game: game, width: 44, height: 10)
        #expect(
            chart == WormChart.lines(points: points, homeName: "Ballerz", awayName: "Ringerz", width: 44, height: 10))
        let whenCorrected = [
            ScorePoint(clockMs: 15_000, home: 1, away: 3), ScorePoint(clockMs: 20_000, home: 1, away: 3),
        ]
        #expect(
            chart
                != WormChart.lines(
                    points: whenCorrected, homeName: "Ballerz", awayName: "Ringerz", width: 44, height: 10))
        // The home line leaves 0 a quarter of the way across (00:05.0 of 00:20.0), not at three quarters.
        let plot = chart.prefix(7).map { Array($0.unicodeScalars.dropFirst(2)) }
        let bottom = plot[6]
        let firstRise = try #require(
            bottom.firstIndex { $0.value != 0x28C0 && $0.value != 0x2840 && $0.value != 0x2880 })
        #expect(firstRise >= 9 && firstRise <= 11, "\(chart.joined(separator: "\n"))")
        // The text export draws the same chart.
        let text = Exporter.export(game, format: .text).split(separator: "\n").map(String.init)
        let start = try #require(text.firstIndex(of: "Score progression"))
        let exported = WormChart.lines(game: game, width: Exporter.chartWidth, height: Exporter.chartHeight).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        #expect(Array(text[(start + 1)...]) == exported)
    }
}
