import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// Missed shots in every export: made-attempted and percentages per shot value and overall, per
/// player and team, and the play-by-play's words.
@Suite("Shooting in exports")
struct ShootingExportTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let ai = PlayerID(side: .home, number: 2)

    /// Shaq: 1 of 3 ones, 1 of 2 twos; A.I.: nothing; 3 - 0.
    private static func game() throws -> Game {
        let kinds: [GameEventKind] = [
            .move(shaq, .onePoint), .move(shaq, .onePointMiss), .move(shaq, .onePointMiss), .move(shaq, .twoPoints),
            .move(shaq, .twoPointMiss),
        ]
        return try Game(
            header: try GameFixtures.header(),
            events: kinds.enumerated().map { GameEvent(sequence: $0 + 1, kind: $1, clockMs: 0, wallMs: 0) })
    }

    /// `/box` shows each team's timeouts beside its score, from the JSON export's team object.
    @Test("a team's timeouts that stand are in its box: an undone one is given back")
    func timeouts() throws {
        let kinds: [GameEventKind] = [.timeout(.away), .move(Self.shaq, .onePoint), .timeout(.home), .undo]
        let game = try Game(
            header: try GameFixtures.header(),
            events: kinds.enumerated().map { GameEvent(sequence: $0 + 1, kind: $1, clockMs: 0, wallMs: 0) })
        let box = BoxScore(game: game)
        #expect(box.home.timeouts == 0 && box.away.timeouts == 1)
    }

    @Test("percentages: one decimal, rounded half up; none with no attempt")
    func percent() {
        #expect(BoxLine.percent(1, of: 3) == "33.3" && BoxLine.percent(2, of: 3) == "66.7")
        #expect(BoxLine.percent(3, of: 3) == "100.0" && BoxLine.percent(0, of: 4) == "0.0")
        #expect(BoxLine.percent(0, of: 0) == nil)
    }

    @Test("text and md show made-attempted and FG%; a player with no attempt shows -")
    func tables() throws {
        let game = try Self.game()
        let text = Exporter.export(game, format: .text).split(separator: "\n").map(String.init)
        let shaq = try #require(text.first { $0.hasPrefix("  Shaq") })
        #expect(shaq.hasSuffix("3  1-3  33.3  1-2  50.0     2-5  40.0    0    0    0 0:00   +3"), "\(shaq)")
        let ai = try #require(text.first { $0.hasPrefix("  A.I.") })
        #expect(ai.hasSuffix("0  0-0     -  0-0     -     0-0     -    0    0    0 0:00   +3"), "\(ai)")
        let total = try #require(text.first { $0.hasPrefix("  Total") })
        #expect(total.contains("2-5  40.0"))
        #expect(text.contains { $0.hasSuffix("missed 2") })
        let md = Exporter.export(game, format: .md)
        #expect(md.contains("| Shaq | 3 | 1-3 | 33.3 | 1-2 | 50.0 | 2-5 | 40.0 | 0 | 0 | 0 | 0:00 | +3 |"))
        #expect(md.contains("| **Total** | **3** | **1-3** | **33.3** | **1-2** | **50.0** | **2-5** | **40.0** |"))
    }

    @Test("csv adds attempts, FGM, FGA and percentages; json the same as numbers, null with no attempt")
    func machineReadable() throws {
        let game = try Self.game()
        let csv = Exporter.export(game, format: .csv).split(separator: "\n").map(String.init)
        #expect(csv.contains { $0.contains(",Ballerz,home.1,Shaq,3,1,1,0,0,0,3,2,2,5,33.3,50.0,40.0,0,0,0,0,0,0,0,") })
        #expect(csv.contains { $0.contains(",Ballerz,home.2,A.I.,0,0,0,0,0,0,0,0,0,0,,,,0,0,0,0,0,0,0,") })
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(Exporter.export(game, format: .json).utf8)) as? [String: Any])
        let home = try #require(json["home"] as? [String: Any])
        let players = try #require(home["players"] as? [[String: Any]])
        #expect(players[0]["onePointAttempts"] as? Int == 3 && players[0]["fieldGoalsAttempted"] as? Int == 5)
        #expect(players[0]["fieldGoalPct"] as? Double == 40.0 && players[0]["onePointPct"] as? Double == 33.3)
        #expect(players[1]["fieldGoalPct"] is NSNull)
        let total = try #require(home["total"] as? [String: Any])
        #expect(total["twoPointPct"] as? Double == 50.0)
        let plays = Exporter.export(game, format: .eventsCSV)
        #expect(plays.contains(",move,home,Ballerz,Shaq,2pt-miss,"))
    }
}
