extension GameState {
    /// Whether `side` is at game point: the game goes on, and one made basket of the rules' high
    /// value would win it for `side` (through the target and win-by, the cap, or in overtime). A
    /// smaller basket that wins also means game point, since a larger one wins too. Before the
    /// limit the basket counts before the limit; past it, in overtime.
    public func isGamePoint(for side: Side) -> Bool {
        guard !isFinished else { return false }
        let shot = rules.shots.high
        let home = homeScore + (side == .home ? shot : 0)
        let away = awayScore + (side == .away ? shot : 0)
        guard isPastLimit else { return rules.winner(home: home, away: away) == side }
        return rules.winner(home: home, away: away, atLimit: (homeScoreAtLimit, awayScoreAtLimit)) == side
    }

    /// The sides at game point, home first: none, one, or both (14-14 in a game to 15 by 2).
    public var gamePointSides: [Side] { Side.allCases.filter { isGamePoint(for: $0) } }
}
