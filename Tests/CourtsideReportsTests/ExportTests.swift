import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

@MainActor
@Suite("Export")
struct ExportTests {
    private func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("the box score has each player's counters, team totals, the result and the duration")
    func boxScore() throws {
        let game = try GameFixtures.recorded()
        let box = BoxScore(game: game)
        #expect(box.status == .finished)
        #expect(box.winner == .home)
        #expect(box.home.score == 7 && box.away.score == 1)
        #expect(box.home.players.map(\.points) == [4, 2, 1])
        #expect(box.home.players[1].assists == 1 && box.home.players[1].rebounds == 1)
        #expect(box.home.players[2].fouls == 1)
        #expect(box.away.players[1].twoPoints == 0)
        #expect(box.home.total.counts == [7, 1, 3, 1, 1, 1])
        #expect(box.duration == "0:27")
        #expect(box.headline == "FINAL: Ballerz win 7 - 1")
    }

    @Test("the play-by-play lists every event with the score after it; undone moves stay, marked void")
    func playByPlay() throws {
        let game = try GameFixtures.recorded()
        let plays = PlayByPlay(game: game)
        #expect(plays.entries.count == game.events.count)
        #expect(plays.entries.map(\.sequence) == Array(1...game.events.count))
        let voided = plays.entries.filter(\.isVoided)
        #expect(voided.map(\.sequence) == game.state.voidedMoves.sorted())
        #expect(voided.map(\.play) == ["2 points (void)"])
        #expect(voided.first?.playerName == "Air Carter")
        let undos = plays.entries.filter { $0.type == "undo" }
        #expect(undos.map(\.play) == ["undo 2 points", "undo rebound"])
        #expect(undos.first?.score == "2 - 1")
        #expect(plays.entries.first?.play == "clock started")
        #expect(plays.entries.first?.teamName == nil)
        #expect(plays.entries.last?.play == "clock paused")
        #expect(plays.entries.last?.score == "7 - 1")
        #expect(plays.entries.filter { $0.type == "redo" }.first?.isVoided == false)
    }

    @Test("player points add up to the team scores in every format")
    func formatsAgree() throws {
        for game in [
            try GameFixtures.recorded(),
            try RandomGame.make(count: 700, seed: 11, header: GameFixtures.header(id: "rp000001", target: 21)),
        ] {
            let box = BoxScore(game: game)
            // csv: per-team rows (no commas in these names), then the total row with an empty player.
            let csv = Exporter.export(game, format: .csv).split(separator: "\n").map {
                $0.split(separator: ",", omittingEmptySubsequences: false)
            }
            #expect(csv.count == 1 + 2 * 4)
            for (offset, team) in box.teams.enumerated() {
                let rows = csv[1 + 4 * offset..<1 + 4 * offset + 4]
                let playerPoints = rows.prefix(3).map { Int($0[2])! }
                #expect(playerPoints.reduce(0, +) == team.score)
                #expect(rows.last?[1] == "" && Int(rows.last![2]) == team.score)
            }
            // json
            let json = try object(Exporter.export(game, format: .json))
            for side in ["home", "away"] {
                let team = try #require(json[side] as? [String: Any])
                let players = try #require(team["players"] as? [[String: Any]])
                #expect(players.map { $0["points"] as! Int }.reduce(0, +) == team["score"] as? Int)
            }
            // md: the PTS column of the player rows, and the bold total
            let md = Exporter.export(game, format: .md)
            for team in box.teams {
                let section = try #require(md.components(separatedBy: "## \(team.name)\n").last)
                let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.prefix(6)
                let cells = rows.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
                #expect(cells[0] == ["Player", "PTS", "1PT", "2PT", "AST", "REB", "FOUL"])
                #expect(cells[2...4].map { Int($0[1])! }.reduce(0, +) == team.score)
                #expect(cells[5][1] == "**\(team.score)**")
            }
            // text: the Total row under each team
            let text = Exporter.export(game, format: .text)
            let totals = text.split(separator: "\n").filter { $0.hasPrefix("  Total") }
            #expect(totals.map { Int($0.split(separator: " ")[1])! } == [box.home.score, box.away.score])
            #expect(text.hasPrefix("Ballerz \(box.home.score) - \(box.away.score) Ringerz\n"))
        }
    }

    @Test("json has every documented field, explicit nulls, and parses")
    func jsonFields() throws {
        let game = try GameFixtures.recorded()
        let json = try object(Exporter.export(game, format: .json))
        #expect(Set(json.keys) == ["id", "status", "winner", "clock", "home", "away", "plays"])
        #expect(json["id"] as? String == "vm000001")
        #expect(json["status"] as? String == "finished")
        #expect(json["winner"] as? String == "home")
        #expect(json["clock"] as? Double == Double(game.state.clockMs) / 1000)
        let home = try #require(json["home"] as? [String: Any])
        #expect(Set(home.keys) == ["name", "score", "players"])
        #expect(home["name"] as? String == "Ballerz")
        let players = try #require(home["players"] as? [[String: Any]])
        #expect(players.count == 3)
        #expect(Set(players[0].keys) == ["name", "points", "onePoint", "twoPoints", "assists", "rebounds", "fouls"])
        #expect(players[0]["name"] as? String == "Shaq" && players[0]["twoPoints"] as? Int == 2)
        let plays = try #require(json["plays"] as? [[String: Any]])
        #expect(plays.count == game.events.count)
        for (play, event) in zip(plays, game.events) {
            #expect(
                Set(play.keys) == [
                    "seq", "clock", "team", "player", "move", "homeScore", "awayScore", "voided", "type",
                ])
            #expect(play["seq"] as? Int == event.sequence)
            #expect(play["type"] as? String == event.kind.typeName)
            #expect(play["clock"] as? Double == Double(event.clockMs) / 1000)
            #expect(play["voided"] as? Bool == game.state.voidedMoves.contains(event.sequence))
        }
        #expect(plays[0]["team"] is NSNull && plays[0]["player"] is NSNull && plays[0]["move"] is NSNull)
        #expect(plays[1]["team"] as? String == "home")
        #expect(plays[1]["player"] as? String == "Shaq")
        #expect(plays[1]["move"] as? String == "2pt")
        #expect(plays[1]["homeScore"] as? Int == 2 && plays[1]["awayScore"] as? Int == 0)

