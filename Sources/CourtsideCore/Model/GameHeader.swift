/// What a game is before anything happens in it: who plays, to what, since when.
public struct GameHeader: Hashable, Sendable, Codable {
    /// The game's id.
    public let id: GameID
    /// The home team.
    public let home: Team
    /// The away team.
    public let away: Team
    /// The rules.
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

    /// The team on a side.
    public func team(_ side: Side) -> Team { side == .home ? home : away }

    /// The player with an id.
    public func player(_ id: PlayerID) -> Player { team(id.side).player(id) }

    private enum CodingKeys: String, CodingKey { case id, home, away, rules, created }

    /// Decodes and validates everything, so a hand-edited header cannot break the game.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let home = try container.decode(Team.self, forKey: .home)
        let away = try container.decode(Team.self, forKey: .away)
        guard home.side == .home, away.side == .away else {
            throw DecodingError.dataCorruptedError(
                forKey: .home, in: container, debugDescription: "teams are on the wrong sides")
        }
        let id = try container.decode(GameID.self, forKey: .id)
        let rules = try container.decode(Rules.self, forKey: .rules)
        let createdMs = try container.decode(Int64.self, forKey: .created)
        do {
            try self.init(id: id, home: home, away: away, rules: rules, createdMs: createdMs)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .away, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the form documented in docs/file-format.md.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(home, forKey: .home)
        try container.encode(away, forKey: .away)
        try container.encode(rules, forKey: .rules)
        try container.encode(createdMs, forKey: .created)
    }
}
