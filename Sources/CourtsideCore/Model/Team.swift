/// A team: a name and exactly three players.
public struct Team: Hashable, Sendable {
    /// Players per team in pickup 3-on-3.
    public static let size = 3
    /// The longest name, in characters, that a team or player may have.
    public static let maxNameLength = 40

    /// Which side the team plays on.
    public let side: Side
    /// The team's name.
    public let name: String
    /// The three players, in slot order.
    public let players: [Player]

    /// Creates a team after validating the names; throws ``SetupError`` on bad input.
    public init(side: Side, name: String, playerNames: [String]) throws(SetupError) {
        let teamName = try Team.validatedName(name, what: "\(side.rawValue) team name")
        guard playerNames.count == Team.size else {
            throw .wrongPlayerCount(side: side, count: playerNames.count)
        }
        var seen = Set<String>()
        var players: [Player] = []
        for (offset, raw) in playerNames.enumerated() {
            let playerName = try Team.validatedName(raw, what: "\(side.rawValue) player \(offset + 1) name")
            guard seen.insert(playerName.lowercased()).inserted else {
                throw .duplicatePlayer(side: side, name: playerName)
            }
            players.append(Player(id: PlayerID(side: side, number: offset + 1), name: playerName))
        }
        self.side = side
        self.name = teamName
        self.players = players
    }

    /// The player in a slot.
    public func player(_ id: PlayerID) -> Player {
        precondition(id.side == side, "player \(id) is not on the \(side.rawValue) team")
        return players[id.number - 1]
    }

    /// Trims white space and rejects empty and over-long names, and names holding control
    /// characters, bidi controls or line and paragraph separators.
    ///
    /// Those characters are refused here so that nothing a scorer types can move the terminal's
    /// cursor, reorder a line or break one; the screen and the command line strip them again anyway
    /// (``TextSanitizer``) because files can be edited by hand.
    public static func validatedName(_ raw: String, what: String) throws(SetupError) -> String {
        let name = raw.trimmingWhitespace()
        guard !name.isEmpty else { throw .emptyName(what) }
        guard name.count <= maxNameLength else { throw .nameTooLong(what, limit: maxNameLength) }
        guard !name.unicodeScalars.contains(where: TextSanitizer.isControl) else {
            throw .controlCharacters(what)
        }
        if let layout = name.unicodeScalars.first(where: TextSanitizer.isLayoutControl) {
            throw .layoutControl(what, scalar: layout.value)
        }
        return name
    }
}

extension String {
    /// The string without leading and trailing white space (no Foundation in core).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Team: Codable {
    private enum CodingKeys: String, CodingKey { case side, name, players }

    /// Decodes and validates through ``init(side:name:playerNames:)``: a file cannot hold a team
    /// the creator would have refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let side = try container.decode(Side.self, forKey: .side)
        let players = try container.decode([Player].self, forKey: .players)
        let name = try container.decode(String.self, forKey: .name)
        do {
            // The team's own name first, so its error points at `name`, not at the players.
            _ = try Team.validatedName(name, what: "\(side.rawValue) team name")
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: error.description)
        }
        do {
            try self.init(side: side, name: name, playerNames: players.map(\.name))
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .players, in: container, debugDescription: error.description)
        }
        guard players.map(\.id) == self.players.map(\.id) else {
            throw DecodingError.dataCorruptedError(
                forKey: .players, in: container, debugDescription: "player ids do not match their slots")
        }
    }

    /// Encodes side, name and players.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(side, forKey: .side)
        try container.encode(name, forKey: .name)
        try container.encode(players, forKey: .players)
    }
}
