import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

@MainActor
@Suite("Export")
struct ExportTests {
    private func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The rows of a CSV export, each keyed by the header's names.
    private func table(_ csv: String) -> [[String: String]] { CSVTable(csv).rows }

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
        #expect(box.createdMs == game.header.createdMs)
        #expect(box.lastEventMs == game.events.last?.wallMs)
        #expect(box.rulesText == "to 7 · win by 2")
    }

    @Test("the play-by-play lists every event with the score after it; undone moves stay, marked void")
    func playByPlay() throws {
        let game = try GameFixtures.recorded()
        let entries = PlayByPlay(game: game).entries
        #expect(entries.count == game.events.count)
        #expect(entries.map(\.sequence) == Array(1...game.events.count))
        let voided = entries.filter(\.isVoided)
        #expect(voided.map(\.sequence) == game.state.voidedMoves.sorted())
        #expect(voided.map { $0.words(in: game.header) } == ["2 points (void)"])
        #expect(voided.first?.player == PlayerID(side: .away, number: 2))
        let undos = entries.filter { $0.type == "undo" }
        #expect(undos.map { $0.words(in: game.header) } == ["undo 2 points", "undo rebound"])
        #expect(undos.first?.score == "2 - 1")
        #expect(entries.first?.words(in: game.header) == "clock started")
        #expect(entries.first?.player == nil && entries.first?.play == nil)
        #expect(entries.last?.words(in: game.header) == "clock paused")
        #expect(entries.last?.score == "7 - 1")
        #expect(entries.filter { $0.type == "redo" }.first?.isVoided == false)
        #expect(entries.allSatisfy { !$0.isDeleted && !$0.isCorrected && $0.was == nil && $0.now == nil })
    }

    @Test("player points add up to the team scores in every format")
    func formatsAgree() throws {
        for game in [
            try GameFixtures.recorded(),
            try RandomGame.make(
                count: 700, seed: 11, header: GameFixtures.header(id: "rp000001", target: 21), corrections: true),
        ] {
            let box = BoxScore(game: game)
            // csv: per-team player rows, then the team's total row, marked in `row`.
            let csv = table(Exporter.export(game, format: .csv))
            #expect(csv.count == 2 * 4)
            for (offset, team) in box.teams.enumerated() {
                let rows = csv[4 * offset..<4 * offset + 4]
                #expect(rows.prefix(3).allSatisfy { $0["row"] == "player" && $0["side"] == team.side.rawValue })
                #expect(rows.prefix(3).map { Int($0["PTS"]!)! }.reduce(0, +) == team.score)
                #expect(rows.last?["row"] == "total" && rows.last?["player"] == "")
                #expect(rows.last?["team"] == team.name && rows.last?["PTS"] == "\(team.score)")
            }
            // plays-csv: the last row's score is the final score.
            let plays = table(Exporter.export(game, format: .playsCSV))
            #expect(plays.count == StandingPlays.lines(in: game.state).count)
            #expect(table(Exporter.export(game, format: .eventsCSV)).count == game.events.count)
            #expect(
                plays.last.map { [$0["homeScore"], $0["awayScore"]] } == ["\(box.home.score)", "\(box.away.score)"])
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
                // The stat sheet's columns only where the game has one of its moves (the random one).
                let sheet = box.showsStatSheet ? ["OREB", "DREB", "TO", "STL", "BLK", "FTM-FTA"] : []
                #expect(
                    cells[0]
                        == ["Player", "PTS", "1PT", "1PT%", "2PT", "2PT%", "FGM-FGA", "FG%", "AST", "REB", "FOUL"]
                        + sheet + ["MIN", "+/-"])
                #expect(box.showsStatSheet == (game.header.id.rawValue == "rp000001"))
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

    @Test("a confirmed game says FINAL ✓ in the text and Markdown, confirmed in JSON and CSV; a correction unsays it")
    func confirmedFinal() throws {
        var game = try GameFixtures.recorded()
        try GameFixtures.play(&game, [.confirm(home: 7, away: 1)])
        let text = Exporter.export(game, format: .text)
        #expect(text.contains("FINAL ✓: Ballerz win 7 - 1\n"), "\(text)")
        #expect(text.contains("status      finished, confirmed\n"), "\(text)")
        #expect(Exporter.export(game, format: .md).contains("- Status: finished, confirmed\n"))
        #expect(try object(Exporter.export(game, format: .json))["confirmed"] as? Bool == true)
        let csv = Exporter.export(game, format: .csv).split(separator: "\n")
        let status = try #require(csv[0].split(separator: ",").firstIndex(of: "status"))
        #expect(csv[0].split(separator: ",")[status + 1] == "confirmed")
        #expect(csv.dropFirst().allSatisfy { $0.split(separator: ",")[status + 1] == "true" }, "\(csv)")
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .rebound)])
        let after = Exporter.export(game, format: .text)
        #expect(after.contains("FINAL: Ballerz win 7 - 1\n") && after.contains("status      finished\n"))
        #expect(
            Exporter.export(game, format: .csv).split(separator: "\n")[1].split(separator: ",")[status + 1] == "false")
    }

    @Test("json has every documented field, explicit nulls, and parses")
    func jsonFields() throws {
        let game = try GameFixtures.recorded()
        let json = try object(Exporter.export(game, format: .json))
        #expect(
            Set(json.keys) == [
                "schema", "id", "status", "confirmed", "winner", "clockMs", "clockText", "created", "lastEvent",
                "rules", "home", "away", "plays",
            ])
        #expect(json["confirmed"] as? Bool == false)
        #expect(json["id"] as? String == "vm000001")
        #expect(json["status"] as? String == "finished")
        #expect(json["winner"] as? String == "home")
        #expect(json["clockText"] as? String == ClockFormat.string(ms: game.state.clockMs))
        #expect(json["clockMs"] as? Int == Int(game.state.clockMs))
        let home = try #require(json["home"] as? [String: Any])
        #expect(Set(home.keys) == ["side", "name", "score", "timeouts", "players", "total"])
        #expect(home["side"] as? String == "home")
        #expect(home["timeouts"] as? Int == game.state.timeoutsTaken(.home))
        #expect(home["name"] as? String == "Ballerz")
        let players = try #require(home["players"] as? [[String: Any]])
        #expect(players.count == 3)
        #expect(
            Set(players[0].keys) == [
                "name", "points", "onePoint", "twoPoints", "assists", "rebounds", "fouls", "onePointAttempts",
                "twoPointAttempts", "fieldGoalsMade", "fieldGoalsAttempted", "onePointPct", "twoPointPct",
                "fieldGoalPct", "offensiveRebounds", "defensiveRebounds", "turnovers", "steals", "blocks",
                "freeThrows", "freeThrowAttempts", "msOnCourt", "plusMinus",
            ])
        let total = try #require(home["total"] as? [String: Any])
        #expect(Set(total.keys) == Set(players[0].keys))
        #expect(total["points"] as? Int == home["score"] as? Int)
        #expect(players[0]["name"] as? String == "Shaq" && players[0]["twoPoints"] as? Int == 2)
        // The plays as the game stands.
        let plays = try #require(json["plays"] as? [[String: Any]])
        let standing = StandingPlays.lines(in: game.state)
        #expect(plays.count == standing.count)
        for (play, line) in zip(plays, standing) {
            #expect(
                Set(play.keys) == [
                    "assist", "play", "clockMs", "clockText", "side", "team", "player", "playerId", "move", "points",
                    "homeScore", "awayScore", "insertedBefore", "corrected", "was",
                ])
            #expect(play["play"] as? Int == line.play && play["clockMs"] as? Int == Int(line.clockMs))
            #expect(play["clockText"] as? String == ClockFormat.string(ms: line.clockMs))
            #expect(play["was"] is NSNull && play["insertedBefore"] is NSNull && play["corrected"] as? Bool == false)
        }
        #expect(plays[0]["side"] as? String == "home" && plays[0]["team"] as? String == "Ballerz")
        #expect(plays[0]["player"] as? String == "Shaq" && plays[0]["playerId"] as? String == "home.1")
        #expect(plays[0]["move"] as? String == "2pt" && plays[0]["points"] as? Int == 2)
        #expect(plays[0]["homeScore"] as? Int == 2 && plays[0]["awayScore"] as? Int == 0)
        // The event log.
        let events = try #require(try object(Exporter.export(game, format: .eventsJSON))["events"] as? [[String: Any]])
        #expect(events.count == game.events.count)
        for (event, logged) in zip(events, game.events) {
            #expect(
                Set(event.keys) == [
                    "seq", "clockMs", "clockText", "side", "team", "player", "move", "homeScore", "awayScore", "voided",
                    "type", "play", "before", "action", "deleted", "corrected", "was", "now",
                ])
            #expect(event["seq"] as? Int == logged.sequence)
            #expect(event["type"] as? String == logged.kind.typeName)
            #expect(event["clockMs"] as? Int == Int(logged.clockMs))
            #expect(event["voided"] as? Bool == game.state.voidedMoves.contains(logged.sequence))
            #expect(event["was"] is NSNull && event["now"] is NSNull && event["before"] is NSNull)
        }
        #expect(events[0]["team"] is NSNull && events[0]["player"] is NSNull && events[0]["move"] is NSNull)
        #expect(events[1]["side"] as? String == "home" && events[1]["team"] as? String == "Ballerz")
        #expect(events[1]["play"] as? Int == 2)
        #expect(events[1]["homeScore"] as? Int == 2 && events[1]["awayScore"] as? Int == 0)
        let undo = try #require(events.first { $0["type"] as? String == "undo" })
        #expect(undo["action"] as? String == "play" && undo["play"] as? Int == 4)

        let open = try object(Exporter.export(Game(header: try GameFixtures.header(id: "rp000001")), format: .json))
        #expect(open["winner"] is NSNull)
        #expect(open["status"] as? String == "in-progress")
        #expect((open["plays"] as? [Any])?.isEmpty == true)
        #expect(open["clockMs"] as? Int == 0 && open["clockText"] as? String == "00:00.0")
        #expect(open["lastEvent"] is NSNull)
    }

    @Test("json: the encoder's sorted keys, then plays last, one play a line; no name can carry U+FEFF")
    func jsonLayout() throws {
        let game = try GameFixtures.recorded()
        let json = Exporter.export(game, format: .json)
        let topKeys = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
            $0.dropFirst(3).prefix { $0 != "\"" }
        }
        #expect(
            topKeys == [
                "away", "clockMs", "clockText", "confirmed", "created", "home", "id", "lastEvent", "rules", "schema",
                "status", "winner", "plays",
            ])
        #expect(json.hasPrefix("{\n  \"away\" : {\n    \"name\" : \"Ringerz\",\n"))
        let playLines = json.split(separator: "\n").filter { $0.hasPrefix("    {\"assist\": ") }
        #expect(playLines.count == StandingPlays.lines(in: game.state).count)
        let eventLines = Exporter.export(game, format: .eventsJSON).split(separator: "\n").filter {
            $0.hasPrefix("    {\"action\": ")
        }
        #expect(eventLines.count == game.events.count)
        #expect(json.hasSuffix("}\n  ]\n}\n"))
        let percents = json.split(separator: "\n").filter { $0.contains("Pct\" : ") }.map {
            $0.split(separator: ":")[1].trimmingPrefix(" ").prefix { $0 != "," }
        }
        #expect(!percents.isEmpty && percents.allSatisfy { $0 == "null" || Double($0) != nil }, "\(percents)")

        let open = Exporter.export(Game(header: try GameFixtures.header(id: "rp000001")), format: .json)
        #expect(open.hasSuffix("\"winner\" : null,\n  \"plays\" : []\n}\n"))

        // A byte-order mark, which a parser may drop at the start of a string, never reaches an
        // export: the name rule refuses it (the exporter still writes one as `\ufeff`, JSONTextTests).
        #expect(throws: SetupError.invisibleCharacter("home team name", scalar: 0xFEFF)) {
            try GameFixtures.header(id: "rp000001", home: "\u{FEFF}Home", away: "Away")
        }
    }

    @Test("csv quotes names with commas, quotes and edge spaces, in the facts and both tables")
    func csvQuoting() throws {
        let header = try GameFixtures.header(
            id: "rp000001",
            home: "Smith, Jones & Co", homePlayers: ["O\"Neal", "Plain", "Comma, Guy"], away: "\"Q\"",
            awayPlayers: ["a", "b,", "=1+1"])
        let game = try Game(
            header: header,
            events: [
                GameEvent(
                    sequence: 1, kind: .move(PlayerID(side: .home, number: 3), .twoPoints), clockMs: 0, wallMs: 0),
                GameEvent(sequence: 2, kind: .move(PlayerID(side: .home, number: 1), .foul), clockMs: 1_500, wallMs: 0),
            ])
        let csv = Exporter.export(game, format: .csv)
        let rows = CSVTable(csv).rows
        #expect(rows.allSatisfy { $0["home"] == "Smith, Jones & Co" && $0["away"] == "\"Q\"" })
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] + "\n" == Substring(CSVCell.row(CSVExporter.header)))
        #expect(
            lines[1].hasSuffix(
                ",player,home,\"Smith, Jones & Co\",home.1,\"O\"\"Neal\",0,0,0,0,0,1,0,0,0,0,,,,0,0,0,0,0,0,0,0:01,1,2")
        )
        #expect(
            lines[3].hasSuffix(
                ",player,home,\"Smith, Jones & Co\",home.3,\"Comma, Guy\",2,0,1,0,0,0,0,1,1,1,,100.0,100.0,0,0,0,0,0,0,0,0:01,1,2"
            ))
        #expect(
            lines[4].hasSuffix(
                ",total,home,\"Smith, Jones & Co\",,,2,0,1,0,0,1,0,1,1,1,,100.0,100.0,0,0,0,0,0,0,0,0:04,4,2"))
        #expect(
            lines[5].hasSuffix(",player,away,\"\"\"Q\"\"\",away.1,a,0,0,0,0,0,0,0,0,0,0,,,,0,0,0,0,0,0,0,0:01,1,-2"))
        #expect(
            lines[6].hasSuffix(
                ",player,away,\"\"\"Q\"\"\",away.2,\"b,\",0,0,0,0,0,0,0,0,0,0,,,,0,0,0,0,0,0,0,0:01,1,-2"))
        #expect(lines.count == 10 && lines.last == "")
        #expect(rows[2]["player"] == "Comma, Guy" && rows[5]["player"] == "b,")
        let plays = CSVTable(Exporter.export(game, format: .playsCSV))
        #expect(plays.header == PlaysCSVExporter.header)
        #expect(plays.rows.map { $0["player"] } == ["Comma, Guy", "O\"Neal"])
        #expect(plays.rows.map { $0["team"] } == ["Smith, Jones & Co", "Smith, Jones & Co"])
        #expect(plays.rows.map { $0["clockMs"] } == ["0", "1500"])
        #expect(CSVCell.escaped(" x") == "\" x\"")
        #expect(CSVCell.escaped("line\nbreak") == "\"line\nbreak\"")
    }

    @Test("markdown escapes pipes and emphasis in names; tables keep their columns")
    func markdownEscapes() throws {
        let header = try GameFixtures.header(
            id: "rp000001", home: "Pipe|Team", homePlayers: ["a|b", "*star*", "_under_"])
        let game = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .onePoint), clockMs: 0, wallMs: 0),
                GameEvent(
                    sequence: 2, kind: .amend(play: 1, player: PlayerID(side: .home, number: 2), move: .onePoint),
                    clockMs: 0, wallMs: 0),
            ])
        let md = Exporter.export(game, format: .eventsMD)
        #expect(md.contains("## Pipe\\|Team"))
        #expect(md.contains("| a\\|b | 0 | 0-0 | - | 0-0 | - | 0-0 | - | 0 | 0 | 0 | 0:00 | +1 |"))
        #expect(md.contains("| \\*star\\* | 1 | 1-1 | 100.0 | 0-0 | - | 1-1 | 100.0 |"))
        #expect(
            md.contains("| 1 | 00:00.0 | Pipe\\|Team | a\\|b | 1 point (corrected; now: \\*star\\* 1 point) | 1 - 0 |"))
        #expect(
            md.contains(
                "| 2 | 00:00.0 | Pipe\\|Team | \\*star\\* | corrected #1: a\\|b 1 point → \\*star\\* 1 point | 1 - 0 |")
        )
        for line in md.split(separator: "\n") where line.hasPrefix("|") {
            let unescaped = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect(unescaped == 14 || unescaped == 7, "\(line)")
        }
    }

    /// Issue 41, item 6: `&rlm;` and its like passed through, and a Markdown viewer made them
    /// characters (a right-to-left mark turning the row around).
    @Test("markdown writes an entity in a name as its text, not the character it names")
    func markdownEscapesEntities() throws {
        let header = try GameFixtures.header(
            id: "rp000002", home: "R&amp;D", homePlayers: ["Ann&rlm;", "Bo&#x202E;", "Cy"])
        let game = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .onePoint), clockMs: 0, wallMs: 0)
            ])
        for format in [ExportFormat.md, .eventsMD] {
            let md = Exporter.export(game, format: format)
            #expect(md.contains("R\\&amp;D") && md.contains("Ann\\&rlm;") && md.contains("Bo\\&\\#x202E;"), "\(md)")
            #expect(!md.contains(" R&amp;D") && !md.contains(" Ann&rlm;") && !md.contains(" Bo&#x202E;"), "\(md)")
        }
    }

    @Test("the event log: markdown strikes through voided moves; text marks them (void)")
    func voidedInTables() throws {
        let game = try GameFixtures.recorded()
        #expect(Exporter.export(game, format: .eventsMD).contains("| ~~2 points (void)~~ |"))
        let text = Exporter.export(game, format: .events)
        #expect(text.split(separator: "\n").contains { $0.contains("Air Carter") && $0.hasSuffix("2 points (void)") })
    }

    @Test("the text export has the facts, the tables, the play-by-play and the worm chart")
    func textLayout() throws {
        let game = try GameFixtures.recorded()
        let text = Exporter.export(game, format: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Ballerz 7 - 1 Ringerz")
        #expect(lines[1] == "FINAL: Ballerz win 7 - 1")
        #expect(lines[3] == "game        vm000001")
        #expect(
            lines.contains {
                $0.hasPrefix("Ballerz")
                    && $0.hasSuffix("PTS  1PT  1PT%  2PT  2PT% FGM-FGA   FG%  AST  REB FOUL  MIN  +/-")
            })
        let heading = try #require(lines.firstIndex(of: "Play-by-play"))
        #expect(lines[heading + 1] == " #    CLOCK  TEAM     PLAYER      SCORE  PLAY")
        #expect(lines[heading + 2] == " 2  00:04.3  Ballerz  Shaq        2 - 0  2 points")
        #expect(!lines.contains { $0.contains("(void)") || $0.contains("clock started") }, "plays that count only")
        let events = Exporter.export(game, format: .events).split(separator: "\n").map(String.init)
        let log = try #require(events.firstIndex(of: "Event log"))
        #expect(events[log + 1] == " #    CLOCK  TEAM     PLAYER      SCORE  PLAY")
        #expect(events[log + 2] == " 1  00:00.0                       0 - 0  clock started")
        #expect(events[log + 3] == " 2  00:04.3  Ballerz  Shaq        2 - 0  2 points")
        #expect(events[log + 5] == " 4  00:07.2  Ringerz  Air Carter  2 - 3  2 points (void)")
        #expect(
            Array(events.prefix(3)) == ["Ballerz 7 - 1 Ringerz", "FINAL: Ballerz win 7 - 1", "game        vm000001"])
        let chartStart = try #require(lines.firstIndex(of: "Score progression"))
        let chart = lines[(chartStart + 1)...].dropLast()
        #expect(chart.count == Exporter.chartHeight)
        #expect(chart.last?.hasPrefix("⣿ Ballerz 7  ░ Ringerz 1") == true)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(text.hasSuffix("\n"))
    }

    @Test("the score column is as wide as the highest score reached, even one later undone")
    func scoreColumn() throws {
        var game = Game(header: try GameFixtures.header(id: "rp000001", target: 99))
        for _ in 0..<6 { try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)]) }
        try GameFixtures.play(&game, [.undo, .undo])
        let lines = Exporter.export(game, format: .events).split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex(of: "Event log"))
        #expect(lines[heading + 1] == "#    CLOCK  TEAM     PLAYER      SCORE   PLAY")
        #expect(lines[heading + 2] == "1  00:00.0  Ballerz  Shaq         2 - 0  2 points")
        #expect(lines[heading + 6] == "5  00:00.0  Ballerz  Shaq        10 - 0  2 points (void)")
        #expect(lines[heading + 8] == "7  00:00.0  Ballerz  Shaq        10 - 0  undo 2 points")
    }

    @Test("every format exports a game with no events")
    func emptyGame() throws {
        let game = Game(header: try GameFixtures.header(id: "rp000001"))
        for format in ExportFormat.allCases {
            let out = Exporter.export(game, format: format)
            #expect(!out.isEmpty && out.hasSuffix("\n"), "\(format)")
        }
        #expect(Exporter.export(game, format: .text).contains("in progress: Ballerz 0 - 0 Ringerz"))
        #expect(Exporter.export(game, format: .text).contains("\n  no plays yet\n"))
        #expect(Exporter.export(game, format: .events).contains("\n  no events yet\n"))
        #expect(Exporter.export(game, format: .md).contains("No plays yet."))
        #expect(Exporter.export(game, format: .eventsMD).contains("No events yet."))
        #expect(CSVTable(Exporter.export(game, format: .playsCSV)).rows.isEmpty)
    }

    @Test("wide names line up in the text tables and the play-by-play")
    func wideNames() throws {
        let header = try GameFixtures.header(id: "rp000001", home: "東京", homePlayers: ["李小龍", "Zoë", "🏀 Bo"])
        var game = Game(header: header)
        for number in 1...3 { try GameFixtures.play(&game, [.move(PlayerID(side: .home, number: number), .foul)]) }
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .foul)])
        let text = Exporter.export(game, format: .text)
        let tables = try #require(text.components(separatedBy: "Play-by-play").first)
        let rows = tables.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(rows.count == 8)
        #expect(Set(rows.map { DisplayWidth.of(String($0)) }).count == 1)
        let plays = text.split(separator: "\n").filter { $0.hasSuffix("  foul") }
        #expect(plays.count == 4)
        #expect(Set(plays.map { DisplayWidth.of(String($0)) }).count == 1, "\(plays)")
    }
}
