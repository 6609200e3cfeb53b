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
        #expect(done["confirmed"] as? Bool == false, "won, not confirmed")
        #expect(done["homeScore"] as? Int == 6 && done["awayScore"] as? Int == 1)
        #expect(done["home"] as? String == "Ballerz" && done["away"] as? String == "Ringerz")
        #expect((done["path"] as? String)?.hasSuffix("/done1234.jsonl") == true)
        #expect(done["events"] as? Int == 6, "start, a point, three 2-pointers, the pause")
        #expect(done["created"] is String)
        let open = try #require(games.first { $0["id"] as? String == "open5678" })
        #expect(open["status"] as? String == "in-progress")
        #expect(open["winner"] is NSNull, "no winner yet: null, not a missing key")
        let keys: Set = [
            "id", "path", "home", "away", "homeScore", "awayScore", "status", "confirmed", "winner", "events",
            "clockMs", "clockText", "created", "lastPlayed", "rules",
        ]
        for game in games { #expect(Set(game.keys) == keys) }
        #expect(open["rules"] as? String == "to 15 · win by 2")
    }

    @Test("list shows when a game was last played in the local zone (TZ); list --json in UTC with milliseconds")
    func listLocalTime() throws {
        // Every event of the saved games is on 2025-11-21 at 08:00 UTC.
        for (zone, time) in [
            ("UTC", "2025-11-21 08:00"), ("Asia/Tokyo", "2025-11-21 17:00"), ("America/New_York", "2025-11-21 03:00"),
        ] {
            let result = try Binary.run(["list", "--library", library], environment: ["TZ": zone])
            #expect(result.status == 0)
            #expect(result.stdout.contains(time), "\(zone): \(result.stdout)")
        }
        let json = try Binary.run(["list", "--json", "--library", library], environment: ["TZ": "Asia/Tokyo"])
        #expect(json.stdout.contains(#""created" : "2025-11-21T08:00:00.000Z""#), "\(json.stdout)")
    }

    /// The lines of a CSV export (these games' names need no quoting).
    private func table(_ csv: String) -> [Substring] {
        Array(csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
    }

    @Test("export json: the game's facts, winner, clock, teams and players agree with the score")
    func exportJSON() throws {
        let result = try Binary.run(["export", "done", "--format", "json", "--library", library])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "done1234")
        #expect(object["status"] as? String == "finished")
        #expect(object["winner"] as? String == "home")
        #expect(object["clockText"] as? String == "00:06.0")
        #expect(object["clockMs"] as? Int == 6_000)
        #expect(object["created"] as? String == "2025-11-21T08:00:00.000Z")
        #expect(object["lastEvent"] as? String == "2025-11-21T08:00:07.000Z")
        #expect((object["rules"] as? [String: Any])?["target"] as? Int == 5)
        let home = try #require(object["home"] as? [String: Any])
        let players = try #require(home["players"] as? [[String: Any]])
        #expect(home["score"] as? Int == 6)
        #expect(players.compactMap { $0["points"] as? Int }.reduce(0, +) == 6)
        #expect((object["plays"] as? [Any])?.count == 4, "the plays that count")
    }

    @Test("export csv, plays-csv and md to a file, text to stdout; a bad format exits 2")
    func otherFormats() throws {
        let csvPath = library + "/box.csv"
        let csv = try Binary.run(["export", "open5678", "-f", "csv", "-o", csvPath, "--library", library])
        #expect(csv.status == 0 && csv.stdout.isEmpty)
        let text = try String(contentsOfFile: csvPath, encoding: .utf8)
        #expect(text.hasPrefix("game,created,lastEvent,status,"))
        let rows = table(text)
        #expect(
            rows.first?.hasSuffix(
                ",row,side,team,playerId,player,PTS,1PT,2PT,AST,REB,FOUL,1PTA,2PTA,FGM,FGA,1PT%,2PT%,FG%"
                    + ",OREB,DREB,TO,STL,BLK,FTM,FTA,MIN,SEC,'+/-") == true)
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("open5678,2025-11-21T08:00:00.000Z,") })
        #expect(rows.count == 1 + 2 * 4)
        let plays = try Binary.run(["export", "open5678", "-f", "plays-csv", "--library", library])
        #expect(plays.status == 0)
        let playRows = table(plays.stdout)
        #expect(playRows.first?.contains(",play,clockMs,clockText,side,team,playerId,player,move,points,") == true)
        #expect(playRows.count == 1 + 3, "the plays, not the clock's start and pause")
        #expect(playRows.last?.hasSuffix(",4,4000,00:04.0,home,Ballerz,home.1,Shaq,2pt,2,2,2,,false,,,,,,") == true)
        let events = try Binary.run(["export", "open5678", "-f", "events-csv", "--library", library])
        #expect(events.status == 0)
        let eventRows = table(events.stdout)
        #expect(eventRows.count == 1 + 5)
        #expect(eventRows.last?.hasSuffix(",5,5000,00:05.0,pause,,,,,,2,2,,,,false,false,false,,,,,,,,") == true)
        let md = try Binary.run(["export", "open5678", "-f", "md", "--library", library])
        #expect(md.stdout.contains("| Shaq |") || md.stdout.contains("| Shaq"))
        let plain = try Binary.run(["export", "open5678", "--library", library])
        #expect(plain.stdout.contains("Ballerz 2 - 2 Ringerz"))
        #expect(plain.stdout.contains("\ngame        open5678\n"))
        let bad = try Binary.run(["export", "open5678", "-f", "yaml", "--library", library])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("The value 'yaml' is invalid for '-f <format>'"))
        for name in [
            "text", "csv", "plays-csv", "json", "md", "events", "events-csv", "events-json", "events-md",
            "livestats-json",
        ] {
            #expect(bad.stderr.contains("\n  - \(name)\n"), "the choices come from the formats: \(name)")
        }
        let upper = try Binary.run(["export", "open5678", "-f", "JSON", "--library", library])
        #expect(upper.status == 0 && upper.stdout.hasPrefix("{"), "formats are named in any case")
        let speed = try Binary.run(["replay", "open5678", "--speed", "3", "--library", library])
        #expect(speed.status == 2 && speed.stderr.contains("- max"), "a bad speed lists the speeds")
    }

    @Test("--output with no --format: the extension picks the format; --format wins over it")
    func formatFromExtension() throws {
        for (name, check) in [
            // Issue 29: `-o plays.csv` wrote the box score.
            ("plays.csv", { (text: String) in text.contains(",play,clockMs,clockText,side,") }),
            ("events.csv", { (text: String) in text.contains(",seq,clockMs,clockText,type,") }),
            ("events.txt", { (text: String) in text.contains("\nEvent log\n") }),
            ("box.csv", { (text: String) in text.contains(",row,side,team,playerId,player,PTS,") }),
            ("game.JSON", { (text: String) in text.hasPrefix("{\n") }),
            ("game.md", { (text: String) in text.hasPrefix("# Ballerz 6 - 1 Ringerz\n") }),
            ("game.txt", { (text: String) in text.hasPrefix("Ballerz 6 - 1 Ringerz\n") }),
        ] {
            let path = library + "/" + name
            let result = try Binary.run(["export", "done", "-o", path, "--library", library])
            #expect(result.status == 0 && result.stdout.isEmpty, "\(name): \(result.stderr)")
            #expect(check(try String(contentsOfFile: path, encoding: .utf8)), "\(name)")
        }
        let unsaid = library + "/game.csv"
        let box = try Binary.run(["export", "done", "-o", unsaid, "--library", library])
        #expect(box.status == 0 && box.stdout.isEmpty)
        #expect(
            box.stderr == "courtside: wrote the box score to \(unsaid); --format plays-csv writes the play-by-play\n")
        #expect(try String(contentsOfFile: unsaid, encoding: .utf8).contains(",row,side,team,playerId,player,PTS,"))
        let explicit = library + "/explicit.txt"
        let result = try Binary.run(["export", "done", "-f", "plays-csv", "-o", explicit, "--library", library])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: explicit, encoding: .utf8).contains(",play,clockMs,clockText,side,"))
    }

    @Test("--output with an unknown extension and no --format exits 2 and writes nothing")
    func unknownExtension() throws {
        for name in ["game.yaml", "game", "notes.csv.bak"] {
            let path = library + "/" + name
            let result = try Binary.run(["export", "done", "-o", path, "--library", library])
            #expect(result.status == 2, "\(name)")
            #expect(result.stderr.contains("cannot tell the export format from the name \(path)"), "\(result.stderr)")
            #expect(result.stderr.contains("--format"))
            #expect(result.stdout.isEmpty && !FileManager.default.fileExists(atPath: path))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: library)
        #expect(names.allSatisfy { !$0.hasSuffix(".tmp") }, "no temporary file left behind: \(names)")
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
