/// A player's stable id within a game: the team side and the slot (1…3).
///
/// Events refer to players by this id, so a fold can find a player's counters in O(1)
/// without a lookup table. It is written to files as `home.1` … `away.3`.
public struct PlayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The player's team.
    public let side: Side
    /// The player's slot within the team, 1…3.
    public let number: Int

    /// Creates an id; `number` must be 1…``Team/size``.
    public init(side: Side, number: Int) {
        precondition((1...Team.size).contains(number), "player number out of range: \(number)")
        self.side = side
        self.number = number
    }

    /// Parses `home.1` … `away.3`; nil for anything else.
    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let side = Side(rawValue: String(parts[0])), let number = Int(parts[1]),
            (1...Team.size).contains(number)
        else { return nil }
        self.init(side: side, number: number)
    }

    /// The file form, `home.1` … `away.3`.
    public var rawValue: String { "\(side.rawValue).\(number)" }

    /// Same as ``rawValue``.
    public var description: String { rawValue }

    /// A dense index 0…5 (home first), for array-backed per-player storage.
    public var index: Int { (side == .home ? 0 : Team.size) + number - 1 }

    /// The player with dense index `index` (0…5, see ``index``), for storage that keeps players
    /// as their index.
    static func at(_ index: Int) -> PlayerID {
        index < Team.size
            ? PlayerID(side: .home, number: index + 1) : PlayerID(side: .away, number: index - Team.size + 1)
    }

    /// All six players, home first, in slot order.
    public static let all: [PlayerID] = Side.allCases.flatMap { side in
        (1...Team.size).map { PlayerID(side: side, number: $0) }
    }

    /// Orders home before away, then by slot.
    public static func < (lhs: PlayerID, rhs: PlayerID) -> Bool { lhs.index < rhs.index }
}
