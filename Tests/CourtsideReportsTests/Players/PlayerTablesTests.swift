import CourtsideCore
import CourtsideReports
import CourtsideText
import Testing

/// The tables of `players`, `leaders` and `player`, the lookup of a name on the command line,
/// and the ratings.
@Suite struct PlayerTablesTests {
    /// A finished game `home` beat `away` by `homeScore`–`awayScore`, each player scoring their
    /// team's points in turn (1-point shots), created at `created`.
    private static func record(
        _ id: String, home: [String], away: [String], _ homeScore: Int, _ awayScore: Int, created: Int64 = 0
    ) -> GameRecord {
        let winner: Side = homeScore > awayScore ? .home : .away
        let summary = GameSummary(
            id: GameID(rawValue: id)!, location: id, homeName: "H", awayName: "A", homeScore: homeScore,
            awayScore: awayScore, status: .finished, eventCount: 1, createdMs: created, lastPlayedMs: created,
            clockMs: 0, winner: winner)
        func lines(_ side: Side, _ names: [String], _ score: Int, _ margin: Int) -> [GamePlayerLine] {
            names.enumerated().map { slot, name in
                let points = score / 3 + (slot < score % 3 ? 1 : 0)
                return GamePlayerLine(
                    player: PlayerID(side: side, number: slot + 1), name: name, points: points, lowMade: points,
                    lowMissed: 1, highMade: 0, highMissed: 0, assists: slot, rebounds: 2, fouls: 0,
                    plusMinus: margin)
            }
        }
        return GameRecord(
            summary: summary,
            lines: lines(.home, home, homeScore, homeScore - awayScore)
                + lines(.away, away, awayScore, awayScore - homeScore))
    }

    private static let records = [
        record("g1", home: ["Ann", "Bob", "Cy"], away: ["Dee", "Eve", "Flo"], 15, 10, created: 1_000),
        record("g2", home: ["ann", "Dee", "Gus"], away: ["Bob", "Eve", "Anna"], 15, 13, created: 2_000),
        record("g3", home: ["Flo", "Cy", "Eve"], away: ["Ann", "Gus", "Dee"], 9, 15, created: 3_000),
    ]

