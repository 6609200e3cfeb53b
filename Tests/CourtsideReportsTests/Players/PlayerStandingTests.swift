import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// A warm `leaders` from the index's sums per name gives the table reading every game gives, and
/// declines when the sums cannot say who is who.
@Suite struct PlayerStandingTests {
    /// What the index's SQL gives for `records`: the finished games' lines summed per spelling.
    private static func sums(_ records: [GameRecord]) -> [NameTotals] {
        var lines: [String: [(GameRecord, GamePlayerLine)]] = [:]
        for record in records where record.summary.winner != nil {
            for line in record.lines { lines[line.name, default: []].append((record, line)) }
        }
        return lines.map { name, games in
            NameTotals(
                name: name, games: games.count, wins: games.filter { $0.0.summary.winner == $0.1.player.side }.count,
                counts: BoxCounts(
                    points: games.map(\.1.points).reduce(0, +), lowMade: games.map(\.1.lowMade).reduce(0, +),
                    lowMissed: games.map(\.1.lowMissed).reduce(0, +), highMade: games.map(\.1.highMade).reduce(0, +),
                    highMissed: games.map(\.1.highMissed).reduce(0, +), assists: games.map(\.1.assists).reduce(0, +),
                    rebounds: games.map(\.1.rebounds).reduce(0, +), fouls: games.map(\.1.fouls).reduce(0, +),
                    plusMinus: games.map(\.1.plusMinus).reduce(0, +),
                    offensiveRebounds: games.map(\.1.offensiveRebounds).reduce(0, +),
                    defensiveRebounds: games.map(\.1.defensiveRebounds).reduce(0, +),
                    freeThrowsMade: games.map(\.1.freeThrowsMade).reduce(0, +),
                    freeThrowsMissed: games.map(\.1.freeThrowsMissed).reduce(0, +),
                    turnovers: games.map(\.1.turnovers).reduce(0, +), steals: games.map(\.1.steals).reduce(0, +),
                    blocks: games.map(\.1.blocks).reduce(0, +)),
                firstCreatedMs: games.map(\.0.summary.createdMs).min()!,
                lastCreatedMs: games.map(\.0.summary.createdMs).max()!,
                lastActivityMs: games.map(\.0.summary.lastActivityMs).max()!)
        }
    }

    private static func ratings(_ directory: PlayerDirectory) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: directory.entries.values.map { ($0.identity.key, $0.rating) })
    }

    @Test(arguments: [
        "ppg", "points", "rebounds", "fg_pct", "plus_minus", "rating", "games", "steals", "spg", "blocks", "turnovers",
        "ft_pct", "oreb", "dreb",
    ])
    func theSumsGiveTheTableTheGamesGive(by key: String) throws {
        var registry = PlayerRegistry()
        try registry.apply(RegistryEntry(sequence: 1, wallMs: 0, kind: .player(id: 1, name: "Ann")))
        let records = SeasonRecords.season
        let directory = PlayerDirectory(records: records, registry: registry)
        let standings = try #require(
            PlayerStanding.fromSums(Self.sums(records), registry: registry, ratings: Self.ratings(directory)))
        #expect(
            PlayerTables.leaders(standings, by: key, minGames: 1)
                == PlayerTables.leaders(directory, by: key, minGames: 1, sinceMs: nil))
        #expect(
            PlayerTables.leaders(standings, by: key, minGames: 2)
                == PlayerTables.leaders(directory, by: key, minGames: 2, sinceMs: nil))
    }

    @Test func aRenameInsideANamesGamesOrOnePlayerUnderTwoNamesIsLeftToTheFullRead() throws {
        let records = SeasonRecords.season
        var renamed = PlayerRegistry()
        try renamed.apply(RegistryEntry(sequence: 1, wallMs: 0, kind: .player(id: 1, name: "Ann")))
        // Between Ann's October game and her November ones.
        try renamed.apply(
            RegistryEntry(sequence: 2, wallMs: SeasonRecords.october + 1, kind: .rename(id: 1, name: "Anna")))
        let ratings = Self.ratings(PlayerDirectory(records: records, registry: renamed))
        #expect(PlayerStanding.fromSums(Self.sums(records), registry: renamed, ratings: ratings) == nil)
        var merged = PlayerRegistry()
        try merged.apply(RegistryEntry(sequence: 1, wallMs: 0, kind: .player(id: 1, name: "Bob")))
        try merged.apply(RegistryEntry(sequence: 2, wallMs: 0, kind: .player(id: 2, name: "Cy")))
        try merged.apply(RegistryEntry(sequence: 3, wallMs: 0, kind: .merge(id: 2, into: 1)))
        #expect(
            PlayerStanding.fromSums(
                Self.sums(records), registry: merged,
                ratings: Self.ratings(PlayerDirectory(records: records, registry: merged))) == nil)
        #expect(PlayerStanding.fromSums(Self.sums(records), registry: PlayerRegistry(), ratings: [:]) == nil)
    }
}
