import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// Stats across games over random libraries: each player's totals are the sum of their lines in
/// each finished game's box score, whatever the registry says about who is who.
@Suite struct PlayerStatsPropertyTests {
    private static let pool = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy"]

    /// A library of `count` random games (corrections and clock sets included) among the pool.
    private static func library(count: Int, seed: UInt64) throws -> InMemoryGameLibrary {
        var generator = SplitMix64(seed: seed)
        let library = InMemoryGameLibrary()
        for n in 0..<count {
            var names = pool
            for index in names.indices.reversed() {
                names.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
            let header = try GameFixtures.header(
                id: "g\(seed)x\(n)", homePlayers: Array(names[0..<3]), awayPlayers: Array(names[3..<6]),
                target: 7 + Int(generator.next() % 8), createdMs: Int64(n) * 3_600_000)
            library.insert(
                try RandomGame.make(
                    count: 40 + Int(generator.next() % 300), seed: generator.next(), header: header, corrections: true,
                    clockSets: true))
        }
        return library
    }

    /// A player's sums over the finished games' box scores, found by name.
    private struct Sums: Equatable {
        var games = 0, wins = 0, points = 0, rebounds = 0, assists = 0, fouls = 0, made = 0, attempted = 0
        var plusMinus = 0
    }

    private static func boxSums(_ library: InMemoryGameLibrary, names: [String]) throws -> [String: Sums] {
        var sums: [String: Sums] = [:]
        for id in try library.gameIDs() {
            let game = try library.load(id).game
            let box = BoxScore(game: game)
            guard let winner = box.winner else { continue }
            for team in [Side.home, .away] {
                let margin = box.team(team).score - box.team(team.opponent).score
                for line in box.team(team).players {
                    guard let name = names.first(where: { $0.lowercased() == line.name.lowercased() }) else { continue }
                    var sum = sums[name, default: Sums()]
                    sum.games += 1
                    sum.wins += winner == team ? 1 : 0
                    sum.points += line.points
                    sum.rebounds += line.rebounds
                    sum.assists += line.assists
                    sum.fouls += line.fouls
                    sum.made += line.fieldGoalsMade
                    sum.attempted += line.fieldGoalsAttempted
                    sum.plusMinus += margin
                    sums[name] = sum
                }
            }
        }
        return sums
    }

    private static func sums(_ totals: PlayerTotals) -> Sums {
        Sums(
            games: totals.games, wins: totals.wins, points: totals.points, rebounds: totals.rebounds,
            assists: totals.assists, fouls: totals.fouls, made: totals.fieldGoalsMade,
            attempted: totals.fieldGoalsAttempted, plusMinus: totals.plusMinus)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func totalsAreTheSumOfEachGamesBoxScore(seed: UInt64) throws {
        let library = try Self.library(count: 12, seed: seed)
        let records = try library.records()
        let directory = PlayerDirectory(records: records.records, registry: PlayerRegistry())
        let expected = try Self.boxSums(library, names: Self.pool)
        #expect(Set(directory.entries.values.map(\.name)) == Set(expected.keys))
        for entry in directory.entries.values {
            #expect(Self.sums(PlayerTotals(entry.games)) == expected[entry.name], "\(entry.name), seed \(seed)")
        }
        // The ratings move points between teams and never make or lose any.
        let total = directory.entries.values.reduce(0) { $0 + $1.rating }
        #expect(abs(total - EloRatings.initial * Double(directory.entries.count)) < 1e-6)
    }

    @Test(arguments: [UInt64(6), 7, 8])
    func aMergeAddsUpBothPlayersAndARenameChangesNothingButTheName(seed: UInt64) throws {
        let library = try Self.library(count: 10, seed: seed)
        let records = try library.records().records
        let expected = try Self.boxSums(library, names: Self.pool)
        var registry = PlayerRegistry()
        // Registered now, so the claims cover every game (created before now).
        let now: Int64 = 1_000_000_000
        for (n, kind) in [
            RegistryEntry.Kind.player(id: 1, name: "Ann"), .player(id: 2, name: "Bob"), .merge(id: 2, into: 1),
            .rename(id: 1, name: "Annabel"),
        ].enumerated() {
            try registry.apply(RegistryEntry(sequence: n + 1, wallMs: now, kind: kind))
        }
        let directory = PlayerDirectory(records: records, registry: registry)
        let merged = try #require(directory.entries[.registered(1)])
        #expect(merged.name == "Annabel")
        // Ann and Bob in one game would be one player twice: those games are left out of the sum.
        let clashes = Set(directory.clashes.map(\.game))
        let finishedTogether = records.filter { record in
            record.summary.winner != nil
                && ["ann", "bob"].allSatisfy { name in record.lines.contains { $0.name.lowercased() == name } }
        }
        #expect(Set(finishedTogether.map(\.summary.id)) == clashes)
        var sum = Sums()
        for game in merged.games {
            #expect(!clashes.contains(game.summary.id))
        }
        for name in ["Ann", "Bob"] {
            let other = try #require(expected[name])
            sum.games += other.games
            sum.points += other.points
        }
        let clashedPoints = records.filter { clashes.contains($0.summary.id) }.flatMap(\.lines)
            .filter { ["ann", "bob"].contains($0.name.lowercased()) }
        let totals = PlayerTotals(merged.games)
        #expect(totals.games == sum.games - clashedPoints.count)
        #expect(totals.points == sum.points - clashedPoints.reduce(0) { $0 + $1.points })
    }
}
