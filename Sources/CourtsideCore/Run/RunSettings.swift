/// What a run is played under, fixed when it starts (the run file's first line).
public struct RunSettings: Hashable, Sendable {
    /// The run's id (names its file).
    public let id: GameID
    /// When the run started, in milliseconds since 1970 (UTC).
    public let createdMs: Int64
    /// The rules of every game.
    public let rules: Rules
    /// Who leaves the court after a game.
    public let rotation: RunRotation
    /// How teams are made at first (the run board can change it).
    public let making: TeamMaking

    /// Players a team has: three on court, the rest (up to five) on its bench.
    public let teamSize: Int
    /// The team sizes a run may have.
    public static let teamSizes = Team.sizes

    /// Settings from their parts; `teamSize` must be one of ``teamSizes``.
    public init(
        id: GameID, createdMs: Int64, rules: Rules, rotation: RunRotation, making: TeamMaking,
        teamSize: Int = Team.size
    ) {
        precondition(Self.teamSizes.contains(teamSize), "a run's team size is 3…8, not \(teamSize)")
        self.id = id
        self.createdMs = createdMs
        self.rules = rules
        self.rotation = rotation
        self.making = making
        self.teamSize = teamSize
    }
}
