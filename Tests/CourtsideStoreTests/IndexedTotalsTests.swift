import CourtsideCore
import CourtsideStoreTesting
import CourtsideTesting
import Foundation
import Testing

@testable import CourtsideStore

/// A warm `leaders`: the totals summed in the index's SQL equal the sums of the games' lines read
/// one by one, and the index answers only while every game file is as indexed.
@Suite struct IndexedTotalsTests {
    /// A clock a minute ahead of the files, so every game counts as settled.
    private static let later: @Sendable () -> Int64 = { FileGameLibrary.systemWallClockNs() + 60_000_000_000 }

    /// Seeded random games among a few names (one spelled two ways), most of them finished.
    private static func library(games count: Int, seed: UInt64) throws -> (FileGameLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let library = FileGameLibrary(folder: folder.path, wallClockNs: later)
        var random = SplitMix64(seed: seed)
        let pool = ["Ann", "ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]
        for n in 0..<count {
            var names: [String] = []
            while names.count < 6 {
                let name = pool[Int(random.next() % UInt64(pool.count))]
                if !names.contains(where: { $0.lowercased() == name.lowercased() }) { names.append(name) }
            }
            let header = try GameHeader(
                id: GameID(rawValue: "game\(n)")!, home: Team(side: .home, name: "H", playerNames: Array(names[0..<3])),
                away: Team(side: .away, name: "A", playerNames: Array(names[3..<6])),
                // Every third game of 2s and 3s, where a 1 is a free throw.
                rules: Rules(target: 7, winBy: 2, shots: n % 3 == 0 ? .twosAndThrees : .onesAndTwos),
                createdMs: 1_000 * Int64(n))
            let game = try RandomGame.make(count: 60, seed: random.next(), header: header, corrections: true)
            _ = try GameFileWriter.write(game, into: library)
        }
        return (library, folder)
    }

    /// Every name's sums from the records, the finished games only.
    private static func expected(_ records: LibraryRecords, sinceMs: Int64? = nil) -> [String: [Int]] {
        var sums: [String: [Int]] = [:]
        for record in records.records {
            guard let winner = record.summary.winner, record.summary.createdMs >= (sinceMs ?? .min) else { continue }
            // A player on the bench all game has no game there.
            for line in record.lines where line.played {
                let row = [
                    1, line.player.side == winner ? 1 : 0, line.points, line.lowMade, line.lowMissed, line.highMade,
                    line.highMissed, line.assists, line.rebounds, line.fouls, line.plusMinus, line.offensiveRebounds,
                    line.defensiveRebounds, line.freeThrowsMade, line.freeThrowsMissed, line.turnovers, line.steals,
                    line.blocks,
                ]
                sums[line.name] = zip(sums[line.name] ?? Array(repeating: 0, count: row.count), row).map(+)
            }
        }
        return sums
    }

    private static func sums(_ totals: [NameTotals]) -> [String: [Int]] {
        Dictionary(
            uniqueKeysWithValues: totals.map {
                (
                    $0.name,
                    [
                        $0.games, $0.wins, $0.points, $0.lowMade, $0.lowMissed, $0.highMade, $0.highMissed,
                        $0.assists, $0.rebounds, $0.fouls, $0.plusMinus, $0.offensiveRebounds, $0.defensiveRebounds,
                        $0.freeThrowsMade, $0.freeThrowsMissed, $0.turnovers, $0.steals, $0.blocks,
                    ]
                )
            })
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func theSumsInSQLAreTheSumsOfTheLines(seed: UInt64) throws {
        let (library, folder) = try Self.library(games: 30, seed: seed)
        defer { folder.remove() }
        #expect(try library.indexedNameTotals(sinceMs: nil) == nil, "nothing indexed yet")
        let records = try library.records()
        let totals = try #require(try library.indexedNameTotals(sinceMs: nil))
        #expect(Self.sums(totals) == Self.expected(records))
        #expect(!totals.isEmpty)
        // The random games have every move: the stat sheet's counters are summed, not left at 0.
        #expect(totals.contains { $0.steals > 0 } && totals.contains { $0.freeThrowsMade > 0 })
        let since = try #require(try library.indexedNameTotals(sinceMs: 15_000))
        #expect(Self.sums(since) == Self.expected(records, sinceMs: 15_000))
    }

    /// The sums over all games are kept between runs (a warm `leaders` reads 14 rows, not 60,000):
    /// kept only for the games as indexed, so a game added or gone is summed again, never stale.
    @Test func theKeptSumsFollowEveryChangeToTheGames() throws {
        let (library, folder) = try Self.library(games: 30, seed: 1)
        defer { folder.remove() }
        _ = try library.records()
        let first = try #require(try library.indexedNameTotals(sinceMs: nil))
        #expect(Self.sums(first) == Self.expected(try library.records()))
        let index = try #require(LibraryIndex.open(folder: folder.path, files: library.files))
        #expect(try index.database.integer("SELECT count(*) FROM kept_name_totals") == Int64(first.count))
        #expect(try library.indexedNameTotals(sinceMs: nil) == first, "read from what was kept")
        let header = try GameHeader(
            id: GameID(rawValue: "added")!, home: Team(side: .home, name: "H", playerNames: ["Ann", "Bob", "Cy"]),
            away: Team(side: .away, name: "A", playerNames: ["Dee", "Eve", "Flo"]), rules: Rules(target: 2, winBy: 1),
            createdMs: 99_000)
        let won = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 0, wallMs: 6)
            ])
        #expect(won.state.isFinished)
        _ = try GameFileWriter.write(won, into: library)
        let records = try library.records()
        let after = try #require(try library.indexedNameTotals(sinceMs: nil))
        #expect(Self.sums(after) == Self.expected(records))
        #expect(Self.sums(after) != Self.sums(first), "the new game's lines count")
        try FileManager.default.removeItem(atPath: library.path(of: header.id))
        _ = try library.records()
        #expect(try library.indexedNameTotals(sinceMs: nil) == first, "the game gone, the sums as before")
    }

    @Test func aChangedNewOrGoneFileSendsTheCallerToTheFiles() throws {
        let (library, folder) = try Self.library(games: 6, seed: 9)
        defer { folder.remove() }
        _ = try library.records()
        #expect(try library.indexedNameTotals(sinceMs: nil) != nil)
        // Touched: same bytes, another modification time.
        let path = library.path(of: GameID(rawValue: "game2")!)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: path)
        #expect(try library.indexedNameTotals(sinceMs: nil) == nil)
        _ = try library.records()
        #expect(try library.indexedNameTotals(sinceMs: nil) != nil, "read once, indexed again")
        try FileManager.default.removeItem(atPath: path)
        #expect(try library.indexedNameTotals(sinceMs: nil) == nil, "a game gone")
        _ = try library.records()
        try Data("not a game\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/game9.jsonl"))
        _ = try library.records()
        #expect(try library.indexedNameTotals(sinceMs: nil) == nil, "an unreadable game is said every time")
    }

    @Test func aGameWithOneNameTwiceIsNeverSummed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: Self.later)
        let header = try GameHeader(
            id: GameID(rawValue: "twice")!, home: Team(side: .home, name: "H", playerNames: ["Ann", "Bob", "Cy"]),
            away: Team(side: .away, name: "A", playerNames: ["ANN", "Dee", "Eve"]), rules: Rules(target: 2, winBy: 1),
            createdMs: 5)
        let game = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 0, wallMs: 6)
            ])
        _ = try GameFileWriter.write(game, into: library)
        _ = try library.records()
        #expect(try library.indexedNameTotals(sinceMs: nil) == nil)
    }

    @Test func aPlayerOnTheBenchAllGameIsSummedNoGame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: Self.later)
        let header = try GameHeader(
            id: GameID(rawValue: "bench")!,
            home: Team(side: .home, name: "H", playerNames: ["Ann", "Bob", "Cy", "Hal"]),
            away: Team(side: .away, name: "A", playerNames: ["Dee", "Eve", "Flo", "Ivy"]),
            rules: Rules(target: 2, winBy: 1), createdMs: 5)
        var game = Game(header: header)
        // Ivy comes on for Dee; Hal sits on the bench all game.
        _ = try GameFixtures.play(
            &game,
            [
                .substitution(off: PlayerID(side: .away, number: 1), on: PlayerID(side: .away, number: 4)),
                .move(PlayerID(side: .home, number: 1), .twoPoints),
            ])
        _ = try GameFileWriter.write(game, into: library)
        let records = try library.records()
        #expect(records.records.first?.lines.map(\.played) == [true, true, true, false, true, true, true, true])
        let totals = Self.sums(try #require(try library.indexedNameTotals(sinceMs: nil)))
        #expect(totals["Hal"] == nil, "no game, no win")
        #expect(totals["Ivy"]?.prefix(2) == [1, 0] && totals["Ann"]?.prefix(2) == [1, 1])
        #expect(totals == Self.expected(records))
        // The rows as read back from the index say the same.
        let again = try library.records()
        #expect(again.records.first?.lines.map(\.played) == [true, true, true, false, true, true, true, true])
    }

    @Test func ratingsAreKeptForExactlyTheGamesAndRegistryTheyWereLearnedFrom() throws {
        let (library, folder) = try Self.library(games: 4, seed: 4)
        defer { folder.remove() }
        _ = try library.records()
        #expect(library.keptRatings(registryEntries: 0) == nil)
        library.keepRatings(["#1": 1512.25, "name:bob": 1487.75], registryEntries: 0)
        #expect(library.keptRatings(registryEntries: 0) == ["#1": 1512.25, "name:bob": 1487.75])
        #expect(library.keptRatings(registryEntries: 1) == nil, "the registry has grown")
        let header = try GameHeader(
            id: GameID(rawValue: "another")!, home: Team(side: .home, name: "H", playerNames: ["Ann", "Bob", "Cy"]),
            away: Team(side: .away, name: "A", playerNames: ["Dee", "Eve", "Flo"]), rules: .standard, createdMs: 9)
        _ = try GameFileWriter.write(try Game(header: header, events: []), into: library)
        _ = try library.records()
        #expect(library.keptRatings(registryEntries: 0) == nil, "a game more")
    }
}
