import CourtsideCore

/// A game's header as the first line of its file: the coding of ``GameHeader`` with the keys of
/// ``GameFileKey``, validated exactly as the game creator validates a new game, so a hand-edited
/// file cannot hold a game courtside would not have created (docs/file-format.md).
///
/// `format` is not coded here: ``GameFileCodec`` writes it first and reads it before anything else.
public struct HeaderLine: Codable {
    /// The header, validated when decoded as the creator validates a new game.
    public let header: GameHeader

    /// Wraps a header for encoding.
    public init(_ header: GameHeader) {
        self.header = header
    }

    /// Decodes and validates every field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GameFileKey.Header.self)
        let home = try Self.team(in: container, forKey: .home)
        let away = try Self.team(in: container, forKey: .away)
        guard home.side == .home, away.side == .away else {
            throw DecodingError.dataCorruptedError(
                forKey: .home, in: container, debugDescription: "teams are on the wrong sides")
        }
        let idText = try container.decode(String.self, forKey: .id)
        guard let id = GameID(rawValue: idText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "not a game id: \(idText)")
        }
        let rules = try container.decode(RulesLine.self, forKey: .rules).rules
        let createdMs = try GameFileLimits.integer(
            container, .created, in: GameFileLimits.wallMs, unit: GameFileLimits.wallUnit)
        do {
            header = try GameHeader(id: id, home: home, away: away, rules: rules, createdMs: createdMs)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .away, in: container, debugDescription: error.description)
        }
    }

    /// Decodes a team through ``Team/init(side:name:playerNames:)``, so its names are checked as
    /// the creator checks them, and its player ids must match their slots.
    private static func team(
        in header: KeyedDecodingContainer<GameFileKey.Header>, forKey key: GameFileKey.Header
    ) throws -> Team {
        let container = try header.nestedContainer(keyedBy: GameFileKey.Team.self, forKey: key)
        let sideText = try container.decode(String.self, forKey: .side)
        guard let side = Side(rawValue: sideText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .side, in: container, debugDescription: "not a side: \(sideText)")
        }
        var list = try container.nestedUnkeyedContainer(forKey: .players)
        var ids: [String] = []
        var names: [String] = []
        while !list.isAtEnd {
            let player = try list.nestedContainer(keyedBy: GameFileKey.Player.self)
            ids.append(try player.decode(String.self, forKey: .id))
            names.append(try player.decode(String.self, forKey: .name))
        }
        let name = try container.decode(String.self, forKey: .name)
        do {
            // The team's own name first, so its error points at `name`, not at the players.
            _ = try Team.validatedName(name, what: "\(side.rawValue) team name")
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: error.description)
        }
        let team: Team
        do {
            team = try Team(side: side, name: name, playerNames: names)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .players, in: container, debugDescription: error.description)
        }
        guard ids == team.players.map(\.id.rawValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: .players, in: container, debugDescription: "player ids do not match their slots")
        }
        return team
    }

    /// Encodes every field but `format`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: GameFileKey.Header.self)
        try container.encode(header.id.rawValue, forKey: .id)
        try Self.encode(header.home, in: &container, forKey: .home)
        try Self.encode(header.away, in: &container, forKey: .away)
        try container.encode(RulesLine(header.rules), forKey: .rules)
        try container.encode(header.createdMs, forKey: .created)
    }

    private static func encode(
        _ team: Team, in header: inout KeyedEncodingContainer<GameFileKey.Header>, forKey key: GameFileKey.Header
    ) throws {
        var container = header.nestedContainer(keyedBy: GameFileKey.Team.self, forKey: key)
        try container.encode(team.side.rawValue, forKey: .side)
        try container.encode(team.name, forKey: .name)
        var list = container.nestedUnkeyedContainer(forKey: .players)
        for player in team.players {
            var object = list.nestedContainer(keyedBy: GameFileKey.Player.self)
            try object.encode(player.id.rawValue, forKey: .id)
            try object.encode(player.name, forKey: .name)
        }
    }
}
