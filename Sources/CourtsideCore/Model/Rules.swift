/// How a game is won.
///
/// First to `target` points with a lead of at least `winBy`; or, with a cap, the first team to
/// reach the cap whatever the margin; or, with a time limit on the game clock, the leader when the
/// clock reaches it. A tie at the limit goes to overtime: the first team to score `overtime`
/// points more than it had at the limit wins. Shot values say what the two made shots are worth,
/// and the team-foul bonus thresholds are shown on the board (the scorer enforces them).
public struct Rules: Hashable, Sendable {
    /// The targets a game may have, in points: ``init`` throws outside it, and the creator refuses them.
    public static let targetRange = 1...99
    /// Allowed winning margins.
    public static let winByRange = 1...9
    /// Allowed caps (each must also be above the target).
    public static let capRange = 2...99
    /// Allowed time limits on the game clock, in milliseconds: whole seconds from 0:01 to 99:59.
    public static let timeLimitRange: ClosedRange<Int64> = 1_000...5_999_000
    /// Allowed overtime margins: points to score after a tie at the limit.
    public static let overtimeRange = 1...9
    /// Allowed team-foul bonus thresholds.
    public static let bonusRange = 1...99
    /// At most this many bonus thresholds.
    public static let bonusLimit = 3
    /// Allowed shot clocks, in milliseconds: whole seconds from 5 to 60.
    public static let shotClockRange: ClosedRange<Int64> = 5_000...60_000
    /// Overtime margin when a time limit is set and nothing else is said.
    public static let defaultOvertime = 2
    /// Pickup default: to 15, win by 2.
    public static let standard = Rules(uncheckedTarget: 15, winBy: 2)

    /// Points a team needs at least.
    public let target: Int
    /// Lead a team needs at least.
    public let winBy: Int
    /// Score that wins whatever the margin, if any.
    public let cap: Int?
    /// Game clock at which the game ends, in milliseconds, if any.
    public let timeLimitMs: Int64?
    /// After a tie at the time limit, the points a team must add to win.
    public let overtime: Int
    /// What the made shots are worth.
    public let shots: ShotValues
    /// Team fouls at which a team is in the bonus, ascending (FIBA 3x3: 7 and 10).
    public let bonusFouls: [Int]
    /// The shot clock, in milliseconds, if the game is played with one (FIBA 3x3: 12 s, full
    /// court: 24 s). Shown beside the game clock; at zero a violation is offered, not enforced.
    public let shotClockMs: Int64?

    /// Creates rules, validating every value: a message for the scorer on the first bad one.
    public init(
        target: Int, winBy: Int, cap: Int? = nil, timeLimitMs: Int64? = nil, overtime: Int = Rules.defaultOvertime,
        shots: ShotValues = .onesAndTwos, bonusFouls: [Int] = [], shotClockMs: Int64? = nil
    ) throws(SetupError) {
        guard Rules.targetRange.contains(target) else { throw .targetOutOfRange(target) }
        guard Rules.winByRange.contains(winBy) else { throw .winByOutOfRange(winBy) }
        if let cap {
            guard Rules.capRange.contains(cap) else { throw .capOutOfRange(cap) }
            guard cap > target else { throw .capNotAboveTarget(cap: cap, target: target) }
        }
        if let timeLimitMs {
            guard Rules.timeLimitRange.contains(timeLimitMs) else { throw .timeLimitOutOfRange(timeLimitMs) }
            guard timeLimitMs % 1_000 == 0 else { throw .timeLimitNotWholeSeconds(timeLimitMs) }
        }
        guard Rules.overtimeRange.contains(overtime) else { throw .overtimeOutOfRange(overtime) }
        guard bonusFouls.count <= Rules.bonusLimit else { throw .tooManyBonusThresholds(bonusFouls.count) }
        for (index, fouls) in bonusFouls.enumerated() {
            guard Rules.bonusRange.contains(fouls) else { throw .bonusOutOfRange(fouls) }
            if index > 0 && fouls <= bonusFouls[index - 1] { throw .bonusNotAscending(bonusFouls) }
        }
        if let shotClockMs {
            guard Rules.shotClockRange.contains(shotClockMs), shotClockMs % 1_000 == 0 else {
                throw .shotClockOutOfRange(shotClockMs)
            }
        }
        self.init(
            uncheckedTarget: target, winBy: winBy, cap: cap, timeLimitMs: timeLimitMs, overtime: overtime,
            shots: shots, bonusFouls: bonusFouls, shotClockMs: shotClockMs)
    }

