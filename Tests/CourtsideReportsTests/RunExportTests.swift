import CourtsideCore
import CourtsideReports
import CourtsideText
import Foundation
import Testing

/// `courtside run export`: every game and each player's night, in text, Markdown, CSV and JSON.
@Suite struct RunExportTests {
    static func run() throws -> RunState {
        let settings = RunSettings(
            id: GameID(rawValue: "run00001")!, createdMs: 1_763_712_000_000, rules: RulesPreset.pickup.rules,
            rotation: .standard, making: .arrival)
        let game = GameID(rawValue: "game0001")!
        let kinds: [RunEntry.Kind] =
            ["Ann", "Bob", "Cy, \"C\"", "Dee", "Eve", "Flo"].map { .arrive(name: $0) } + [
                .team(players: ["Ann", "Bob", "Cy, \"C\""]), .team(players: ["Dee", "Eve", "Flo"]),
                .start(game: game, home: ["Ann", "Bob", "Cy, \"C\""], away: ["Dee", "Eve", "Flo"]),
                .finish(game: game, homeScore: 15, awayScore: 11, homePoints: [9, 6, 0], awayPoints: [5, 5, 1]),
            ]
        var sequence = 0
        return try RunState(
            settings: settings,
            entries: kinds.map { kind in
                sequence += 1
                return RunEntry(sequence: sequence, wallMs: 0, kind: kind)
            })
    }

    @Test func textAndMarkdownHaveTheGamesAndThePlayers() throws {
        let text = RunExport.export(try Self.run(), format: .text, dates: LocalDateFormat(fixedOffsetSeconds: 3600))
        #expect(
            text.hasPrefix(
                "Run run00001\n2025-11-21T08:00:00.000Z (2025-11-21 09:00 local) · winners stay · to 15 · win by 2 · still open\n"
            ))
        #expect(
            text.contains("   1  game0001  Team Ann (Ann, Bob, Cy, \"C\")  15-11  Team Dee (Dee, Eve, Flo)  Team Ann"))
        #expect(text.contains("\nAnn          1     1       0       9\n"))
        let markdown = RunExport.export(try Self.run(), format: .md, dates: LocalDateFormat(fixedOffsetSeconds: 3600))
        #expect(markdown.contains("2025-11-21T08:00:00.000Z (2025-11-21 09:00 local) · winners stay"))
        #expect(markdown.contains("| 1 | game0001 | Team Ann (Ann, Bob, Cy, \"C\") | 15-11 |"))
    }

    @Test func csvIsOneTableARowPerPlayerPerGame() throws {
        let lines = RunExport.export(try Self.run(), format: .csv).split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[0] == "run,game_number,game_id,side,team,player,points,team_score,opponent_score,won")
        #expect(lines[3] == "run00001,1,game0001,home,Team Ann,\"Cy, \"\"C\"\"\",0,15,11,1")
        #expect(lines[6] == "run00001,1,game0001,away,Team Dee,Flo,1,11,15,0")
    }

    @Test func jsonIsOneObjectThatParses() throws {
        let json = RunExport.export(try Self.run(), format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["run"] as? String == "run00001" && object["ended"] as? Bool == false)
        let games = try #require(object["games"] as? [[String: Any]])
        #expect(games.count == 1 && games[0]["winner"] as? String == "home")
        let players = try #require(object["players"] as? [[String: Any]])
        #expect(players.first?["name"] as? String == "Ann" && players.first?["points"] as? Int == 9)
    }
}
