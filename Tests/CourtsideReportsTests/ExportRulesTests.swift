import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// Every export says the rules the game was played to, and counts the shots at their values.
@Suite("Export rules")
struct ExportRulesTests {
    @Test("every format carries the rules summary", arguments: ExportFormat.allCases)
    func summary(format: ExportFormat) throws {
        var game = Game(header: try GameFixtures.header(rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        let text = Exporter.export(game, format: format)
        #expect(text.contains("to 21 or 10:00 · OT first to 2"), "\(format)")
    }

    @Test("json and csv carry every rule; under shots 2 and 3 the high shot scores 3 in words and numbers")
    func fullRules() throws {
        let rules = try Rules(
            target: 21, winBy: 2, cap: 25, timeLimitMs: 600_000, shots: .twosAndThrees, bonusFouls: [7, 10])
        var game = Game(header: try GameFixtures.header(rules: rules))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(Exporter.export(game, format: .json).utf8)) as? [String: Any])
        let json = try #require(object["rules"] as? [String: Any])
        #expect(json["cap"] as? Int == 25 && json["timeLimitMs"] as? Int == 600_000 && json["overtime"] as? Int == 2)
        #expect(json["shots"] as? String == "2,3" && json["bonus"] as? [Int] == [7, 10])
        let csv = CSVTable(Exporter.export(game, format: .csv)).rows
        #expect(csv.count == 8)
        for row in csv {
            #expect(row["cap"] == "25" && row["timeLimitMs"] == "600000" && row["overtime"] == "2")
            #expect(row["shots"] == "2,3" && row["bonus"] == "7,10")
        }
        #expect(Exporter.export(game, format: .text).contains("3 points"))
        #expect(Exporter.export(game, format: .playsCSV).contains("Shaq,2pt,3"))
    }
}
