/// How the game list groups its rows; `g` switches between the two.
public enum GameListGrouping: Hashable, Sendable, CaseIterable {
    /// In progress first (those can still be scored), then finished.
    case status
    /// One section per team name, alphabetical; a game is listed under both of its teams, since a
    /// scorer looking for "every Ballerz game" expects the away games too.
    case team

    /// The other grouping.
    public var toggled: GameListGrouping { self == .status ? .team : .status }

    /// How the grouping is named on the status line and in the help bar.
    public var label: String { self == .status ? "by status" : "by team" }
}
