import CourtsideCore

/// A game's header as the first line of its file: the coding of ``GameHeader`` with the keys of
/// ``GameFileKey``, validated exactly as the game creator validates a new game, so a hand-edited
/// file cannot hold a game courtside would not have created (docs/file-format.md).
///
/// `format` is not coded here: ``GameFileCodec`` writes it first and reads it before anything else.
struct HeaderLine: Codable {
    /// The header.
    let header: GameHeader

    /// Wraps a header for encoding.
    init(_ header: GameHeader) {
        self.header = header
    }

    /// Decodes and validates every field.
    init(from decoder: any Decoder) throws {
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
        let rules = try Self.rules(in: container)
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

    /// Decodes the rules through ``Rules/init(target:winBy:cap:timeLimitMs:overtime:shots:bonusFouls:shotClockMs:)``,
    /// a missing optional key taking the value pickup rules have (no cap, no limit, overtime first
    /// to 2, shots 1 and 2, no bonus, no shot clock), so a file written before those keys reads as it always did.
    private static func rules(in header: KeyedDecodingContainer<GameFileKey.Header>) throws -> Rules {
        let container = try header.nestedContainer(keyedBy: GameFileKey.Rules.self, forKey: .rules)
        // Any integer here, so that an out-of-range one gets the rules' own message.
        func number(_ key: GameFileKey.Rules) throws -> Int64? {
            guard container.contains(key) else { return nil }
            return try GameFileLimits.integer(container, key, in: GameFileLimits.anyInteger)
        }
        let target = try GameFileLimits.integer(container, .target, in: GameFileLimits.anyInteger)
        let winBy = try GameFileLimits.integer(container, .winBy, in: GameFileLimits.anyInteger)
        let cap = try number(.cap)
        let timeLimit = try number(.timeLimitMs)
        let overtime = try number(.overtime)
        let shotClock = try number(.shotClockMs)
        var shots = ShotValues.onesAndTwos
        if container.contains(.shots) {
            let text = try container.decode(String.self, forKey: .shots)
            guard let value = ShotValues(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .shots, in: container, debugDescription: "not shot values: \(text) (1,2 or 2,3)")
            }
            shots = value
        }
        var bonus: [Int] = []
        if container.contains(.bonusFouls) {
            var list = try container.nestedUnkeyedContainer(forKey: .bonusFouls)
            while !list.isAtEnd {
                let fouls = try list.decode(Int64.self)
                guard let value = Int(exactly: fouls), Rules.bonusRange.contains(value) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .bonusFouls, in: container, debugDescription: SetupError.bonusOutOfRange(0).description)
                }
                bonus.append(value)
            }
        }
        func clamped(_ value: Int64?) -> Int? { value.map { Int(clamping: $0) } }
        do {
            return try Rules(
                target: Int(target), winBy: Int(winBy), cap: clamped(cap), timeLimitMs: timeLimit,
                overtime: clamped(overtime) ?? Rules.defaultOvertime, shots: shots, bonusFouls: bonus,
                shotClockMs: shotClock)
        } catch {
            // The key the refusal is about, so the line's message names what is wrong.
            let key: GameFileKey.Rules =
                switch error {
                case .winByOutOfRange: .winBy
                case .capOutOfRange, .capNotAboveTarget: .cap
                case .timeLimitOutOfRange, .timeLimitNotWholeSeconds: .timeLimitMs
                case .overtimeOutOfRange: .overtime
                case .bonusOutOfRange, .bonusNotAscending, .tooManyBonusThresholds: .bonusFouls
                case .shotClockOutOfRange: .shotClockMs
                default: .target
                }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Encodes every field but `format`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: GameFileKey.Header.self)
        try container.encode(header.id.rawValue, forKey: .id)
        try Self.encode(header.home, in: &container, forKey: .home)
        try Self.encode(header.away, in: &container, forKey: .away)
        var rules = container.nestedContainer(keyedBy: GameFileKey.Rules.self, forKey: .rules)
        let game = header.rules
        try rules.encode(game.target, forKey: .target)
        try rules.encode(game.winBy, forKey: .winBy)
        try rules.encodeIfPresent(game.cap, forKey: .cap)
        try rules.encodeIfPresent(game.timeLimitMs, forKey: .timeLimitMs)
        if game.overtime != Rules.defaultOvertime { try rules.encode(game.overtime, forKey: .overtime) }
        if game.shots != .onesAndTwos { try rules.encode(game.shots.rawValue, forKey: .shots) }
        if !game.bonusFouls.isEmpty { try rules.encode(game.bonusFouls, forKey: .bonusFouls) }
        try rules.encodeIfPresent(game.shotClockMs, forKey: .shotClockMs)
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
