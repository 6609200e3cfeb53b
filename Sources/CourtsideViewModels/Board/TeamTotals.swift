import CourtsideCore

/// What a team's side of the header shows beside the score: the team's totals of its three
/// players' counters, and whether one made basket would win the game. The team's points are the
/// score itself, drawn large next to it, so a basket that changes nothing else here redraws only
/// the score.
public struct TeamTotals: Hashable, Sendable {
    /// Team fouls: the fouls of its players that count.
    public var fouls: Int
    /// The team's rebounds of every kind, summed over its players.
    public var rebounds: Int
    /// The team's assists, summed over its players.
    public var assists: Int
    /// The bonus this team shoots: how many of the rules' team-foul bonus thresholds the
    /// opponent's fouls have reached (0 for none; the fiba3x3 rules have two: 7 and 10). Shown
    /// beside this team's score, as TV boards do, so "BONUS" sits by the team that gets the free
    /// throws. Shown, not enforced.
    public var bonusLevel: Int
    /// Whether one made basket of this team would win the game now (GAME POINT).
    public var isGamePoint: Bool
    /// The timeouts the team may still call.
    public var timeoutsLeft: Int
    /// Whether the team has the ball (the possession arrow).
    public var hasBall: Bool

    /// Totals as given.
    public init(
        fouls: Int, rebounds: Int, assists: Int, bonusLevel: Int, isGamePoint: Bool, timeoutsLeft: Int = 0,
        hasBall: Bool = false
    ) {
        self.fouls = fouls
        self.rebounds = rebounds
        self.assists = assists
        self.bonusLevel = bonusLevel
        self.isGamePoint = isGamePoint
        self.timeoutsLeft = timeoutsLeft
        self.hasBall = hasBall
    }

    /// The totals of `side` in `state`: the fold's team fouls, its players' (bench too) rebounds and
    /// assists added up, the bonus from the opponent's team fouls, the timeouts left, and whether
    /// it has the ball (``GameState/possession``, a bounded look-back). `possession` saves the
    /// look-back when the caller read it already for both sides.
    public init(_ state: GameState, side: Side, possession: Side?? = nil) {
        var rebounds = 0
        var assists = 0
        for number in 1...state.rosterSize(side) {
            let stats = state.stats(for: PlayerID(side: side, number: number))
            rebounds += stats.rebounds
            assists += stats.assists
        }
        self.init(
            fouls: state.teamFouls(side), rebounds: rebounds, assists: assists,
            bonusLevel: state.rules.bonusLevel(teamFouls: state.teamFouls(side.opponent)),
            isGamePoint: state.isGamePoint(for: side), timeoutsLeft: state.timeoutsLeft(side),
            hasBall: (possession ?? state.possession) == side)
    }
}
