import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// Issue 29 item 6: the FIBA LiveStats vocabulary, in the feed (messages that add, update and
/// delete actions) and in the export (the actions as the game stands).
@Suite("LiveStats messages")
struct LiveStatsTests {
    /// Every message of a game's log, as JSON objects.
    private func messages(_ game: Game) throws -> [[String: Any]] {
        var feed = LiveStatsFeed(gameID: game.header.id)
        var state = GameState(rules: game.header.rules)
        var objects: [[String: Any]] = []
        for event in game.events {
            let change = try state.apply(event)
            for message in feed.messages(for: change, state: state) {
                let line = message.json(header: game.header)
                #expect(line.hasPrefix("{\"livestats\":1,") && line.hasSuffix("}\n"))
                objects.append(try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]))
            }
        }
        return objects
    }

    @Test("corrections are update and delete messages naming the action; numbers run from 1")
    func corrections() throws {
        let game = try CorrectedGame.make()
        let all = try messages(game)
        #expect(all.map { $0["msgNumber"] as? Int } == Array(1...all.count))
        let summary = all.map { "\($0["msgType"] as! String) \($0["actionNumber"] as! Int)" }
        #expect(
            summary == [
                "action 2", "action 3", "action 4", "update 2", "delete 3", "action 7", "action 8", "update 8",
                "update 8", "action 11", "delete 11",
            ])
        #expect(all[3]["actionType"] as? String == "freethrow" && all[3]["playerId"] as? String == "home.2")
        #expect(all[4]["actionType"] is NSNull && all[4]["scoreAway"] as? Int == 1)
        #expect(all[5]["clockMs"] as? Int == 15_000 && all[5]["insertedBefore"] as? Int == 4)
    }

    /// A reader that applies the messages to a table of actions ends with the game as it stands.
    @Test("applying every message gives the play-by-play as it stands", arguments: 1...6)
    func consumerAgrees(seed: Int) throws {
        let rules = seed.isMultiple(of: 2) ? try Rules(target: 21, winBy: 2, shots: .twosAndThrees) : nil
        let game = try RandomGame.make(
            count: 500, seed: UInt64(seed), header: GameFixtures.header(id: "ls00000\(seed)", target: 21),
            rules: rules, corrections: true)
        var actions: [Int: [String: Any]] = [:]
        var last: [String: Any] = [:]
        for message in try messages(game) {
            let number = message["actionNumber"] as! Int
            if message["msgType"] as? String == "delete" { actions[number] = nil } else { actions[number] = message }
            last = message
        }
        // The plays' lines: a team's shot-clock violation is a line of the play-by-play, no player's action.
        let standing = StandingPlays.lines(in: game.state).filter { !$0.isViolation }
        #expect(Set(actions.keys) == Set(standing.map(\.play)))
        for line in standing {
            let action = try #require(actions[line.play])
            let move = try #require(line.move)
            #expect(action["playerId"] as? String == line.player?.rawValue)
            #expect(action["actionType"] as? String == LiveStatsMessage.actionType(move, rules: game.header.rules))
        }
        if !last.isEmpty {
            #expect(
                last["scoreHome"] as? Int == game.state.homeScore && last["scoreAway"] as? Int == game.state.awayScore)
        }
    }

    @Test("actionType by the shot's value: freethrow for 1, 2pt, 3pt; success 1 or 0; the rest by name")
    func vocabulary() throws {
        let pickup = try Rules(target: 15, winBy: 2)
        let threes = try Rules(target: 21, winBy: 2, shots: .twosAndThrees)
        #expect(LiveStatsMessage.actionType(.onePoint, rules: pickup) == "freethrow")
        #expect(LiveStatsMessage.actionType(.twoPointMiss, rules: pickup) == "2pt")
        #expect(LiveStatsMessage.actionType(.onePoint, rules: threes) == "2pt")
        #expect(LiveStatsMessage.actionType(.twoPoints, rules: threes) == "3pt")
        #expect(
            [Move.assist, .rebound, .foul].map { LiveStatsMessage.actionType($0, rules: pickup) } == [
                "assist", "rebound", "foul",
            ])
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .twoPointMiss), .move(GameFixtures.shaq, .rebound)])
        let all = try messages(game)
        #expect(all[0]["success"] as? Int == 0 && all[0]["scoring"] as? Int == 1 && all[0]["teamNumber"] as? Int == 2)
        #expect(all[1]["success"] is NSNull && all[1]["scoring"] as? Int == 0 && all[1]["pno"] as? Int == 1)
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
