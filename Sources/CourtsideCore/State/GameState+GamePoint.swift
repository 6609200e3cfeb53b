extension GameState {
    /// Points of the largest made shot (a 2-pointer): what one basket can add at most.
    public static let largestShotPoints = Move.allCases.map(\.points).max() ?? 0

    /// Whether `side` is at game point: the game goes on, and one made basket of the largest value
    /// would win it for `side` under the rules. A smaller basket that wins also means game point,
    /// since a larger one wins too.
    public func isGamePoint(for side: Side) -> Bool {
        guard !isFinished else { return false }
        let home = homeScore + (side == .home ? Self.largestShotPoints : 0)
        let away = awayScore + (side == .away ? Self.largestShotPoints : 0)
        return rules.winner(home: home, away: away) == side
    }

    /// The sides at game point, home first: none, one, or both (14-14 in a game to 15 by 2).
    public var gamePointSides: [Side] { Side.allCases.filter { isGamePoint(for: $0) } }
}
