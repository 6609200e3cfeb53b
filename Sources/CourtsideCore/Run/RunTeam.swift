/// A team of a run: its players' names, in order. Named after its first player.
public struct RunTeam: Hashable, Sendable {
    /// The players, as they were typed.
    public private(set) var players: [String]

    /// A team of `players`.
    public init(players: [String]) {
        self.players = players
    }

    /// "Team Ann": the name the team plays under (cut to a team name's longest).
    public var name: String {
        guard let first = players.first else { return "Team ?" }
        return String("Team \(first)".prefix(Team.maxNameLength))
    }

    /// Adds `name` last: a latecomer filling a short team, or the line's first after a leave.
    mutating func add(_ name: String) {
        players.append(name)
    }

    /// Takes `name` off the team (in any case).
    mutating func remove(_ name: String) {
        players.removeAll { RunState.key($0) == RunState.key(name) }
    }

    /// Writes `name` over the player at `index`: a rename.
    mutating func rename(at index: Int, to name: String) {
        players[index] = name
    }

    /// Whether the team has `name` (in any case).
    public func contains(_ name: String) -> Bool {
        players.contains { RunState.key($0) == RunState.key(name) }
    }
}
