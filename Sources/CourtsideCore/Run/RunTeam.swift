/// A team of a run: its players' names, in order. Named after its first player.
public struct RunTeam: Hashable, Sendable {
    /// The players, as they were typed.
    public internal(set) var players: [String]

    /// A team of `players`.
    public init(players: [String]) {
        self.players = players
    }

    /// "Team Ann": the name the team plays under (cut to a team name's longest).
    public var name: String {
        guard let first = players.first else { return "Team ?" }
        return String("Team \(first)".prefix(Team.maxNameLength))
    }

    /// Whether the team has `name` (in any case).
    public func contains(_ name: String) -> Bool {
        players.contains { RunState.key($0) == RunState.key(name) }
    }
}
