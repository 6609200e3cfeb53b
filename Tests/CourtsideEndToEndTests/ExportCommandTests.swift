import Foundation
import Testing

/// `list --json` and `export` on saved games, through the real binary.
@Suite("Export and list")
struct ExportCommandTests {
    let library = TmuxSession.makeTemporaryFolder()

    init() throws {
        try SavedGameFile.write(id: "done1234", in: library, target: 5, homeTwos: 3, awayOnes: 1)
        try SavedGameFile.write(id: "open5678", in: library, homeTwos: 1, awayOnes: 2)
    }

    @Test("list --json has the documented fields for every game")
    func listJSON() throws {
        let result = try Binary.run(["list", "--json", "--library", library])
        #expect(result.status == 0)
        let games = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(games.count == 2)
        let done = try #require(games.first { $0["id"] as? String == "done1234" })
        #expect(done["status"] as? String == "finished")
        #expect(done["homeScore"] as? Int == 6 && done["awayScore"] as? Int == 1)
        #expect(done["home"] as? String == "Ballerz" && done["away"] as? String == "Ringerz")
        #expect((done["path"] as? String)?.hasSuffix("/done1234.jsonl") == true)
        #expect(done["events"] as? Int == 6, "start, a point, three 2-pointers, the pause")
        #expect(done["created"] is String)
        let open = try #require(games.first { $0["id"] as? String == "open5678" })
        #expect(open["status"] as? String == "in-progress")
        #expect(open["winner"] is NSNull, "no winner yet: null, not a missing key")
        let keys: Set = [
            "id", "path", "home", "away", "homeScore", "awayScore", "status", "winner", "events", "clock", "created",
            "lastPlayed",
        ]
        for game in games { #expect(Set(game.keys) == keys) }
    }

    @Test("export json: winner, clock, teams and players agree with the score")
    func exportJSON() throws {
        let result = try Binary.run(["export", "done", "--format", "json", "--library", library])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "done1234")
        #expect(object["status"] as? String == "finished")
        #expect(object["winner"] as? String == "home")
        #expect(object["clock"] is Double || object["clock"] is Int)
        let home = try #require(object["home"] as? [String: Any])
        let players = try #require(home["players"] as? [[String: Any]])
        #expect(home["score"] as? Int == 6)
        #expect(players.compactMap { $0["points"] as? Int }.reduce(0, +) == 6)
        #expect(object["plays"] is [Any])
    }

    @Test("export csv and md to a file, text to stdout; a bad format exits 2")
    func otherFormats() throws {
        let csvPath = library + "/box.csv"
        let csv = try Binary.run(["export", "open5678", "-f", "csv", "-o", csvPath, "--library", library])
        #expect(csv.status == 0 && csv.stdout.isEmpty)
        let rows = try String(contentsOfFile: csvPath, encoding: .utf8).split(separator: "\n")
        #expect(rows.first == "team,player,PTS,1PT,2PT,AST,REB,FOUL")
        #expect(rows.count == 1 + 2 * 4)
        let md = try Binary.run(["export", "open5678", "-f", "md", "--library", library])
        #expect(md.stdout.contains("| Shaq |") || md.stdout.contains("| Shaq"))
        let text = try Binary.run(["export", "open5678", "--library", library])
        #expect(text.stdout.contains("Ballerz 2 - 2 Ringerz"))
        let bad = try Binary.run(["export", "open5678", "-f", "yaml", "--library", library])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("The value 'yaml' is invalid for '-f <format>'"))
        #expect(bad.stderr.contains("'text', 'csv', 'json' or 'md'"), "the choices come from the formats")
        let upper = try Binary.run(["export", "open5678", "-f", "JSON", "--library", library])
        #expect(upper.status == 0 && upper.stdout.hasPrefix("{"), "formats are named in any case")
        let speed = try Binary.run(["replay", "open5678", "--speed", "3", "--library", library])
        #expect(speed.status == 2 && speed.stderr.contains("- max"), "a bad speed lists the speeds")
    }

    @Test("a corrupt file: list still lists the rest and names the file and line; export exits 1")
    func corruptFile() throws {
        let path = library + "/bad00001.jsonl"
        try SavedGameFile.write(id: "bad00001", in: library, homeTwos: 1, awayOnes: 0)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: #""type":"start""#, with: #""type":"jump""#)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let list = try Binary.run(["list", "--library", library])
        #expect(list.status == 0)
        #expect(list.stdout.contains("done1234") && list.stdout.contains("open5678"))
        #expect(list.stderr.contains("bad00001.jsonl:2"))
        let export = try Binary.run(["export", "bad00001", "--library", library])
        #expect(export.status == 1)
        #expect(export.stderr.contains("bad00001.jsonl:2"))
    }
}
