/// A team: a name and three to eight players; the first three start on court, the rest on the
/// bench.
public struct Team: Hashable, Sendable {
    /// Players per team on court in pickup 3-on-3.
    public static let size = 3
    /// The most players a team may have (three on court, five on the bench).
    public static let maxSize = 8
    /// How many players a team may have.
    public static let sizes = size...maxSize
    /// The longest name, in characters, that a team or player may have.
    public static let maxNameLength = 40

    /// Which side the team plays on.
    public let side: Side
    /// The team's name.
    public let name: String
    /// The players, in slot order: three to eight.
    public let players: [Player]

    /// Creates a team after validating the names; throws ``SetupError`` on bad input.
    public init(side: Side, name: String, playerNames: [String]) throws(SetupError) {
        let teamName = try Team.validatedName(name, what: "\(side.rawValue) team name")
        guard Team.sizes.contains(playerNames.count) else {
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

    /// The player in `id`'s slot; `id` must be on this team's side and within its players (a trap
    /// otherwise: ids come from the header, never from typing).
    public func player(_ id: PlayerID) -> Player {
        precondition(id.side == side, "player \(id) is not on the \(side.rawValue) team")
        return players[id.number - 1]
    }

    /// Whether the team has a player in this slot.
    public func has(_ id: PlayerID) -> Bool { id.side == side && id.number <= players.count }

    /// `raw` as a name: trimmed, in NFC, or refused with the reason (``NameRule``, the one rule for
    /// every name, whether typed, given on the command line or read back from a file).
    ///
    /// Control, layout, invisible and blank-looking characters are refused here so that nothing a
    /// scorer types can move the terminal's cursor, reorder a line, break one, or pass for another
    /// name; the screen and the command line strip controls again anyway (``TextSanitizer``)
    /// because files can be edited by hand.
    public static func validatedName(_ raw: String, what: String) throws(SetupError) -> String {
        try NameRule.validated(raw, what: what)
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