    @Test func playersAreMatchedByNameWhateverTheCaseAndAddUp() throws {
        let directory = PlayerDirectory(records: Self.records, registry: PlayerRegistry())
        let ann = try #require(directory.entries[.unregistered("ann")])
        #expect(ann.games.map(\.summary.id.rawValue) == ["g3", "g2", "g1"], "newest first")
        let totals = PlayerTotals(ann.games)
        #expect(totals.games == 3 && totals.wins == 3 && totals.losses == 0)
        #expect(totals.points == 5 + 5 + 5 && totals.plusMinus == 5 + 2 + 6)
        #expect(totals.fieldGoalRatio == 15.0 / 18.0)
        let table = PlayerTables.players(directory)
        #expect(table.rows.map { $0[0].text } == ["Ann", "Anna", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"])
        #expect(
            table.selecting(["player", "record", "ppg", "fg_pct", "plus_minus"]).rows[0].map(\.text)
                == ["Ann", "3-0", "5.0", "83.3", "+13"])
    }

    @Test func leadersRankByAColumnWithTiesMinimumGamesAndADate() {
        let directory = PlayerDirectory(records: Self.records, registry: PlayerRegistry())
        let byWins = PlayerTables.leaders(directory, by: "wins", minGames: 2, sinceMs: nil)
        let names = byWins.selecting(["rank", "player", "wins"]).rows.map { $0.map(\.text) }
        #expect(names.first == ["1", "Ann", "3"])
        #expect(!names.contains { $0[1] == "Anna" }, "one game is fewer than --min-games 2")
        // Equal wins share a rank.
        let ranks = names.map { $0[0] }
        for (offset, row) in names.enumerated().dropFirst() where row[2] == names[offset - 1][2] {
            #expect(ranks[offset] == ranks[offset - 1])
        }
        let recent = PlayerTables.leaders(directory, by: "points", minGames: 1, sinceMs: 2_500)
        #expect(recent.rows.allSatisfy { $0[3].text == "1" }, "only g3 counts")
        #expect(recent.csv.hasPrefix("rank,player,number,games,wins,losses,record,points,ppg,"))
    }

    @Test func aNameIsFoundOnlyWhenItIsOnePlayer() throws {
        var registry = PlayerRegistry()
        try registry.apply(RegistryEntry(sequence: 1, wallMs: 10_000, kind: .player(id: 1, name: "Flo")))
        try registry.apply(RegistryEntry(sequence: 2, wallMs: 10_000, kind: .rename(id: 1, name: "Florence")))
        let directory = PlayerDirectory(records: Self.records, registry: registry)
        #expect(try PlayerLookup.find("ANN", in: directory, registry: registry).name == "Ann", "exact beats prefix")
        #expect(try PlayerLookup.find("#1", in: directory, registry: registry).name == "Florence")
        #expect(try PlayerLookup.find("flo", in: directory, registry: registry).name == "Florence", "a former name")
        #expect(try PlayerLookup.find("gu", in: directory, registry: registry).name == "Gus")
        #expect {
            try PlayerLookup.find("an", in: directory, registry: registry)
        } throws: { error in
            guard case PlayerLookupError.ambiguous(_, let candidates) = error else { return false }
            return candidates == ["Ann, 3 games", "Anna, 1 game"]
        }
        #expect {
            try PlayerLookup.find("Zed", in: directory, registry: registry)
        } throws: { error in
            (error as? PlayerLookupError) == .unknown("Zed", candidates: [])
        }
        #expect(throws: PlayerLookupError.unknown("#7", candidates: [])) {
            try PlayerLookup.find("#7", in: directory, registry: registry)
        }
    }

    /// Turnovers, steals, blocks, split rebounds and free throws used to end at the game: no
    /// column across games had them, and `leaders --by steals` was refused.
    @Test func theWholeStatSheetCarriesAcrossGames() throws {
        func line(_ player: PlayerID, _ name: String, steals: Int, blocks: Int, turnovers: Int) -> GamePlayerLine {
            GamePlayerLine(
                player: player, name: name, points: 3, lowMade: 1, lowMissed: 0, highMade: 1, highMissed: 0,
                assists: 0, rebounds: 3, fouls: 1, plusMinus: 0, offensiveRebounds: 1, defensiveRebounds: 2,
                freeThrowsMade: 0, freeThrowsMissed: 2, turnovers: turnovers, steals: steals, blocks: blocks)
        }
        var records: [GameRecord] = []
        for n in 1...2 {
            let summary = GameSummary(
                id: GameID(rawValue: "s\(n)")!, location: "s\(n)", homeName: "H", awayName: "A", homeScore: 3,
                awayScore: 0, status: .finished, eventCount: 20, createdMs: Int64(n), lastPlayedMs: Int64(n),
                clockMs: 0, winner: .home)
            records.append(
                GameRecord(
                    summary: summary,
                    lines: [
                        line(PlayerID(side: .home, number: 1), "Ann", steals: n, blocks: 1, turnovers: 0),
                        line(PlayerID(side: .away, number: 1), "Bob", steals: 0, blocks: 0, turnovers: 3),
                    ]))
        }
        let directory = PlayerDirectory(records: records, registry: PlayerRegistry())
        let ann = try #require(directory.entries[.unregistered("ann")])
        let totals = PlayerTotals(ann.games)
        #expect(totals.steals == 3 && totals.blocks == 2 && totals.turnovers == 0)
        #expect(totals.offensiveRebounds == 2 && totals.defensiveRebounds == 4)
        #expect(totals.freeThrowsMade == 0 && totals.freeThrowsAttempted == 4 && totals.freeThrowRatio == 0)
        let sheet = [
            "player", "oreb", "dreb", "ftm", "fta", "ft_pct", "steals", "spg", "blocks", "bpg", "turnovers", "tpg",
        ]
        #expect(
            PlayerTables.players(directory).selecting(sheet).rows.map { $0.map(\.text) } == [
                ["Ann", "2", "4", "0", "4", "0.0", "3", "1.5", "2", "1.0", "0", "0.0"],
                ["Bob", "2", "4", "0", "4", "0.0", "0", "0.0", "0", "0.0", "6", "3.0"],
            ])
        for key in ["steals", "spg", "blocks", "bpg", "turnovers", "tpg", "oreb", "dreb", "ftm", "fta", "ft_pct"] {
            #expect(PlayerTables.sortKeys.contains(key), "--by \(key)")
        }
        #expect(
            PlayerTables.leaders(directory, by: "steals", minGames: 1, sinceMs: nil).selecting(["player", "steals"])
                .rows.map { $0.map(\.text) } == [["Ann", "3"], ["Bob", "0"]])
        #expect(
            PlayerTables.leaders(directory, by: "turnovers", minGames: 1, sinceMs: nil).rows.first?[1].text == "Bob")
        let log = PlayerTables.gameLog(ann.games, dateFormat: LocalDateFormat(fixedOffsetSeconds: 0))
        #expect(
            log.selecting(["game", "oreb", "dreb", "ft", "ftm", "fta", "steals", "blocks", "turnovers"]).rows
                .map { $0.map(\.text) } == [
                    ["s2", "1", "2", "0/2", "0", "2", "2", "1", "0"], ["s1", "1", "2", "0/2", "0", "2", "1", "1", "0"],
                ])
        #expect(
            log.csv.hasPrefix(
                "date,game,team,opponent,result,team_score,opponent_score,points,fg,fgm,fga,rebounds,oreb,dreb,"))
    }

    @Test func aNameIsFoundWithoutRegardToAccentsAndTwoAlikeAreAmbiguous() throws {
        let records = [
            Self.record("a1", home: ["José", "Dvořák", "Zoë"], away: ["Dee", "Eve", "Flo"], 15, 10, created: 1_000)
        ]
        let registry = PlayerRegistry()
        let directory = PlayerDirectory(records: records, registry: registry)
        #expect(try PlayerLookup.find("jose", in: directory, registry: registry).name == "José")
        #expect(try PlayerLookup.find("JOSE", in: directory, registry: registry).name == "José")
        #expect(try PlayerLookup.find("dvorak", in: directory, registry: registry).name == "Dvořák")
        #expect(try PlayerLookup.find("zoe", in: directory, registry: registry).name == "Zoë")
        #expect(try PlayerLookup.find("dvo", in: directory, registry: registry).name == "Dvořák", "the start of one")
        let both = PlayerDirectory(
            records: records + [Self.record("a2", home: ["Jose", "Gus", "Hal"], away: ["Ivy", "Jo", "Kim"], 15, 3)],
            registry: registry)
        #expect {
            try PlayerLookup.find("jose", in: both, registry: registry)
        } throws: { error in
            (error as? PlayerLookupError) == .ambiguous("jose", candidates: ["José, 1 game", "Jose, 1 game"])
                || (error as? PlayerLookupError) == .ambiguous("jose", candidates: ["Jose, 1 game", "José, 1 game"])
        }
        #expect(try PlayerLookup.find("José", in: both, registry: registry).name == "José", "spelled exactly")
        #expect(try PlayerLookup.find("Jose", in: both, registry: registry).name == "Jose", "spelled exactly")
    }

    @Test func twoPlayersOfOneGameAreNeverMerged() {
        let directory = PlayerRegistry()
        #expect(
            PlayerDirectory.gamesWithBoth(
                .unregistered("ann"), .unregistered("bob"), records: Self.records, registry: directory
            ).map(\.rawValue) == ["g1", "g2"])
        #expect(
            PlayerDirectory.gamesWithBoth(
                .unregistered("anna"), .unregistered("cy"), records: Self.records, registry: directory
            ).isEmpty)
    }

    @Test func aPlayerTwiceInOneGameIsLeftOutOfThatGameNotGuessed() throws {
        let game = Self.record("g9", home: ["Ann", "Bob", "Cy"], away: ["ANN", "Eve", "Flo"], 15, 3)
        let directory = PlayerDirectory(records: [game], registry: PlayerRegistry())
        #expect(directory.entries[.unregistered("ann")] == nil)
        #expect(directory.clashes.map(\.game.rawValue) == ["g9"])
    }

    @Test func eloRewardsTheWinnerMoreForABiggerMarginAndAnUpset() {
        let close = EloRatings(games: [Self.record("g1", home: ["A", "B", "C"], away: ["D", "E", "F"], 15, 13)]) {
            .unregistered($1.name)
        }
        let rout = EloRatings(games: [Self.record("g1", home: ["A", "B", "C"], away: ["D", "E", "F"], 15, 2)]) {
            .unregistered($1.name)
        }
        #expect(close.rating(of: .unregistered("A")) > EloRatings.initial)
        #expect(rout.rating(of: .unregistered("A")) > close.rating(of: .unregistered("A")))
        #expect(close.rating(of: .unregistered("D")) == 2 * EloRatings.initial - close.rating(of: .unregistered("A")))
        // After A, B, C beat D, E, F, D, E, F gain more for beating them than A, B, C did.
        let upset = EloRatings(games: [
            Self.record("g1", home: ["A", "B", "C"], away: ["D", "E", "F"], 15, 13, created: 1),
            Self.record("g2", home: ["A", "B", "C"], away: ["D", "E", "F"], 13, 15, created: 2),
        ]) { .unregistered($1.name) }
        let first = close.rating(of: .unregistered("A")) - EloRatings.initial
        let second = close.rating(of: .unregistered("A")) - upset.rating(of: .unregistered("A"))
        #expect(second > first)
    }

    @Test func cellsRoundHalfAwayFromZeroAndSayNothingMissingAsZero() {
        #expect(StatsCell.decimal(4.25, places: 1).text == "4.3")
        #expect(StatsCell.decimal(-0.05, places: 1).text == "-0.1")
        #expect(StatsCell.decimal(1499.5, places: 0).text == "1500")
        #expect(
            StatsCell.percent(nil).text == "-" && StatsCell.percent(nil).csv == ""
                && StatsCell.percent(nil).json == "null")
        #expect(StatsCell.percent(2.0 / 3.0).text == "66.7")
        #expect(
            StatsCell.signed(3).text == "+3" && StatsCell.signed(-3).text == "-3" && StatsCell.signed(0).text == "0")
        #expect(StatsCell.text("a \"q\"").json == "\"a \\\"q\\\"\"")
    }

    @Test func theDayLeadersSinceTakes() {
        let utc = LocalDateFormat(fixedOffsetSeconds: 0)
        #expect(utc.dayStartMs("2025-11-21") == 1_763_683_200_000)
        let east: Int64? = LocalDateFormat(fixedOffsetSeconds: 3600).dayStartMs("2025-11-21")
        #expect(east == 1_763_679_600_000, "midnight at UTC+1 is 23:00 UTC the day before")
        for bad in ["2025-02-30", "2025-13-01", "25-11-21", "2025-1-21", "yesterday", "", "２０２５-11-21"] {
            #expect(utc.dayStartMs(bad) == nil, "\(bad)")
        }
    }
}
