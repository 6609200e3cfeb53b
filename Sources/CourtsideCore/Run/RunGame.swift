/// A game of a run being played: its id and its two teams.
public struct RunGame: Hashable, Sendable {
    /// The game's id in the library.
    public let id: GameID
    /// The home team (the team that held the court, when one did).
    public let home: RunTeam
    /// The away team.
    public let away: RunTeam

    /// A game from its parts.
    public init(id: GameID, home: RunTeam, away: RunTeam) {
        self.id = id
        self.home = home
        self.away = away
    }

    /// The team on a side.
    public func team(_ side: Side) -> RunTeam { side == .home ? home : away }
}
