import CourtsideCore
import CourtsideReports
import Testing

/// A player on the bench all game (DNP, ``GamePlayerLine/played`` false): no game played, won or
/// lost, and no rating change from it, in the directory `players`, `player` and `leaders` read.
@Suite struct BenchAllGameTests {
    /// A finished game of teams of four, home winning 6-2 (each team's first player scoring it
    /// all); `benched` never came on court.
    private static func record(_ id: String, created: Int64, benched: Set<String>) -> GameRecord {
        let summary = GameSummary(
            id: GameID(rawValue: id)!, location: id, homeName: "H", awayName: "A", homeScore: 6, awayScore: 2,
            status: .finished, eventCount: 1, createdMs: created, lastPlayedMs: created, clockMs: 0, winner: .home)
        func lines(_ side: Side, _ names: [String], _ score: Int) -> [GamePlayerLine] {
            names.enumerated().map { slot, name in
                let points = slot == 0 ? score : 0
                let on = !benched.contains(name)
                return GamePlayerLine(
                    player: PlayerID(side: side, number: slot + 1), name: name, points: points, lowMade: points,
                    lowMissed: 0, highMade: 0, highMissed: 0, assists: 0, rebounds: 0, fouls: 0,
                    plusMinus: on ? (side == .home ? 4 : -4) : 0, played: on)
            }
        }
        return GameRecord(
            summary: summary,
            lines: lines(.home, ["Ann", "Bob", "Cy", "Hal"], 6) + lines(.away, ["Dee", "Eve", "Flo", "Ivy"], 2))
    }

    @Test func aPlayerOnTheBenchAllGameHasNoGameWinLossOrRatingChange() throws {
        let records = [
            Self.record("g1", created: 1_000, benched: ["Hal", "Ivy"]),
            Self.record("g2", created: 2_000, benched: ["Ivy"]),
        ]
        let directory = PlayerDirectory(records: records, registry: PlayerRegistry())
        let hal = try #require(directory.entries[.unregistered("hal")])
        #expect(hal.games.map(\.summary.id.rawValue) == ["g2"], "only the game Hal came on in")
        let totals = PlayerTotals(hal.games)
        #expect(totals.games == 1 && totals.wins == 1 && totals.losses == 0)
        #expect(directory.entries[.unregistered("ivy")] == nil, "Ivy never came on: no game at all")
        // Ann played both, Hal only the second: Hal's rating moved by the second game alone.
        let ann = try #require(directory.entries[.unregistered("ann")])
        #expect(ann.rating > hal.rating && hal.rating > EloRatings.initial)
        let ratings = EloRatings(games: records) { game, line in .unregistered(line.name.lowercased()) }
        #expect(ratings.ratings[.unregistered("ivy")] == nil, "the bench moved no rating")
        #expect(ratings.rating(of: .unregistered("hal")) == hal.rating)
    }
}
