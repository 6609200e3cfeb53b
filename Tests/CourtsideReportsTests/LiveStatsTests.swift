import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// Issue 29 item 6: the FIBA LiveStats vocabulary of the export (the actions as the game stands);
/// the feed speaks the TV feed's protocol (``LiveStatsTVFeedTests``) in the same words.
@Suite("LiveStats messages")
struct LiveStatsTests {
    @Test("actionType by the shot's value: 1pt (FIBA 3x3's), 2pt, 3pt; the rest by name")
    func vocabulary() throws {
        let pickup = try Rules(target: 15, winBy: 2)
        let threes = try Rules(target: 21, winBy: 2, shots: .twosAndThrees)
        #expect(LiveStatsMessage.actionType(.onePoint, rules: pickup) == "1pt")
        #expect(LiveStatsMessage.actionType(.twoPointMiss, rules: pickup) == "2pt")
        #expect(LiveStatsMessage.actionType(.onePoint, rules: threes) == "2pt")
        #expect(LiveStatsMessage.actionType(.twoPoints, rules: threes) == "3pt")
        #expect(
            [Move.assist, .rebound, .foul].map { LiveStatsMessage.actionType($0, rules: pickup) } == [
                "assist", "rebound", "foul",
            ])
    }

    @Test("export livestats-json: the actions as the game stands, with the running score")
    func export() throws {
        let game = try CorrectedGame.make()
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(Exporter.export(game, format: .livestatsJSON).utf8))
                as? [String: Any])
        #expect(object["livestats"] as? Int == 1 && object["game"] as? String == "corr0001")
        let actions = try #require(object["actions"] as? [[String: Any]])
        #expect(actions.map { $0["actionNumber"] as? Int } == [2, 7, 4, 8])
        #expect(actions.allSatisfy { $0["msgType"] as? String == "action" && $0["msgNumber"] is NSNull })
        #expect(actions.last?["scoreHome"] as? Int == 1 && actions.last?["scoreAway"] as? Int == 3)
        #expect((object["home"] as? [String: Any])?["teamNumber"] as? Int == 1)
    }
}
