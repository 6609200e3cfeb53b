import CourtsideCore

/// The stat sheet beyond shots, assists, rebounds and fouls, for one box-score row: offensive and
/// defensive rebounds, turnovers, steals, blocks, free throws made and attempted (format version 4).
/// A game of an older file has them all 0.
public struct StatSheetLine: Hashable, Sendable {
    /// Offensive rebounds (`oreb`): of a shot the player's own team missed.
    public var offensiveRebounds = 0
    /// Defensive rebounds (`dreb`): of a shot the other team missed.
    public var defensiveRebounds = 0
    /// Turnovers (`to`): times the player lost the ball.
    public var turnovers = 0
    /// Steals (`stl`): times the player took the ball from the other team.
    public var steals = 0
    /// Blocked shots (`blk`), counted for the blocker.
    public var blocks = 0
    /// Free throws made.
    public var freeThrows = 0
    /// Free throws attempted, made and missed.
    public var freeThrowsAttempted = 0

    /// A row with every counter 0, as a game of an older file has.
    public init() {}

    /// A player's, from the counters the game folded.
    public init(stats: PlayerStats) {
        offensiveRebounds = stats.offensiveRebounds
        defensiveRebounds = stats.defensiveRebounds
        turnovers = stats.turnovers
        steals = stats.steals
        blocks = stats.blocks
        freeThrows = stats.freeThrows
        freeThrowsAttempted = stats.freeThrowsAttempted
    }

    /// Two rows summed (a team's total).
    public static func + (lhs: StatSheetLine, rhs: StatSheetLine) -> StatSheetLine {
        var sum = lhs
        sum.offensiveRebounds += rhs.offensiveRebounds
        sum.defensiveRebounds += rhs.defensiveRebounds
        sum.turnovers += rhs.turnovers
        sum.steals += rhs.steals
        sum.blocks += rhs.blocks
        sum.freeThrows += rhs.freeThrows
        sum.freeThrowsAttempted += rhs.freeThrowsAttempted
        return sum
    }

    /// The counters in the order of ``labels``.
    public var counts: [Int] {
        [offensiveRebounds, defensiveRebounds, turnovers, steals, blocks, freeThrows, freeThrowsAttempted]
    }

    /// The machine box scores' headings (CSV, JSON), after the older columns.
    public static let labels = ["OREB", "DREB", "TO", "STL", "BLK", "FTM", "FTA"]

    /// The cells a table for people shows, in the order of ``tableLabels``.
    public var tableCells: [String] {
        [
            String(offensiveRebounds), String(defensiveRebounds), String(turnovers), String(steals), String(blocks),
            "\(freeThrows)-\(freeThrowsAttempted)",
        ]
    }

    /// The headings of ``tableCells`` (the text and Markdown box scores).
    public static let tableLabels = ["OREB", "DREB", "TO", "STL", "BLK", "FTM-FTA"]
}
