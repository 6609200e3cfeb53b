/// Which of the two teams: home plays on the top row of the screen, away on the bottom row.
public enum Side: String, CaseIterable, Codable, Sendable, Hashable {
    /// The home team.
    case home
    /// The away team.
    case away

    /// The other team.
    public var opponent: Side { self == .home ? .away : .home }
}