        let open = try object(Exporter.export(Game(header: try GameFixtures.header(id: "rp000001")), format: .json))
        #expect(open["winner"] is NSNull)
        #expect(open["status"] as? String == "in-progress")
        #expect((open["plays"] as? [Any])?.isEmpty == true)
        #expect(open["clock"] as? Int == 0)
    }

    @Test("csv quotes names with commas, quotes and edge spaces")
    func csvQuoting() throws {
        let header = try GameFixtures.header(
            id: "rp000001",
            home: "Smith, Jones & Co", homePlayers: ["O\"Neal", "Plain", "Comma, Guy"], away: "\"Q\"",
            awayPlayers: ["a", "b", "=1+1"])
        let game = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 3), .twoPoints), clockMs: 0, wallMs: 0)
            ])
        let lines = Exporter.export(game, format: .csv).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "team,player,PTS,1PT,2PT,AST,REB,FOUL")
        #expect(lines[1] == "\"Smith, Jones & Co\",\"O\"\"Neal\",0,0,0,0,0,0")
        #expect(lines[3] == "\"Smith, Jones & Co\",\"Comma, Guy\",2,0,1,0,0,0")
        #expect(lines[4] == "\"Smith, Jones & Co\",,2,0,1,0,0,0")
        #expect(lines[5] == "\"\"\"Q\"\"\",a,0,0,0,0,0,0")
        #expect(lines.last == "")
        #expect(CSVExporter.field(" x") == "\" x\"")
        #expect(CSVExporter.field("line\nbreak") == "\"line\nbreak\"")
    }

    @Test("markdown escapes pipes and emphasis in names; tables keep their columns")
    func markdownEscapes() throws {
        let header = try GameFixtures.header(
            id: "rp000001", home: "Pipe|Team", homePlayers: ["a|b", "*star*", "_under_"])
        let game = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .onePoint), clockMs: 0, wallMs: 0)
            ])
        let md = Exporter.export(game, format: .md)
        #expect(md.contains("## Pipe\\|Team"))
        #expect(md.contains("| a\\|b | 1 | 1 | 0 | 0 | 0 | 0 |"))
        #expect(md.contains("| \\*star\\* |"))
        #expect(md.contains("| 1 | 00:00.0 | Pipe\\|Team | a\\|b | 1 point | 1 - 0 |"))
        for line in md.split(separator: "\n") where line.hasPrefix("|") {
            let unescaped = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect(unescaped == 8 || unescaped == 7, "\(line)")
        }
    }

    @Test("markdown strikes through voided moves; text marks them (void)")
    func voidedInTables() throws {
        let game = try GameFixtures.recorded()
        #expect(Exporter.export(game, format: .md).contains("| ~~2 points (void)~~ |"))
        let text = Exporter.export(game, format: .text)
        #expect(text.split(separator: "\n").contains { $0.contains("Air Carter") && $0.contains("2 points (void)") })
    }

    @Test("the text export has the tables, the play-by-play and the worm chart")
    func textLayout() throws {
        let game = try GameFixtures.recorded()
        let text = Exporter.export(game, format: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "FINAL: Ballerz win 7 - 1")
        #expect(lines[2] == "game vm000001 · duration 0:27 · to 7, win by 2")
        #expect(lines.contains { $0.hasPrefix("Ballerz") && $0.hasSuffix("PTS   1PT   2PT   AST   REB  FOUL") })
        let chartStart = try #require(lines.firstIndex(of: "Score progression"))
        let chart = lines[(chartStart + 1)...].dropLast()
        #expect(chart.count == Exporter.chartHeight)
        #expect(chart.last?.hasPrefix("⣿ Ballerz 7  ░ Ringerz 1") == true)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(text.hasSuffix("\n"))
    }

    @Test("every format exports a game with no events")
    func emptyGame() throws {
        let game = Game(header: try GameFixtures.header(id: "rp000001"))
        for format in ExportFormat.allCases {
            let out = Exporter.export(game, format: format)
            #expect(!out.isEmpty && out.hasSuffix("\n"), "\(format)")
        }
        #expect(Exporter.export(game, format: .text).contains("in progress: Ballerz 0 - 0 Ringerz"))
        #expect(Exporter.export(game, format: .md).contains("No events yet."))
        #expect(ExportFormat(rawValue: "md")?.fileExtension == "md")
        #expect(ExportFormat.text.fileExtension == "txt")
    }

    @Test("wide names line up in the text tables")
    func wideNames() throws {
        let header = try GameFixtures.header(id: "rp000001", home: "東京", homePlayers: ["李小龍", "Zoë", "🏀 Bo"])
        let text = Exporter.export(Game(header: header), format: .text)
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.hasSuffix("0     0     0     0     0     0")
        }
        #expect(rows.count == 8)
        #expect(Set(rows.map { DisplayWidth.of(String($0)) }).count == 1)
    }
}
