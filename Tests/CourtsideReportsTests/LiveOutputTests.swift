import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

/// The words, the feed's lines and the overlay's texts for a game scored live.
@Suite("Live outputs")
struct LiveOutputTests {
    private func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// Every line of the feed of `game`, folded from the start.
    private func lines(_ game: Game) throws -> [String] {
        var state = GameState(rules: game.header.rules)
        let words = PlayWords(header: game.header)
        return try game.events.map { event in
            let change = try state.apply(event)
            return FeedLine(
                gameID: game.header.id, change: change, state: state, words: words
            ).json()
        }
    }

    @Test("the words: a play alone, the status line with the score, the final line, game point")
    func words() throws {
        var game = Game(header: try GameFixtures.header(target: 3))
        let words = PlayWords(header: game.header)
        let changes = try GameFixtures.play(
            &game, [.clockStarted, .move(GameFixtures.shaq, .twoPoints), .move(GameFixtures.kobe, .rebound), .undo])
        #expect(
            changes.map(words.play(for:)) == [
                "clock running", "Shaq: 2 points", "Kobe: rebound", "undid Kobe: rebound",
            ])
        #expect(words.statusText(for: changes[1], state: game.state) == "Shaq: 2 points  (Ballerz 2 - 0 Ringerz)")
        #expect(words.gamePointText(game.state) == "GAME POINT: Ballerz")
        let win = try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        #expect(words.statusText(for: win[0], state: game.state) == "FINAL: Ballerz win 4 - 0")
        #expect(words.finalText(game.state) == "FINAL: Ballerz win 4 - 0")
        #expect(words.gamePointText(game.state) == "", "a game that is won has no game point")
    }

    @Test("a feed line: \"feed\" first, then every documented key, nulls written out; one line with its newline")
    func feedLine() throws {
        let game = try GameFixtures.recorded()
        let all = try lines(game)
        #expect(all.count == game.events.count)
        for line in all {
            #expect(line.hasPrefix("{\"feed\":2,\"away\":"))
            #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
        }
        let first = try object(all[0])
        #expect(
            Set(first.keys) == [
                "feed", "game", "seq", "event", "clockMs", "clockText", "wall", "running", "status", "confirmed",
                "winner",
                "home", "away", "play", "text", "players", "rules", "possession",
            ])
        #expect(first["confirmed"] as? Bool == false)
        #expect(first["wall"] as? String == TimestampFormat.iso8601(ms: game.events[0].wallMs))
        #expect((first["home"] as? [String: Any])?["side"] as? String == "home")
        #expect(first["rules"] as? String == "to 7 · win by 2")
        #expect(first["winner"] is NSNull)
        #expect(first["status"] as? String == "running" && first["running"] as? Bool == true)
        #expect((first["players"] as? [Any])?.isEmpty == true)
        #expect((first["event"] as? [String: Any])?["type"] as? String == "start")

        let shot = try object(all[1])
        #expect(shot["play"] as? String == "Shaq: 2 points")
        #expect(shot["text"] as? String == "Shaq: 2 points  (Ballerz 2 - 0 Ringerz)")
        #expect(shot["clockMs"] as? Int == 4_300 && shot["clockText"] as? String == "00:04.3")
        let home = try #require(shot["home"] as? [String: Any])
        #expect(
            home["name"] as? String == "Ballerz" && home["score"] as? Int == 2 && home["gamePoint"] as? Bool == false)
        #expect(home["bonus"] as? Int == 0, "the bonus a team shoots, from the other's fouls")
        let players = try #require(shot["players"] as? [[String: Any]])
        #expect(players.count == 1)
        #expect(players[0]["id"] as? String == "home.1" && players[0]["name"] as? String == "Shaq")
        #expect(players[0]["side"] as? String == "home" && players[0]["team"] as? String == "Ballerz")
        #expect(players[0]["points"] as? Int == 2)
        #expect(players[0]["twoPoints"] as? Int == 1 && players[0]["fouls"] as? Int == 0)

        let last = try object(all[all.count - 1])
        let win = try object(all[all.count - 2])
        #expect(win["status"] as? String == "final" && win["winner"] as? String == "home")
        #expect(win["running"] as? Bool == true, "the automatic pause is the next line")
        #expect(win["text"] as? String == "FINAL: Ballerz win 7 - 1")
        #expect(last["running"] as? Bool == false && last["status"] as? String == "final")
        #expect((last["event"] as? [String: Any])?["type"] as? String == "pause")
    }

    @Test("a confirm in the feed: confirmed true on its line, false again after a correction")
    func confirmInTheFeed() throws {
        var game = try GameFixtures.recorded()
        try GameFixtures.play(&game, [.confirm(home: 7, away: 1), .move(GameFixtures.shaq, .rebound)])
        let all = try lines(game)
        let confirm = try object(all[all.count - 2])
        #expect(confirm["confirmed"] as? Bool == true && confirm["status"] as? String == "final")
        #expect((confirm["event"] as? [String: Any])?["type"] as? String == "confirm")
        #expect(confirm["play"] as? String == "final score confirmed: 7 - 1")
        let after = try object(all[all.count - 1])
        #expect(after["confirmed"] as? Bool == false && after["status"] as? String == "final")
    }

    @Test("a miss in the feed: the play says missed, attempts move and points do not; team fouls per team")
    func missAndTeamFouls() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .foul), .move(GameFixtures.kobe, .twoPointMiss)])
        let all = try lines(game)
        let miss = try object(all[1])
        #expect(miss["play"] as? String == "Kobe: missed 2")
        let player = try #require((miss["players"] as? [[String: Any]])?.first)
        #expect(player["twoPointAttempts"] as? Int == 1 && player["twoPoints"] as? Int == 0)
        #expect(player["onePointAttempts"] as? Int == 0 && player["points"] as? Int == 0)
        #expect((miss["away"] as? [String: Any])?["teamFouls"] as? Int == 1)
        #expect((miss["home"] as? [String: Any])?["teamFouls"] as? Int == 0)
    }

    @Test("names with quotes, backslashes and non-ASCII letters are JSON-escaped and read back exactly")
    func escapedNames() throws {
        var game = Game(
            header: try GameFixtures.header(
                home: #"The "Bal\lerz""#, homePlayers: ["Ünal", "A/I", "T-Mac"], away: "Ringerz"))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint)])
        let line = try lines(game)[0]
        #expect(line.contains(#""name":"The \"Bal\\lerz\"""#))
        let object = try object(line)
        #expect((object["home"] as? [String: Any])?["name"] as? String == #"The "Bal\lerz""#)
        #expect((object["players"] as? [[String: Any]])?.first?["name"] as? String == "Ünal")
        #expect(object["play"] as? String == "Ünal: 1 point")
    }

    @Test("an amended play that moved to another player lists both players' lines")
    func amendLines() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        try GameFixtures.play(&game, [.amend(play: 1, player: GameFixtures.kobe, move: .twoPoints)])
        let object = try object(try lines(game)[1])
        let players = try #require(object["players"] as? [[String: Any]])
        #expect(players.map { $0["id"] as? String } == ["home.1", "away.3"])
        #expect(players.map { $0["points"] as? Int } == [0, 2])
        #expect((object["away"] as? [String: Any])?["score"] as? Int == 2)
    }

    @Test("the overlay's files: names, scores, clock in tenths or seconds, status, last play, game point")
    func overlay() throws {
        var game = Game(header: try GameFixtures.header(target: 3))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        let words = PlayWords(header: game.header)
        let text = OverlayText(
            state: game.state, words: words, clockMs: 75_040, isClockRunning: true, lastPlay: "Shaq: 2 points",
            wholeSeconds: false)
        #expect(text.files.map(\.name) == OverlayText.fileNames)
        #expect(text.text(of: "home_name.txt") == "Ballerz" && text.text(of: "away_name.txt") == "Ringerz")
        #expect(text.text(of: "home_score.txt") == "2" && text.text(of: "away_score.txt") == "0")
        #expect(text.text(of: "score.txt") == "2 - 0")
        #expect(text.text(of: "clock.txt") == "01:15.0")
        #expect(text.text(of: "status.txt") == "RUNNING")
        #expect(text.text(of: "last_play.txt") == "Shaq: 2 points")
        #expect(text.text(of: "game_point.txt") == "GAME POINT: Ballerz")
        #expect(text.text(of: "nope.txt") == nil)
        let seconds = OverlayText(
            state: game.state, words: words, clockMs: 75_040, isClockRunning: false, lastPlay: "", wholeSeconds: true)
        #expect(seconds.text(of: "clock.txt") == "01:15" && seconds.text(of: "status.txt") == "PAUSED")
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        let final = OverlayText(
            state: game.state, words: words, clockMs: 0, isClockRunning: false, lastPlay: "", wholeSeconds: false)
        #expect(final.text(of: "status.txt") == "FINAL: Ballerz win" && final.text(of: "game_point.txt") == "")
        try GameFixtures.play(&game, [.confirm(home: 4, away: 0)])
        let confirmed = OverlayText(
            state: game.state, words: words, clockMs: 0, isClockRunning: false, lastPlay: "", wholeSeconds: false)
        #expect(confirmed.text(of: "status.txt") == "FINAL ✓: Ballerz win")
    }
}
