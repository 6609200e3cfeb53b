/// How a game is won: first to `target` points with a lead of at least `winBy`.
public struct Rules: Hashable, Sendable {
    /// Allowed targets.
    public static let targetRange = 1...99
    /// Allowed winning margins.
    public static let winByRange = 1...9
    /// Pickup default: to 15, win by 2.
    public static let standard = Rules(uncheckedTarget: 15, winBy: 2)

    /// Points a team needs at least.
    public let target: Int
    /// Lead a team needs at least.
    public let winBy: Int

    /// Creates rules, validating the ranges.
    public init(target: Int, winBy: Int) throws(SetupError) {
        guard Rules.targetRange.contains(target) else { throw .targetOutOfRange(target) }
        guard Rules.winByRange.contains(winBy) else { throw .winByOutOfRange(winBy) }
        self.init(uncheckedTarget: target, winBy: winBy)
    }

    private init(uncheckedTarget target: Int, winBy: Int) {
        self.target = target
        self.winBy = winBy
    }

    /// The winner for a score, or nil while the game goes on. Scores may pass the target:
    /// 15-14 is not won, 16-14 is.
    public func winner(home: Int, away: Int) -> Side? {
        if home >= target && home - away >= winBy { return .home }
        if away >= target && away - home >= winBy { return .away }
        return nil
    }
}
