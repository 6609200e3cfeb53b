import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import CourtsideStore
import CourtsideTesting
import Foundation
import Testing

/// `players`, `player` and `leaders` from a league: the same games scored into libraries that
/// push to a real PostgreSQL and into one local library say the same, column for column, in
/// every format; a league that is down is one line and exit 1.
@Suite("League season end to end", .serialized)
struct SeasonEndToEndTests {
    /// Noon (UTC) of 2023-11-14: game n is created n days later, so `--since` splits them in any time zone.
    private static let firstDayMs: Int64 = 1_699_963_200_000

    /// `count` seeded random games among a few names (two spellings of some, a bench on each team,
    /// one name on both teams now and then): undos, redos, corrections, team calls and
    /// substitutions, most of them won.
    private static func games(_ count: Int, seed: UInt64) throws -> [Game] {
        var random = SplitMix64(seed: seed)
        let pool = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "ann", "BOB", "Ivy"]
        return try (0..<count).map { n in
            var teams: [[String]] = [[], []]
            for side in 0..<2 {
                while teams[side].count < 4 {
                    let name = pool[Int(random.next() % UInt64(pool.count))]
                    if !teams[side].contains(where: { $0.lowercased() == name.lowercased() }) {
                        teams[side].append(name)
                    }
                }
            }
            let header = try GameHeader(
                id: GameID(rawValue: "season\(n)")!, home: Team(side: .home, name: "Home \(n)", playerNames: teams[0]),
                away: Team(side: .away, name: "Away \(n)", playerNames: teams[1]),
                rules: Rules(target: 15, winBy: 2, shots: n % 2 == 0 ? .twosAndThrees : .onesAndTwos),
                createdMs: firstDayMs + Int64(n) * 86_400_000)
            return try RandomGame.make(
                count: 260, seed: random.next(), header: header, corrections: true, teamCalls: true,
                substitutions: true)
        }
    }

    /// A won game with a rename (Ann is Annie from her second play on) and a late arrival (Zed,
    /// who comes on for Bob and scores), which the random games do not make.
    private static func namesGame() throws -> Game {
        let header = try GameHeader(
            id: GameID(rawValue: "season99")!,
            home: Team(side: .home, name: "Names", playerNames: ["Ann", "Bob", "Cy"]),
            away: Team(side: .away, name: "Others", playerNames: ["Dee", "Eve", "Flo"]),
            rules: Rules(target: 7, winBy: 1, shots: .onesAndTwos), createdMs: firstDayMs + 20 * 86_400_000)
        var game = Game(header: header)
        let ann = PlayerID(side: .home, number: 1)
        let zed = PlayerID(side: .home, number: 4)
        _ = try GameFixtures.play(
            &game,
            [
                .move(ann, .twoPoints), .rename(ann, name: "Annie"), .move(ann, .twoPoints),
                .join(.home, name: "Zed"), .substitution(off: PlayerID(side: .home, number: 2), on: zed),
                .move(PlayerID(side: .away, number: 1), .twoPoints), .move(zed, .twoPoints), .undo, .redo,
                .move(zed, .rebound), .move(ann, .twoPoints),
            ])
        return game
    }

    /// A new library folder holding `games`, each written through the store's recorder a few
    /// events at a time, as the board saves them.
    private static func library(_ games: [Game]) throws -> String {
        let folder = NSTemporaryDirectory() + "courtside-season-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let library = FileGameLibrary(folder: folder)
        for game in games {
            let session = try library.create(game.header)
            var start = 0
            while start < game.events.count {
                let end = min(start + 5, game.events.count)
                try session.recorder.record(Array(game.events[start..<end]))
                start = end
            }
            session.recorder.close()
        }
        return folder
    }

    @Test(
        "random games in two courts' libraries pushed to a league, and in one library: the same players, leaders and player pages"
    )
    func leagueSaysWhatTheLibrarySays() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let url = cluster.url()
        #expect(try Binary.run(["league", "init", "--league", url]).status == 0)
        let games = try Self.games(16, seed: 45) + [try Self.namesGame()]
        #expect(games.last?.state.winner == .home)
        #expect(games.filter { $0.state.winner != nil }.count >= 6, "many games are won")
        let courtA = try Self.library(Array(games[0..<8]))
        let courtB = try Self.library(Array(games[8...]))
        let local = try Self.library(games)
        defer { for folder in [courtA, courtB, local] { try? FileManager.default.removeItem(atPath: folder) } }
        for (folder, court) in [(courtA, "A"), (courtB, "B")] {
            let push = try Binary.run(["league", "push", "--library", folder, "--league", url, "--court", court])
            #expect(push.status == 0, "\(push.stderr)")
        }
        let commands: [[String]] = [
            ["players", "--json"], ["players", "--csv"], ["players"],
            ["leaders", "--json"], ["leaders", "--csv", "--by", "plus_minus"], ["leaders", "--by", "rating"],
            ["leaders", "--json", "--since", "2023-11-20", "--min-games", "2"], ["leaders", "--csv", "--by", "tpg"],
            ["player", "ann", "--json"], ["player", "Bob", "--csv"], ["player", "cy"], ["player", "Ivy", "--json"],
            ["player", "Annie", "--json"], ["player", "zed"],
        ]
        for command in commands {
            // Twice from the library: the second takes the index's sums, as a warm `leaders` does.
            let fromLibrary = try Binary.run(command + ["--library", local], environment: ["COURTSIDE_LEAGUE": ""])
            let fromLibraryAgain = try Binary.run(
                command + ["--library", local], environment: ["COURTSIDE_LEAGUE": ""])
            let fromLeague = try Binary.run(command + ["--library", courtA], environment: ["COURTSIDE_LEAGUE": url])
            #expect(fromLibrary.status == 0 && fromLeague.status == 0, "\(command): \(fromLeague.stderr)")
            #expect(fromLibrary.stdout.count > 100, "\(command) says something: \(fromLibrary.stdout)")
            #expect(fromLeague.stdout == fromLibrary.stdout, "\(command)")
            // The warnings too: a name on both teams of a game, left out of that name's stats there.
            #expect(fromLeague.stderr == fromLibrary.stderr, "\(command)")
            #expect(fromLibrary.stderr.contains("is on both teams of"), "\(command): \(fromLibrary.stderr)")
            if command.contains("zed") { #expect(fromLeague.stdout.contains("season99")) }
            #expect(fromLibraryAgain.stdout == fromLibrary.stdout, "\(command)")
        }
        // The league's: every court's players, not the library given.
        let courtAOnly = try Binary.run(
            ["players", "--json", "--library", courtA], environment: ["COURTSIDE_LEAGUE": ""])
        let league = try Binary.run(["players", "--json", "--league", url])
        #expect(courtAOnly.stdout != league.stdout)
    }

    @Test("a league that is down or not set up: players, player and leaders say one line and exit 1")
    func leagueDownIsOneLine() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let bare = try Binary.run(["players", "--league", cluster.url()])
        #expect(bare.status == 1)
        #expect(bare.stderr == "courtside: the league database has no league schema yet: run `courtside league init`\n")
        cluster.stop()
        for command in [["players"], ["player", "Ann"], ["leaders", "--json"]] {
            let down = try Binary.run(command, environment: ["COURTSIDE_LEAGUE": cluster.url()])
            #expect(down.status == 1, "\(command)")
            #expect(down.stderr.hasPrefix("courtside: league database unreachable: "), "\(command): \(down.stderr)")
            #expect(down.stderr.split(separator: "\n").count == 1, "\(command): \(down.stderr)")
            #expect(down.stdout.isEmpty)
        }
    }
}
