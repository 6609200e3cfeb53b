import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideStoreTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The one choice between the index's sums and reading every game, for `courtside leaders` and
/// the TUI's leaders table: both ways give the same table, and the TUI takes the index's way too.
@MainActor
@Suite struct LeaderStandingsTests {
    /// A library of `count` seeded random games among a few names, most of them finished.
    private static func library(games count: Int, seed: UInt64) throws -> TemporaryLibrary {
        let folder = try TemporaryLibrary()
        var random = SplitMix64(seed: seed)
        let pool = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]
        for n in 0..<count {
            var names: [String] = []
            while names.count < 6 {
                let name = pool[Int(random.next() % UInt64(pool.count))]
                if !names.contains(name) { names.append(name) }
            }
            let header = try GameHeader(
                id: GameID(rawValue: "game\(n)")!, home: Team(side: .home, name: "H", playerNames: Array(names[0..<3])),
                away: Team(side: .away, name: "A", playerNames: Array(names[3..<6])),
                // Every other game of 2s and 3s, where a 1 is a free throw.
                rules: Rules(target: 7, winBy: 2, shots: n % 2 == 0 ? .twosAndThrees : .onesAndTwos),
                createdMs: 1_000 * Int64(n))
            let game = try RandomGame.make(count: 240, seed: random.next(), header: header, corrections: true)
            _ = try GameFileWriter.write(game, into: folder.library)
        }
        return folder
    }

    /// Every column (the stat sheet's too), ranked by each of a few.
    private static func table(_ leaders: LeaderStandings) -> String {
        ["ppg", "steals", "blocks", "turnovers", "ft_pct", "oreb"].map {
            PlayerTables.leaders(leaders.standings, by: $0, minGames: 1).csv
        }.joined()
    }

    @Test("every game read, then the index's sums: the same leaders, since a day or not", arguments: [UInt64(1), 2])
    func bothWaysSameTable(seed: UInt64) throws {
        for sinceMs in [nil, Int64(6_000)] {
            let folder = try Self.library(games: 12, seed: seed)
            defer { folder.remove() }
            let slow = try LeaderStandings(reading: folder.library, sinceMs: sinceMs)
            let fast = try LeaderStandings(reading: folder.library, sinceMs: sinceMs)
            #expect(slow.players != nil, "the first read reads every game")
            #expect(fast.players == nil, "the next one takes the index's sums and the ratings the first kept")
            #expect(Self.table(fast) == Self.table(slow))
            #expect(PlayerTables.leaders(slow.standings, by: "ppg", minGames: 1).rows.count > 3)
            // The stat sheet's counters are there to agree on, not zeros on both sides.
            #expect(slow.standings.contains { $0.totals.steals > 0 && $0.totals.turnovers > 0 })
            #expect(slow.standings.contains { $0.totals.freeThrowsAttempted > 0 && $0.totals.offensiveRebounds > 0 })
        }
    }

    @Test("a game changed since it was indexed: every game is read again")
    func changedGameReadsEveryGame() throws {
        let folder = try Self.library(games: 4, seed: 5)
        defer { folder.remove() }
        _ = try LeaderStandings(reading: folder.library, sinceMs: nil)
        #expect(try LeaderStandings(reading: folder.library, sinceMs: nil).players == nil)
        let header = try folder.library.load(GameID(rawValue: "game0")!).game.header
        try folder.library.delete(header.id)
        _ = try GameFileWriter.write(try RandomGame.make(count: 80, seed: 9, header: header), into: folder.library)
        #expect(try LeaderStandings(reading: folder.library, sinceMs: nil).players != nil)
    }

    @Test("the TUI's leaders table takes the index's way, and shows what reading every game shows")
    func leadersTableTakesTheIndex() throws {
        let folder = try Self.library(games: 12, seed: 3)
        defer { folder.remove() }
        let source = LibraryPlayerStats(library: folder.library)
        let slow = PlayersViewModel(kind: .leaders, source: source)
        slow.reload()
        guard case .standings = try source.leaders() else {
            Issue.record("the second read of the leaders did not take the index's sums")
            return
        }
        let fast = PlayersViewModel(kind: .leaders, source: source)
        fast.reload()
        let rows = { (model: PlayersViewModel) in
            model.table.state.value.sections.flatMap(\.rows).map { $0.cells.map(\.text) }
        }
        #expect(rows(fast).count > 3)
        #expect(rows(fast) == rows(slow))
        // Grouping and a player's page read the games then.
        _ = fast.table.perform(.group)
        _ = slow.table.perform(.group)
        #expect(rows(fast) == rows(slow))
        fast.perform(.open)
        guard case .open(let entry) = fast.takeAction() else {
            Issue.record("Enter opened no player's page: \(fast.status.value)")
            return
        }
        #expect(!entry.games.isEmpty)
    }
}
