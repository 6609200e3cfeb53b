/// A player's stable id within a game: the team side and the slot (1…8; 1…3 start on court).
///
/// Events refer to players by this id, so a fold can find a player's counters in O(1)
/// without a lookup table. It is written to files as `home.1` … `away.8`.
public struct PlayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The player's team.
    public let side: Side
    /// The player's slot within the team, 1…``Team/maxSize``.
    public let number: Int

    /// Creates an id; `number` must be 1…``Team/maxSize``.
    public init(side: Side, number: Int) {
        precondition((1...Team.maxSize).contains(number), "player number out of range: \(number)")
        self.side = side
        self.number = number
    }

    /// Parses `home.1` … `away.8`; nil for anything else.
    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let side = Side(rawValue: String(parts[0])), let number = Int(parts[1]),
            (1...Team.maxSize).contains(number)
        else { return nil }
        self.init(side: side, number: number)
    }

    /// The file form, `home.1` … `away.8`.
    public var rawValue: String { "\(side.rawValue).\(number)" }

    /// ``rawValue`` (`home.1`), as files and messages write a player.
    public var description: String { rawValue }

    /// A dense index 0…15 for array-backed per-player storage: the six starters first (0…5, home
    /// first, as before benches existed), then home's bench (6…10) and away's (11…15).
    @inline(__always) public var index: Int {
        if number <= Team.size { return (side == .home ? 0 : Team.size) + number - 1 }
        let bench = Team.maxSize - Team.size
        return 2 * Team.size + (side == .home ? 0 : bench) + number - Team.size - 1
    }

    /// How many dense indices there are (``index``): two full rosters.
    public static let count = 2 * Team.maxSize

    /// The player with dense index `index` (0…15, see ``index``), for storage that keeps players
    /// as their index.
    public static func at(_ index: Int) -> PlayerID {
        // Arithmetic, not a table: the fold reads players back from their index on every play.
        if index < 2 * Team.size {
            return PlayerID(side: index < Team.size ? .home : .away, number: index % Team.size + 1)
        }
        let bench = Team.maxSize - Team.size
        let offset = index - 2 * Team.size
        return PlayerID(side: offset < bench ? .home : .away, number: offset % bench + Team.size + 1)
    }

    /// The six starting slots (1…3 of each team), home first: the players on court at tip-off.
    public static let all: [PlayerID] = Side.allCases.flatMap { side in
        (1...Team.size).map { PlayerID(side: side, number: $0) }
    }

    /// Every slot a roster may have, in ``index`` order (the six starters, then the benches).
    public static let roster: [PlayerID] =
        all
        + Side.allCases.flatMap { side in
            (Team.size + 1...Team.maxSize).map { PlayerID(side: side, number: $0) }
        }

    /// Orders home before away, then by slot.
    public static func < (lhs: PlayerID, rhs: PlayerID) -> Bool { lhs.index < rhs.index }
}
