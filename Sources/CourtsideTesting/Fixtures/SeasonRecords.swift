import CourtsideCore

/// Finished games as a library's records, for the players screens' tests: a small season over
/// two months, and a builder for more.
public enum SeasonRecords {
    /// 2025-10-05 00:00 UTC.
    public static let october: Int64 = 1_759_622_400_000
    /// 2025-11-20 00:00 UTC.
    public static let november: Int64 = 1_763_596_800_000

    /// Ann plays in October and November, Bob only in October; Cy and Dee only in November.
    public static let season = [
        record(
            "g1", home: "Ballerz", ["Ann", "Bob"], away: "Ringerz", ["Eve", "Flo"], 15, 10, points: [9, 6, 5, 5],
            created: october),
        record(
            "g2", home: "Ballerz", ["Ann", "Cy"], away: "Ringerz", ["Dee", "Eve"], 8, 15, points: [2, 6, 10, 5],
            created: november),
        record(
            "g3", home: "Shooters", ["Cy", "Dee"], away: "Ballerz", ["Ann", "Flo"], 15, 12, points: [7, 8, 12, 0],
            created: november + 3_600_000),
    ]

    /// A finished game, each player scoring `points` (home first) in 1-point shots with one miss,
    /// a rebound each (defensive) and as many assists and turnovers as their slot (0 for the
    /// first), a steal for every other player and a block for the first.
    public static func record(
        _ id: String, home: String, _ homeNames: [String], away: String, _ awayNames: [String], _ homeScore: Int,
        _ awayScore: Int, points: [Int], created: Int64
    ) -> GameRecord {
        let summary = GameSummary(
            id: GameID(rawValue: id)!, location: id, homeName: home, awayName: away, homeScore: homeScore,
            awayScore: awayScore, status: .finished, eventCount: 1, createdMs: created, lastPlayedMs: created,
            clockMs: 0, winner: homeScore > awayScore ? .home : .away)
        let lines = (homeNames + awayNames).enumerated().map { index, name in
            let side: Side = index < homeNames.count ? .home : .away
            let slot = side == .home ? index : index - homeNames.count
            let margin = side == .home ? homeScore - awayScore : awayScore - homeScore
            return GamePlayerLine(
                player: PlayerID(side: side, number: slot + 1), name: name, points: points[index],
                lowMade: points[index], lowMissed: 1, highMade: 0, highMissed: 0, assists: slot, rebounds: 1, fouls: 0,
                plusMinus: margin, defensiveRebounds: 1, turnovers: slot, steals: index % 2, blocks: index == 0 ? 1 : 0)
        }
        return GameRecord(summary: summary, lines: lines)
    }
}
