import CourtsideCore

/// One player's finished game: the game, the player's team and result, and their line.
public struct PlayerGame: Hashable, Sendable {
    /// The game as the game list sees it: its id, teams, score and times, without its events.
    public let summary: GameSummary
    /// The player's line in it.
    public let line: GamePlayerLine

    /// A player's game from its parts.
    public init(summary: GameSummary, line: GamePlayerLine) {
        self.summary = summary
        self.line = line
    }

    /// The player's side.
    public var side: Side { line.player.side }
    /// Whether the player's team won.
    public var won: Bool { summary.winner == side }
    /// The player's team's name.
    public var teamName: String { side == .home ? summary.homeName : summary.awayName }
    /// The other team's name.
    public var opponentName: String { side == .home ? summary.awayName : summary.homeName }
    /// The player's team's score.
    public var teamScore: Int { side == .home ? summary.homeScore : summary.awayScore }
    /// The other team's score.
    public var opponentScore: Int { side == .home ? summary.awayScore : summary.homeScore }
}
