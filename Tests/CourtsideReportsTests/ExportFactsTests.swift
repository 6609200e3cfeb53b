import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

/// Every format starts with the game's facts: id, created, last event, rules, clock, status.
@MainActor
@Suite("Export facts")
struct ExportFactsTests {
    /// A finished game to 7 win by 2: created 2025-11-21T08:00:00.000Z, last event at
    /// 08:00:27.038Z, clock 00:27.0.
    private func game() throws -> Game { try GameFixtures.recorded() }

    @Test("text: a facts block under the result")
    func text() throws {
        let game = try game()
        let created = TimestampFormat.iso8601(ms: game.header.createdMs)
        let last = TimestampFormat.iso8601(ms: game.events.last!.wallMs)
        let lines = Exporter.export(game, format: .text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines[2...9]) == [
                "", "game        vm000001", "status      finished", "rules       to 7 · win by 2",
                "clock       00:27.0", "created     \(created)", "last event  \(last)", "",
            ])
        let open = Exporter.export(Game(header: try GameFixtures.header(id: "rp000001")), format: .text)
        #expect(open.contains("\nstatus      in-progress\n") && open.contains("\nlast event  none\n"))
        #expect(open.contains("\nclock       00:00.0\n"))
    }

    @Test("md: a list of the facts under the result")
    func markdown() throws {
        let game = try game()
        let md = Exporter.export(game, format: .md)
        for line in [
            "- Game: `vm000001`", "- Status: finished", "- Rules: to 7 · win by 2", "- Clock: 00:27.0",
            "- Created: \(TimestampFormat.iso8601(ms: game.header.createdMs))",
            "- Last event: \(TimestampFormat.iso8601(ms: game.events.last!.wallMs))",
        ] {
            #expect(md.contains("\n\(line)\n"), "\(line)")
        }
        #expect(md.hasPrefix("# Ballerz 7 - 1 Ringerz\n\nFINAL: Ballerz win 7 - 1\n\n- Game:"))
    }

    /// Issue 29: the facts were a `key,value` table above the data, so no CSV was one table.
    @Test("csv and plays-csv: one table whose every row carries the game's facts as columns")
    func csv() throws {
        let game = try game()
        for format in [ExportFormat.csv, .playsCSV] {
            let table = CSVTable(Exporter.export(game, format: format))
            #expect(Array(table.header.prefix(CSVFacts.header.count)) == CSVFacts.header)
            #expect(!table.rows.isEmpty)
            for values in table.rows {
                #expect(values["game"] == "vm000001")
                #expect(values["status"] == "finished" && values["winner"] == "home")
                #expect(values["home"] == "Ballerz" && values["away"] == "Ringerz")
                #expect(values["gameHomeScore"] == "7" && values["gameAwayScore"] == "1")
                #expect(values["target"] == "7" && values["winBy"] == "2" && values["rules"] == "to 7 · win by 2")
                #expect(values["gameClockMs"] == "\(game.state.clockMs)")
                #expect(values["gameClockText"] == ClockFormat.string(ms: game.state.clockMs))
                #expect(values["created"] == TimestampFormat.iso8601(ms: game.header.createdMs))
                #expect(values["lastEvent"] == TimestampFormat.iso8601(ms: game.events.last!.wallMs))
            }
        }
        let open = CSVTable(Exporter.export(Game(header: try GameFixtures.header(id: "rp000001")), format: .csv))
        #expect(open.rows.count == 8 && open.rows.allSatisfy { $0["winner"] == "" && $0["lastEvent"] == "" })
    }

    @Test("json: the facts at the top level, the rules as an object, times in ISO 8601 and milliseconds")
    func json() throws {
        let game = try game()
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(Exporter.export(game, format: .json).utf8)) as? [String: Any])
        #expect(object["id"] as? String == "vm000001")
        #expect(object["status"] as? String == "finished")
        #expect(object["winner"] as? String == "home")
        let rules = try #require(object["rules"] as? [String: Any])
        #expect(rules.count == 8 && rules["target"] as? Int == 7 && rules["winBy"] as? Int == 2)
        #expect(rules["summary"] as? String == "to 7 · win by 2" && rules["shots"] as? String == "1,2")
        #expect(rules["cap"] is NSNull && rules["timeLimitMs"] is NSNull && (rules["bonus"] as? [Int])?.isEmpty == true)
        #expect(object["clockMs"] as? Int == Int(game.state.clockMs))
        #expect(object["clockText"] as? String == "00:27.0")
        #expect(object["schema"] as? Int == 2)
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let createdText = try #require(object["created"] as? String)
        let lastText = try #require(object["lastEvent"] as? String)
        let created = try #require(parser.date(from: createdText))
        let last = try #require(parser.date(from: lastText))
        #expect(Int64((created.timeIntervalSince1970 * 1000).rounded()) == game.header.createdMs)
        #expect(Int64((last.timeIntervalSince1970 * 1000).rounded()) == game.events.last!.wallMs)
    }

    @Test("timestamps: ISO 8601 in UTC with milliseconds, the same instant a date parser reads")
    func timestamps() throws {
        #expect(TimestampFormat.iso8601(ms: 0) == "1970-01-01T00:00:00.000Z")
        #expect(TimestampFormat.iso8601(ms: 1_763_712_027_038) == "2025-11-21T08:00:27.038Z")
        #expect(TimestampFormat.iso8601(ms: 951_782_400_000) == "2000-02-29T00:00:00.000Z")
        #expect(TimestampFormat.iso8601(ms: -1) == "1969-12-31T23:59:59.999Z")
        #expect(TimestampFormat.iso8601(ms: 4_102_444_799_999) == "2099-12-31T23:59:59.999Z")
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SplitMix64(seed: 5)
        for _ in 0..<2_000 {
            let ms = Int64(generator.next() % 8_000_000_000_000) - 1_000_000_000_000
            let text = TimestampFormat.iso8601(ms: ms)
            let date = try #require(parser.date(from: text), "\(text)")
            #expect(Int64((date.timeIntervalSince1970 * 1000).rounded()) == ms, "\(text)")
        }
    }
}
