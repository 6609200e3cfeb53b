/// A game of a run being played: its id and its two teams.
public struct RunGame: Hashable, Sendable {
    /// The game's id in the library.
    public let id: GameID
    /// The home team (the team that held the court, when one did).
    public let home: RunTeam
    /// The away team: the next team due after the home team.
    public let away: RunTeam

    /// The game `id` between two teams; ``RunState`` makes one when a `start` entry folds, taking the
    /// teams due on court.
    public init(id: GameID, home: RunTeam, away: RunTeam) {
        self.id = id
        self.home = home
        self.away = away
    }

    /// The team on a side.
    public func team(_ side: Side) -> RunTeam { side == .home ? home : away }
}
