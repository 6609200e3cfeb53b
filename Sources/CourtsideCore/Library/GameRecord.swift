/// A game as stats across games need it: its summary and every player's line.
public struct GameRecord: Hashable, Sendable {
    /// What the game is and where it stands.
    public let summary: GameSummary
    /// Each player's line, home first, in slot order.
    public let lines: [GamePlayerLine]

    /// A record from its parts.
    public init(summary: GameSummary, lines: [GamePlayerLine]) {
        self.summary = summary
        self.lines = lines
    }

    /// The record of a whole game.
    public init(game: Game, location: String) {
        self.init(
            summary: GameSummary(game: game, location: location),
            lines: GamePlayerLine.lines(header: game.header, state: game.state))
    }
}
