import Foundation
import Testing

/// `players`, `player`, `leaders`, `players merge` and `rename` in the real binary, on a small
/// library of saved games, with the bad input of issue 30 item 7.
@Suite("Players and stats")
struct PlayersEndToEndTests {
    let library = TmuxSession.makeTemporaryFolder()

    /// A finished game `id` created on day `day` of November 2025: home `home` (their first player
    /// scores `homeTwos` 2-pointers) against away `away` (their third `awayOnes` 1-pointers), after
    /// the `sheet` plays (player id and move: `stl`, `to`, …; then the file is format 4).
    private func game(
        _ id: String, day: Int, home: [String], away: [String], homeTwos: Int, awayOnes: Int,
        sheet: [(String, String)] = []
    ) throws {
        let created = 1_761_955_200_000 + Int64(day - 1) * 86_400_000
        func team(_ side: String, _ name: String, _ players: [String]) -> String {
            let list = players.enumerated().map { #"{"id":"\#(side).\#($0 + 1)","name":"\#($1)"}"# }
            return #""\#(side)":{"side":"\#(side)","name":"\#(name)","players":[\#(list.joined(separator: ","))]}"#
        }
        var lines = [
            #"{"format":\#(sheet.isEmpty ? 2 : 4),"id":"\#(id)","created":\#(created),"rules":{"target":15,"winBy":2},"#
                + team("home", "Hawks", home) + "," + team("away", "Bulls", away) + "}",
            #"{"seq":1,"type":"start","clock":0,"wall":\#(created + 1000)}"#,
        ]
        var seq = 1
        for (count, player, move) in sheet.map({ (1, $0, $1) }) + [
            (awayOnes, "away.3", "1pt"), (homeTwos, "home.1", "2pt"),
        ] {
            for _ in 0..<count {
                seq += 1
                lines.append(
                    #"{"seq":\#(seq),"type":"move","player":"\#(player)","move":"\#(move)","#
                        + #""clock":\#(seq * 1000),"wall":\#(created + 1000 + Int64(seq) * 1000)}"#)
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: "\(library)/\(id).jsonl", atomically: true, encoding: .utf8)
    }

    /// Three finished games among Ann, Bob, Cy, Dee, Eve, Flo (and "ann" once), one with Jon, one
    /// with Evan.
    private func threeGames() throws {
        try game("game1", day: 1, home: ["Ann", "Bob", "Cy"], away: ["Dee", "Eve", "Flo"], homeTwos: 8, awayOnes: 5)
        try game("game2", day: 3, home: ["Dee", "Bob", "Jon"], away: ["Eve", "Cy", "ann"], homeTwos: 0, awayOnes: 15)
        try game("game3", day: 5, home: ["Flo", "Evan", "Cy"], away: ["Ann", "Bob", "Dee"], homeTwos: 8, awayOnes: 3)
    }

    private func run(_ arguments: [String]) throws -> ChildProcess.Result {
        try Binary.run(arguments + ["--library", library])
    }

    @Test("players, player and leaders, as a table, JSON and CSV")
    func tables() throws {
        try threeGames()
        let players = try run(["players"])
        #expect(players.status == 0, "\(players.stderr)")
        let lines = players.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("PLAYER  GP  W-L") == true)
        let ann = try #require(lines.first { $0.hasPrefix("Ann ") })
        // Ann: game1 won 16-5 (8 two-pointers, 16 points), game2 (as "ann") 15 points won, game3 lost.
        #expect(ann.contains(" 3  2-1 ") && ann.contains("10.3"), "\(ann)")
        #expect(
            lines.last?.hasPrefix("RATING: Elo from results of games on court") == true, "what a rating is, under it")
        let json = try run(["players", "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let annObject = try #require(objects.first { $0["player"] as? String == "Ann" })
        #expect(annObject["points"] as? Int == 31 && annObject["games"] as? Int == 3)
        let csv = try run(["players", "--csv"])
        #expect(csv.stdout.hasPrefix("player,number,games,wins,losses,points,ppg,"))
        #expect(csv.stdout.split(separator: "\n").count == 9, "a header and eight players")

        let page = try run(["player", "ANN"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix("Ann\n3 games, 2-1"))
        #expect(page.stdout.contains("best games") && page.stdout.contains("game log"))
        let log = try run(["player", "ann", "--csv"])
        #expect(log.stdout.split(separator: "\n").count == 4)
        #expect(log.stdout.hasPrefix("date,game,team,opponent,result,"))

        let leaders = try run(["leaders", "--by", "points", "--min-games", "2"])
        #expect(leaders.status == 0)
        #expect(leaders.stdout.split(separator: "\n")[1].contains("Ann"), "\(leaders.stdout)")
        #expect(!leaders.stdout.contains("Jon"), "one game is fewer than 2")
        #expect(leaders.stdout.contains("\n\nRATING: Elo from results of games on court"), "\(leaders.stdout)")
        let since = try run(["leaders", "--since", "2025-11-04", "--csv"])
        #expect(since.stdout.split(separator: "\n").count == 7, "game3's six players")
    }

    @Test("merge and rename write the registry; the stats follow")
    func mergeAndRename() throws {
        try threeGames()
        let rename = try run(["players", "rename", "jon", "John"])
        #expect(rename.status == 0 && rename.stdout == "renamed Jon to John (1 game)\n", "\(rename.stderr)")
        #expect(try run(["player", "John"]).stdout.hasPrefix("John (#1; also Jon)\n"))
        let together = try run(["players", "merge", "Ann", "Bob"])
        #expect(together.status == 2)
        #expect(together.stderr.contains("Ann and Bob both played in game game1"))
        let merge = try run(["players", "merge", "John", "Flo"])
        #expect(merge.status == 0, "\(merge.stderr)")
        let flo = try run(["player", "flo"])
        #expect(flo.stdout.hasPrefix("John (#1; also Flo, Jon)\n3 games"), "\(flo.stdout)")
        let registry = try String(contentsOfFile: library + "/player-registry.jsonl", encoding: .utf8)
        #expect(registry.split(separator: "\n").count == 5, "header, Jon, rename, Flo, merge")
        let mode = try FileManager.default.attributesOfItem(atPath: library + "/player-registry.jsonl")[
            .posixPermissions]
        #expect(mode as? Int == 0o600)
    }

    @Test(
        "bad input: unknown and ambiguous names say the candidates; merging with himself; bad flags",
        arguments: [
            (["player", "Zed"], Int32(1), "no player called \"Zed\""),
            (["player", "e"], 1, "\"e\" could be any of these"),
            (["player", "#9"], 1, "no player called \"#9\""),
            (["players", "merge", "ann", "ANN"], 2, "cannot merge Ann with Ann: they are one player already"),
            (["players", "rename", "Ann", "Bob"], 2, "Bob is another player"),
            (["players", "rename", "Ann", "A\u{7}nn"], 2, "control characters"),
            (["players", "rename", "Ann", String(repeating: "x", count: 41)], 2, "longer than 40"),
            (["leaders", "--by", "height"], 2, "--by must be one of"),
            (["leaders", "--since", "2025-02-30"], 2, "--since must be a day"),
            (["leaders", "--min-games", "0"], 2, "--min-games must be 1…10000"),
            (["players", "--json", "--csv"], 2, "--json and --csv cannot be used together"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        try threeGames()
        let result = try run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: library + "/player-registry.jsonl"), "nothing written")
    }

    /// Issue 43: steals, blocks and turnovers vanished after the game (`--by steals` was refused),
    /// and `courtside player jose` found no José.
    @Test("the stat sheet carries into leaders and player; a typed name matches without accents or capitals")
    func statSheetAndAccents() throws {
        try game(
            "game1", day: 1, home: ["José", "Bob", "Cy"], away: ["Dee", "Eve", "Dvořák"], homeTwos: 8, awayOnes: 5,
            sheet: [("home.1", "stl"), ("home.1", "stl"), ("away.1", "to"), ("home.2", "blk"), ("away.2", "oreb")])
        let leaders = try run(["leaders", "--by", "steals"])
        #expect(leaders.status == 0, "\(leaders.stderr)")
        let lines = leaders.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("STL") == true, "\(leaders.stdout)")
        #expect(lines.count > 1 && lines[1].hasPrefix("   1  José") && lines[1].contains(" 2 "), "\(leaders.stdout)")
        let warm = try run(["leaders", "--by", "steals"])
        #expect(warm.stdout == leaders.stdout, "the index's sums say what the files say")
        let csv = try run(["leaders", "--by", "blocks", "--csv"])
        #expect(csv.stdout.contains(",oreb,dreb,ftm,fta,ft_pct,steals,spg,blocks,bpg,turnovers,tpg,"))
        #expect(csv.stdout.split(separator: "\n")[1].contains("Bob"), "\(csv.stdout)")
        let jose = try run(["player", "jose"])
        #expect(jose.status == 0 && jose.stdout.hasPrefix("José\n"), "\(jose.stderr)")
        #expect(jose.stdout.contains("2 stl"), "\(jose.stdout)")
        #expect(try run(["player", "DVORAK"]).stdout.hasPrefix("Dvořák\n"))
        // Jose plays too: `jose` is either, and nothing is done.
        try game("game2", day: 2, home: ["Jose", "Bob", "Cy"], away: ["Dee", "Eve", "Flo"], homeTwos: 8, awayOnes: 0)
        let either = try run(["player", "jose"])
        #expect(either.status == 1 && either.stderr.contains("could be any of these"), "\(either.stderr)")
        #expect(either.stderr.contains("  Jose, 1 game") && either.stderr.contains("  José, 1 game"))
        let merge = try run(["players", "merge", "JOSE", "Bob"])
        #expect(merge.status == 1 && merge.stderr.contains("could be any of these"), "\(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: library + "/player-registry.jsonl"), "nothing written")
        let rename = try run(["players", "rename", "José", "José Luis"])
        #expect(rename.status == 0 && rename.stdout == "renamed José to José Luis (1 game)\n", "\(rename.stderr)")
        let renamed = try run(["players", "rename", "dvorak", "Antonín"])
        #expect(renamed.status == 0 && renamed.stdout == "renamed Dvořák to Antonín (1 game)\n", "\(renamed.stderr)")
    }

    @Test("an ambiguous name lists each candidate on a line of its own")
    func candidates() throws {
        try threeGames()
        let result = try run(["player", "e"])
        #expect(result.stderr.contains("\n  Evan, 1 game\n  Eve, 2 games\n"), "\(result.stderr)")
    }

    @Test("a damaged registry line is named; the stats still work, merge and rename refuse")
    func damagedRegistry() throws {
        try threeGames()
        #expect(try run(["players", "rename", "Jon", "John"]).status == 0)
        let file = library + "/player-registry.jsonl"
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"id\":5,\"seq\":3,\"type\":\"merge\"}\n".utf8))
        try handle.close()
        let players = try run(["players"])
        #expect(players.status == 0)
        #expect(players.stderr.contains("player-registry.jsonl:4: corrupt line"), "\(players.stderr)")
        #expect(players.stdout.contains("John"), "line 3, the rename, still counts")
        let merge = try run(["players", "merge", "Evan", "John"])
        #expect(merge.status == 1 && merge.stderr.contains("player-registry.jsonl:4"))
        #expect(try run(["list"]).status == 0, "everything else works")
    }

    @Test("the leaders screen in tmux: l from the list, ranked; s re-ranks by another column; Enter opens a page")
    func leadersScreen() throws {
        try threeGames()
        let tmux = try TmuxSession([], library: library)
        try tmux.waitFor("3 games")
        try tmux.type("l")
        var screen = try tmux.waitFor("Leaders")
        // Flo 21 points in 2 games (10.5 a game) leads Ann's 31 in 3 (10.3).
        let rows = screen.split(separator: "\n").map(String.init)
        let first = try #require(rows.firstIndex { $0.contains("PLAYER") && $0.contains("PTS/G▼") })
        #expect(rows[first + 1].contains("1") && rows[first + 1].contains("Flo") && rows[first + 1].contains("10.5"))
        #expect(rows[first + 2].contains("Ann") && rows[first + 2].contains("10.3"), "\(screen)")
        // GP is three columns left of PTS/G: sorted by games, Ann (3) leads and Flo keeps the selection.
        try tmux.send("Left", "Left", "Left")
        try tmux.type("s")
        screen = try tmux.waitFor("sorted by GP, highest first")
        let byGames = screen.split(separator: "\n").map(String.init)
        let heading = try #require(byGames.firstIndex { $0.contains("PLAYER") && $0.contains("GP▼") })
        #expect(byGames[heading + 1].contains("Ann"), "\(screen)")
        #expect(byGames.contains { $0.hasPrefix("▶") && $0.contains("Flo") }, "\(screen)")
        try tmux.send("Enter")
        screen = try tmux.waitFor("best games")
        #expect(screen.contains("2 games, 1-1"), "\(screen)")
        #expect(screen.contains("W 16-3") || screen.contains("W 16-"), "\(screen)")
        try tmux.type("q")
        try tmux.waitFor("GP▼")
        try tmux.type("q")
        try tmux.waitFor("3 games")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }
}
