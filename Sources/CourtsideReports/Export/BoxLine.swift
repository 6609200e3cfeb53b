import CourtsideCore
import CourtsideText

/// One row of a box score: a player's counters, or a team's totals.
public struct BoxLine: Hashable, Sendable {
    /// The player's name, or the team's name on a total row.
    public let name: String
    /// Points: the made shots at the game's shot values (1 and 2, or 2 and 3).
    public let points: Int
    /// Made 1-point shots.
    public let onePoint: Int
    /// Made 2-point shots.
    public let twoPoints: Int
    /// Assists, credited to the passer.
    public let assists: Int
    /// Rebounds: plain, offensive and defensive together.
    public let rebounds: Int
    /// Personal fouls that stand (undone and deleted ones not counted).
    public let fouls: Int
    /// Missed 1-point attempts.
    public let onePointMisses: Int
    /// Missed 2-point attempts.
    public let twoPointMisses: Int
    /// The rest of the stat sheet: split rebounds, turnovers, steals, blocks, free throws.
    public let sheet: StatSheetLine
    /// Time on court, in milliseconds of game clock (a team's: its players' added up).
    public var msOnCourt: Int64 = 0
    /// Plus/minus: the team's points less the other's while on court (a team's: its margin).
    public var plusMinus = 0

    /// A player's row from the counters the game folded, with their time on court and plus/minus.
    public init(name: String, stats: PlayerStats, msOnCourt: Int64 = 0, plusMinus: Int = 0) {
        self.init(
            name: name, onePoint: stats.onePoint, twoPoints: stats.twoPoints, assists: stats.assists,
            rebounds: stats.rebounds, fouls: stats.fouls, onePointMisses: stats.onePointMisses,
            twoPointMisses: stats.twoPointMisses, points: stats.points, sheet: StatSheetLine(stats: stats))
        self.msOnCourt = msOnCourt
        self.plusMinus = plusMinus
    }

    /// The headings of ``minutesCells``, last in every box score for people.
    public static let minutesLabels = ["MIN", "+/-"]

    /// The headings of ``minutesFields``, last in the CSV box score: SEC beside MIN.
    public static let minutesCSVLabels = ["MIN", "SEC", "+/-"]

    /// Time on court as `m:ss` and in whole seconds (a number a spreadsheet sums; `MIN` is text to
    /// it), and the plus/minus, for the CSV box score.
    public var minutesFields: [String] {
        [ClockFormat.duration(ms: msOnCourt), String(max(0, msOnCourt) / 1000), String(plusMinus)]
    }

    /// Time on court as `m:ss` and the plus/minus signed (`+3`, `-2`, `0`), as tables for people
    /// show a margin.
    var minutesCells: [String] {
        [ClockFormat.duration(ms: msOnCourt), plusMinus > 0 ? "+\(plusMinus)" : String(plusMinus)]
    }

    /// A row from its counters; attempts are derived, so they always agree with the shots, and so
    /// are the points unless given (a shot's value depends on the rules: the fold's points are
    /// given, so a 3 under shots 2 and 3 counts 3).
    public init(
        name: String, onePoint: Int, twoPoints: Int, assists: Int, rebounds: Int, fouls: Int, onePointMisses: Int = 0,
        twoPointMisses: Int = 0, points: Int? = nil, sheet: StatSheetLine = StatSheetLine()
    ) {
        self.sheet = sheet
        self.name = name
        self.onePoint = onePoint
        self.twoPoints = twoPoints
        self.assists = assists
        self.rebounds = rebounds
        self.fouls = fouls
        self.onePointMisses = onePointMisses
        self.twoPointMisses = twoPointMisses
        self.points = points ?? onePoint + 2 * twoPoints
    }

    /// 1-point attempts, made and missed.
    public var onePointAttempts: Int { onePoint + onePointMisses }
    /// 2-point attempts, made and missed.
    public var twoPointAttempts: Int { twoPoints + twoPointMisses }
    /// Field goals made (FGM), every shot value together.
    public var fieldGoalsMade: Int { onePoint + twoPoints }
    /// Field goals attempted (FGA), every shot value together.
    public var fieldGoalsAttempted: Int { onePointAttempts + twoPointAttempts }

    /// The counters in box-score column order: PTS, 1PT, 2PT, AST, REB, FOUL.
    public var counts: [Int] { [points, onePoint, twoPoints, assists, rebounds, fouls] }

    /// The box-score column headings, in the order of ``counts``.
    public static let countLabels = ["PTS"] + [Move.onePoint, .twoPoints, .assist, .rebound, .foul].map(\.label)

    /// The shooting as numbers, in the order of ``shootingLabels``: attempts per shot value, FGM,
    /// FGA, and the percentages (nil with no attempt: a percentage of nothing is not 0).
    public var shooting: [ShootingCell] {
        [
            .count(onePointAttempts), .count(twoPointAttempts), .count(fieldGoalsMade), .count(fieldGoalsAttempted),
            .percent(Self.percent(onePoint, of: onePointAttempts)),
            .percent(Self.percent(twoPoints, of: twoPointAttempts)),
            .percent(Self.percent(fieldGoalsMade, of: fieldGoalsAttempted)),
        ]
    }

    /// The headings of ``shooting``, after ``countLabels`` in the CSV box score.
    public static let shootingLabels = ["1PTA", "2PTA", "FGM", "FGA", "1PT%", "2PT%", "FG%"]

    /// The cells a table for people shows, in the order of ``tableLabels(statSheet:)``: points,
    /// made-attempted and percentage per shot value and overall, assists, rebounds and fouls, with
    /// `statSheet` the stat sheet's (``BoxScore/showsStatSheet``), then time on court and
    /// plus/minus (``minutesCells``), last as in the CSV.
    public func tableCells(statSheet: Bool) -> [String] {
        func pct(_ made: Int, _ attempted: Int) -> String { Self.percent(made, of: attempted) ?? "-" }
        return [
            String(points), "\(onePoint)-\(onePointAttempts)", pct(onePoint, onePointAttempts),
            "\(twoPoints)-\(twoPointAttempts)", pct(twoPoints, twoPointAttempts),
            "\(fieldGoalsMade)-\(fieldGoalsAttempted)", pct(fieldGoalsMade, fieldGoalsAttempted), String(assists),
            String(rebounds), String(fouls),
        ] + (statSheet ? sheet.tableCells : []) + minutesCells
    }

    /// The headings of ``tableCells(statSheet:)`` (the text and Markdown box scores).
    public static func tableLabels(statSheet: Bool) -> [String] {
        ["PTS", "1PT", "1PT%", "2PT", "2PT%", "FGM-FGA", "FG%", "AST", "REB", "FOUL"]
            + (statSheet ? StatSheetLine.tableLabels : []) + minutesLabels
    }

    /// `made` of `attempted` as a percentage with one decimal ("66.7", "100.0"), rounded half up;
    /// nil when nothing was attempted.
    public static func percent(_ made: Int, of attempted: Int) -> String? {
        guard attempted > 0 else { return nil }
        let tenths = (made * 1_000 + attempted / 2) / attempted
        return "\(tenths / 10).\(tenths % 10)"
    }
}
