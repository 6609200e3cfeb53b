/// How the run makes teams from the players waiting (README, "The run").
public enum TeamMaking: String, CaseIterable, Hashable, Sendable {
    /// In order of arrival: the first three, the next three.
    case arrival
    /// At random among the players due to play next.
    case random
    /// Balanced by rating among the players due to play next.
    case balanced

    /// The next way round (the run board's key cycles them).
    public var next: TeamMaking {
        switch self {
        case .arrival: .random
        case .random: .balanced
        case .balanced: .arrival
        }
    }
}
