import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// Issue 48: the FIBA LiveStats TV feed's messages. A reader written from the published feed
/// (actions by `actionNumber`, replaced whole when edited, dropped when `deleted`; the last
/// `boxscore` its totals) ends each random game, corrections and all, with courtside's box score.
@Suite("LiveStats TV feed")
struct LiveStatsTVFeedTests {
    /// What a reader of the feed keeps.
    private struct Reader {
        var actions: [Int: [String: Any]] = [:]
        var box: [String: Any] = [:]
        var status: [String: Any] = [:]
        var teams: [String: Any] = [:]
        var lastMessageID = 0

        mutating func read(_ message: LiveStatsTVMessage) throws {
            let object = try #require(JSONSerialization.jsonObject(with: Data(message.text.utf8)) as? [String: Any])
            #expect(object["type"] as? String == message.type.rawValue)
            if let id = object["messageId"] as? Int {
                #expect(id == lastMessageID + 1, "messageId runs from 1 in order")
                lastMessageID = id
            }
            switch object["type"] as? String {
            case "action":
                let number = try #require(object["actionNumber"] as? Int)
                if object["deleted"] as? Int == 1 { actions[number] = nil } else { actions[number] = object }
            case "boxscore": box = object
            case "status": status = object
            case "teams": teams = object
            default: break
            }
        }
    }

    /// Folds `game` through a feed into a reader; the feed too.
    private func read(_ game: Game) throws -> (Reader, LiveStatsTVFeed, GameState) {
        var feed = LiveStatsTVFeed(header: game.header)
        var reader = Reader()
        for message in feed.opening() { try reader.read(message) }
        var state = GameState(header: game.header)
        for event in game.events {
            let change = try state.apply(event)
            for message in feed.messages(for: change, state: state) { try reader.read(message) }
        }
        return (reader, feed, state)
    }