    init(
        uncheckedTarget target: Int, winBy: Int, cap: Int? = nil, timeLimitMs: Int64? = nil,
        overtime: Int = Rules.defaultOvertime, shots: ShotValues = .onesAndTwos, bonusFouls: [Int] = [],
        shotClockMs: Int64? = nil
    ) {
        self.target = target
        self.winBy = winBy
        self.cap = cap
        self.timeLimitMs = timeLimitMs
        self.overtime = overtime
        self.shots = shots
        self.bonusFouls = bonusFouls
        self.shotClockMs = shotClockMs
    }

    /// The same rules with the shot clock `shotClockMs` (none when nil), checked as ``init(target:winBy:cap:timeLimitMs:overtime:shots:bonusFouls:shotClockMs:)`` checks it.
    public func withShotClock(_ shotClockMs: Int64?) throws(SetupError) -> Rules {
        try Rules(
            target: target, winBy: winBy, cap: cap, timeLimitMs: timeLimitMs, overtime: overtime, shots: shots,
            bonusFouls: bonusFouls, shotClockMs: shotClockMs)
    }

    /// Points a move adds to its team's score under these rules.
    public func points(for move: Move) -> Int { shots.points(for: move) }

    /// The timeouts each team may call in a game. FIBA 3x3 (a time limit and a team-foul bonus)
    /// gives one; what a pickup organiser gives the rest: one in a short game (to less than 21:
    /// pickup to 15, elevens), two in a long one (to 21 or more: streetball, full court). Derived
    /// from the rules, so it needs no field of its own in the file.
    public var timeoutsPerTeam: Int {
        if timeLimitMs != nil && !bonusFouls.isEmpty { return 1 }
        return target >= 21 ? 2 : 1
    }

    /// Whether a one can be a free throw, kept apart from the field goals: under shots 2 and 3
    /// (full court) or with a team-foul penalty (FIBA 3x3). Pickup's 1s and 2s have none.
    public var hasFreeThrows: Bool { shots == .twosAndThrees || !bonusFouls.isEmpty }

    /// The winner for a score before any time limit is reached, or nil while the game goes on.
    /// Scores may pass the target: 15-14 is not won, 16-14 is; with a cap of 21, 21-20 is.
    public func winner(home: Int, away: Int) -> Side? {
        if let cap {
            if home >= cap && home > away { return .home }
            if away >= cap && away > home { return .away }
        }
        if home >= target && home - away >= winBy { return .home }
        if away >= target && away - home >= winBy { return .away }
        return nil
    }

    /// The winner for a score once the game clock has reached the time limit, given the score of
    /// the plays made before the limit (`atLimit`). A game won before the limit stays won; else the
    /// leader at the limit wins; a tie goes to overtime, won by the first team to add `overtime`
    /// points (with more overtime points than the other).
    public func winner(home: Int, away: Int, atLimit: (home: Int, away: Int)) -> Side? {
        if let early = winner(home: atLimit.home, away: atLimit.away) { return early }
        if atLimit.home > atLimit.away { return .home }
        if atLimit.away > atLimit.home { return .away }
        let homeExtra = home - atLimit.home
        let awayExtra = away - atLimit.away
        if homeExtra >= overtime && homeExtra > awayExtra { return .home }
        if awayExtra >= overtime && awayExtra > homeExtra { return .away }
        return nil
    }

    /// Whether a game clock has reached the time limit (never without one).
    public func isPastLimit(clockMs: Int64) -> Bool {
        guard let timeLimitMs else { return false }
        return clockMs >= timeLimitMs
    }

    /// How many bonus thresholds a team's fouls have reached: 0 out of the bonus, 1 from the first
    /// threshold's foul on, 2 from the second's (FIBA 3x3: the 7th and the 10th foul).
    public func bonusLevel(teamFouls: Int) -> Int {
        bonusFouls.lazy.filter { teamFouls >= $0 }.count
    }

    /// Whether a team's fouls have reached the first bonus threshold.
    public func isInBonus(teamFouls: Int) -> Bool { bonusLevel(teamFouls: teamFouls) > 0 }
}
