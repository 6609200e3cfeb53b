import CourtsideCore

/// A game's box score: both teams' rows and totals, the final (or current) score, the status, the
/// winner and the duration on the game clock. Read from the folded state, so it costs O(players).
public struct BoxScore: Hashable, Sendable {
    /// The game's id.
    public let id: GameID
    /// Whether the game is won, or can still be resumed.
    public let status: GameStatus
    /// The winner, or nil while the game goes on.
    public let winner: Side?
    /// The game clock at the last event, in milliseconds.
    public let clockMs: Int64
    /// The rules the game is played to.
    public let rules: Rules
    /// The home team.
    public let home: TeamBox
    /// The away team.
    public let away: TeamBox

    /// The box score of a game as it stands after its last event.
    public init(game: Game) {
        let state = game.state
        id = game.header.id
        status = state.isFinished ? .finished : .inProgress
        winner = state.winner
        clockMs = state.clockMs
        rules = state.rules
        home = TeamBox(team: game.header.home, state: state)
        away = TeamBox(team: game.header.away, state: state)
    }

    /// Both teams, home first.
    public var teams: [TeamBox] { [home, away] }

    /// A team by side.
    public func team(_ side: Side) -> TeamBox { side == .home ? home : away }

    /// The duration on the game clock, `m:ss`.
    public var duration: String { ClockFormat.duration(ms: clockMs) }

    /// One line on the result: "FINAL: Ballerz win 15 - 12" or "in progress: Ballerz 9 - 7 Ringerz".
    public var headline: String {
        if let winner {
            let won = team(winner)
            let lost = team(winner.opponent)
            return "FINAL: \(won.name) win \(ScoreFormat.string(home: won.score, away: lost.score))"
        }
        return "in progress: \(home.name) \(ScoreFormat.string(home: home.score, away: away.score)) \(away.name)"
    }
}
