/// What a game is before anything happens in it: who plays, to what, since when.
public struct GameHeader: Hashable, Sendable {
    /// The game's id: its file's name (`ID.jsonl`) and what the commands take; never changes.
    public let id: GameID
    /// The home team: its name and three to eight players, the first three on court at the start.
    public let home: Team
    /// The away team: its name and three to eight players, the first three on court at the start.
    public let away: Team
    /// How the game is won (target, win by, cap, time limit, shot values), fixed when it is created.
    public let rules: Rules
    /// When the game was created, in milliseconds since 1970 (UTC).
    public let createdMs: Int64

    /// Creates a header; the teams must be on their own sides and differently named.
    public init(id: GameID, home: Team, away: Team, rules: Rules, createdMs: Int64) throws(SetupError) {
        precondition(home.side == .home && away.side == .away, "teams on the wrong sides")
        guard home.name.lowercased() != away.name.lowercased() else { throw .sameTeamNames(home.name) }
        self.id = id
        self.home = home
        self.away = away
        self.rules = rules
        self.createdMs = createdMs
    }

    /// The header of the next game between the same teams under the same rules (a rematch): a
    /// new id and creation time, nothing else changes.
    public func rematch(id: GameID, createdMs: Int64) -> GameHeader {
        do {
            return try GameHeader(id: id, home: home, away: away, rules: rules, createdMs: createdMs)
        } catch {
            preconditionFailure("a valid header's teams refused: \(error)")
        }
    }

    /// The team on a side.
    public func team(_ side: Side) -> Team { side == .home ? home : away }

    /// The player in `id`'s slot as the game started (a join or rename changes the name in
    /// ``GameState``, not here); a slot the team does not have traps.
    public func player(_ id: PlayerID) -> Player { team(id.side).player(id) }
}