    /// The box's rows by team number and `pno` (0 the team's).
    private func rows(_ box: [String: Any]) throws -> [Int: [Int: [String: Any]]] {
        var rows: [Int: [Int: [String: Any]]] = [:]
        for team in try #require(box["teams"] as? [[String: Any]]) {
            let number = try #require(team["teamNumber"] as? Int)
            let total = try #require(team["total"] as? [String: Any])
            rows[number, default: [:]][0] = try #require(total["team"] as? [String: Any])
            for player in try #require(total["players"] as? [[String: Any]]) {
                rows[number, default: [:]][try #require(player["pno"] as? Int)] = player
            }
        }
        return rows
    }

    /// A box-score row as the feed's fields should carry it.
    private func expect(_ row: [String: Any]?, _ line: BoxLine, shots: ShotValues) throws {
        let row = try #require(row)
        let (low, high) = shots == .onesAndTwos ? ("One", "Two") : ("Two", "Three")
        let expected: [String: Int] = [
            "sPoints": line.points, "sFieldGoalsMade": line.fieldGoalsMade,
            "sFieldGoalsAttempted": line.fieldGoalsAttempted, "s\(low)PointersMade": line.onePoint,
            "s\(low)PointersAttempted": line.onePointAttempts, "s\(high)PointersMade": line.twoPoints,
            "s\(high)PointersAttempted": line.twoPointAttempts, "sFreeThrowsMade": line.sheet.freeThrows,
            "sFreeThrowsAttempted": line.sheet.freeThrowsAttempted,
            "sReboundsOffensive": line.sheet.offensiveRebounds, "sReboundsDefensive": line.sheet.defensiveRebounds,
            "sReboundsTotal": line.rebounds, "sAssists": line.assists, "sSteals": line.sheet.steals,
            "sBlocks": line.sheet.blocks, "sTurnovers": line.sheet.turnovers, "sFoulsPersonal": line.fouls,
        ]
        for (key, value) in expected { #expect(row[key] as? Int == value, "\(line.name) \(key)") }
        let minutes = try #require(row["sMinutes"] as? Double)
        #expect(Int((minutes * 100).rounded()) == Int(max(0, line.msOnCourt) / 600), "\(line.name) sMinutes")
    }

    @Test("a reader of the feed ends with courtside's box score and its plays, corrections and all", arguments: 1...8)
    func readerAgrees(seed: Int) throws {
        let rules: Rules? =
            seed.isMultiple(of: 2)
            ? try Rules(target: 21, winBy: 2, shots: .twosAndThrees).withShotClock(12_000) : nil
        let header = try GameFixtures.header(
            id: "tv00000\(seed)", homePlayers: ["Shaq", "A.I.", "T-Mac", "Penny Hardaway"],
            awayPlayers: ["Hakeem", "Air Carter", "Kobe", "Big Ben Wallace"], target: 21, createdMs: 1_763_712_000_000)
        let game = try RandomGame.make(
            count: 600, seed: UInt64(seed), header: header, rules: rules, corrections: true, clockSets: true,
            teamCalls: true, substitutions: true)
        let (reader, feed, state) = try read(game)
        #expect(state == game.state)
        let rows = try rows(reader.box)
        for side in Side.allCases {
            let box = TeamBox(team: game.header.team(side), state: state)
            let team = side == .home ? 1 : 2
            try expect(rows[team]?[0], box.total, shots: game.header.rules.shots)
            for (player, line) in zip(state.players(side), box.players) {
                try expect(rows[team]?[player.id.number], line, shots: game.header.rules.shots)
                #expect(rows[team]?[player.id.number]?["sPlusMinusPoints"] as? Int == line.plusMinus)
            }
            #expect(rows[team]?[0]?["sTurnoversTeam"] as? Int == state.violations(side))
        }
        let scores = try #require(reader.status["scores"] as? [[String: Any]])
        #expect(scores.map { $0["score"] as? Int } == [state.homeScore, state.awayScore])
        #expect(reader.status["status"] as? String == (state.isFinished ? "FINISHED" : "INPROGRESS"))
        #expect(reader.status["clockRunning"] as? Int == (state.isClockRunning ? 1 : 0))

        // Every play that stands is an action of its player's, in the feed's words; nothing else
        // of a player's is (a linked assist is the passer's own action, naming the basket).
        let standing = StandingPlays.lines(in: state).filter { !$0.isViolation }
        let plays = reader.actions.values.filter {
            !["assist", "substitution", "timeout"].contains($0["actionType"] as? String) && $0["pno"] != nil
                || ($0["actionType"] as? String == "assist" && $0["previousAction"] == nil)
        }
        #expect(plays.count == standing.count)
        for line in standing {
            let play = try #require(state.plays[line.play])
            let match = plays.filter {
                $0["pno"] as? Int == play.player.number
                    && $0["teamNumber"] as? Int == (play.player.side == .home ? 1 : 2)
                    && $0["actionType"] as? String == LiveStatsMessage.actionType(play.move, rules: state.rules)
            }
            #expect(!match.isEmpty, "play \(line.play) has its action")
        }
        let linked = reader.actions.values.filter {
            $0["actionType"] as? String == "assist" && $0["previousAction"] != nil
        }
        #expect(linked.count == state.plays.filter { $0.counts && $0.creditedAssist != nil }.count)

        // A client connecting now gets the same actions in the play-by-play.
        let snapshot = feed.snapshot(state)
        #expect(snapshot.map(\.type) == [.setup, .teams, .status, .playbyplay, .boxscore])
        #expect(snapshot.allSatisfy { $0.messageID == nil })
        let pbp = try #require(
            JSONSerialization.jsonObject(with: Data(snapshot[3].text.utf8)) as? [String: Any])
        let actions = try #require(pbp["actions"] as? [[String: Any]])
        #expect(actions.map { $0["actionNumber"] as? Int } == reader.actions.keys.sorted())
        let box = try #require(JSONSerialization.jsonObject(with: Data(snapshot[4].text.utf8)) as? [String: Any])
        var last = reader.box
        last["messageId"] = nil
        #expect(NSDictionary(dictionary: box) == NSDictionary(dictionary: last))
    }

    @Test("corrections: an edit is the action again whole under its number, a deletion says deleted")
    func corrections() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(
            &game,
            [
                .clockStarted, .move(GameFixtures.shaq, .twoPoints),
                .assist(play: 2, player: PlayerID(side: .home, number: 2)),
                .amend(play: 2, player: GameFixtures.shaq, move: .onePoint), .void(play: 2), .undo,
            ])
        var feed = LiveStatsTVFeed(header: game.header)
        var state = GameState(header: game.header)
        var actions: [[String: Any]] = []
        for event in game.events {
            let change = try state.apply(event)
            for message in feed.messages(for: change, state: state) where message.type == .action {
                actions.append(
                    try #require(JSONSerialization.jsonObject(with: Data(message.text.utf8)) as? [String: Any]))
            }
        }
        let summary = actions.map {
            "\($0["actionNumber"]!) \($0["actionType"]!)\($0["deleted"] != nil ? " deleted" : "")\($0["edited"] != nil ? " edited" : "")"
        }
        #expect(
            summary == [
                // The assist carries the score after it: the correction that changes it sends it again.
                "1 2pt", "2 assist", "1 1pt edited", "2 assist edited", "1 1pt deleted edited",
                "2 assist deleted edited", "1 1pt edited", "2 assist edited",
            ])
        #expect(actions[1]["previousAction"] as? Int == 1 && actions[1]["pno"] as? Int == 2)
        #expect(actions[2]["origMessageId"] as? Int == actions[0]["messageId"] as? Int)
        #expect(actions[0]["success"] as? Int == 1 && actions[0]["score1"] as? Int == 2)
    }

    @Test("a client's parameters: the types it names; anything malformed or unknown gets the defaults")
    func parameters() {
        func parse(_ text: String) -> LiveStatsParameters { LiveStatsParameters(message: Array(text.utf8)) }
        let asked = parse(#"{"type":"parameters","types":"se,ac,mi,te,sc,pbp,box","playbyplayOnConnect":1}"#)
        #expect(asked.types == Set(LiveStatsMessageType.allCases))
        #expect(asked.playByPlayOnConnect)
        let some = parse(#"{"type":"parameters","types":"ac, box","playbyplayOnConnect":"0"}"#)
        #expect(some.types == [.action, .boxscore, .ping] && !some.playByPlayOnConnect)
        for bad in [
            "", "{", "null", "[1,2]", #"{"type":"hello"}"#, #"{"type":"parameters","types":"mi,of"}"#,
            #"{"type":"parameters","types":7}"#, "\u{0}\u{1}garbage", String(repeating: "{", count: 10_000),
        ] {
            #expect(parse(bad).types == LiveStatsParameters.defaults.types, "\(bad.prefix(20))")
        }
        #expect(parse(#"{"type":"parameters","types":"ac","playbyplayOnConnect":true}"#).playByPlayOnConnect)
    }

    @Test("the feed's clock: the time left under a limit, MM:SS:CC; overtime counts up; shot clock left")
    func clock() throws {
        let rules = try Rules(target: 21, winBy: 2, timeLimitMs: 600_000).withShotClock(12_000)
        var game = Game(header: try GameFixtures.header(rules: rules))
        try GameFixtures.play(&game, [.clockStarted], clockMs: 0)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 63_450)
        var feed = LiveStatsTVFeed(header: game.header)
        let status = feed.snapshot(game.state)[2].text
        #expect(status.contains(#""clock":"08:56:55""#))
        #expect(status.contains(#""shotClock":"00:12:00""#))
        #expect(status.contains(#""clockRunning":1"#) && status.contains(#""possession":2"#))
        let setup = feed.opening()[0].text
        #expect(
            setup
                == #"{"type":"setup","messageId":1,"periods":{"number":1,"length":10.00,"extraTime":1,"extraTimeLength":0},"shotClock":12}"#
        )
    }
}
