import CourtsideCore
import Testing

@Suite("Teams and names")
struct TeamTests {
    @Test("names are trimmed; empty, duplicate, over-long and control names are refused")
    func validation() throws {
        let team = try Team(side: .home, name: "  Ballerz ", playerNames: [" Shaq", "A.I.", "T-Mac"])
        #expect(team.name == "Ballerz")
        #expect(team.players.map(\.name) == ["Shaq", "A.I.", "T-Mac"])
        #expect(team.players.map(\.id.rawValue) == ["home.1", "home.2", "home.3"])
        #expect(throws: SetupError.emptyName("home team name")) {
            try Team(side: .home, name: "  ", playerNames: ["a", "b", "c"])
        }
        #expect(throws: SetupError.wrongPlayerCount(side: .away, count: 2)) {
            try Team(side: .away, name: "X", playerNames: ["a", "b"])
        }
        #expect(throws: SetupError.duplicatePlayer(side: .home, name: "shaq")) {
            try Team(side: .home, name: "X", playerNames: ["Shaq", "b", "shaq"])
        }
        #expect(throws: SetupError.controlCharacters("home player 2 name")) {
            try Team(side: .home, name: "X", playerNames: ["a", "b\u{1B}[2J", "c"])
        }
        #expect(throws: SetupError.nameTooLong("home team name", limit: 40)) {
            try Team(side: .home, name: String(repeating: "x", count: 41), playerNames: ["a", "b", "c"])
        }
    }

    @Test("unicode names are kept as typed")
    func unicode() throws {
        let team = try Team(side: .away, name: "東京 🏀", playerNames: ["José", "Zoë", "李小龍"])
        #expect(team.name == "東京 🏀")
        #expect(team.players[2].name == "李小龍")
    }

    @Test("both teams with one name are refused")
    func sameNames() throws {
        let home = try Team(side: .home, name: "Same", playerNames: ["a", "b", "c"])
        let away = try Team(side: .away, name: "same", playerNames: ["d", "e", "f"])
        #expect(throws: SetupError.sameTeamNames("Same")) {
            try GameHeader(id: GameID(rawValue: "abc")!, home: home, away: away, rules: .standard, createdMs: 0)
        }
    }

    @Test("game ids are short, lowercase and safe as file names")
    func gameIDs() {
        for _ in 0..<100 {
            let id = GameID.generate()
            #expect(id.rawValue.count == GameID.generatedLength)
            #expect(GameID(rawValue: id.rawValue) == id)
        }
        #expect(GameID(rawValue: "../etc") == nil)
        #expect(GameID(rawValue: "ABC") == nil)
        #expect(GameID(rawValue: "") == nil)
        #expect(GameID(rawValue: "a/b") == nil)
    }
}
