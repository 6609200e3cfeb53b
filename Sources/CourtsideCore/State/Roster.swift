/// Who is on court and, per player, the time on court and the plus/minus, as ``GameState`` keeps
/// them: every change is O(1) (a substitution moves two players, a score moves the six on court).
///
/// Time on court is kept as a base per player that needs no update while the clock runs: a player
/// coming on at clock `c` has `c` taken off the base, going off adds it back, so the time on court
/// at clock `t` is the base, plus `t` while on court. Undoing a substitution does the opposite at
/// the substitution's own clock, so it leaves the bases as if it never happened.
struct Roster: Hashable, Sendable {
    /// How many players home has.
    let homeSize: Int
    /// How many players away has.
    let awaySize: Int
    /// Who is on court, one bit per dense index (``PlayerID/index``).
    private(set) var onCourt: UInt16
    /// The time-on-court base per dense index, in milliseconds of game clock.
    private var bases: [Int64]
    /// The plus/minus per dense index: the team's points less the other's while on court.
    private var plusMinus: [Int32]

    /// The six starting slots on court (1…3 of each team).
    static let starters: UInt16 = PlayerID.all.reduce(0) { $0 | 1 << UInt16($1.index) }

    /// A roster of `home` and `away` players (3…8 each), the first three of each on court.
    init(home: Int, away: Int) {
        (homeSize, awaySize) = (home, away)
        onCourt = Self.starters
        bases = Array(repeating: 0, count: PlayerID.count)
        plusMinus = Array(repeating: 0, count: PlayerID.count)
    }

    /// How many players a team has.
    func size(_ side: Side) -> Int { side == .home ? homeSize : awaySize }

    /// Whether the team has a player in this slot.
    func has(_ player: PlayerID) -> Bool { player.number <= size(player.side) }

    /// Whether a player is on court.
    func isOnCourt(_ player: PlayerID) -> Bool { onCourt & 1 << UInt16(player.index) != 0 }

    /// A player's time on court when the game clock reads `clockMs`.
    func msOnCourt(_ player: PlayerID, atClockMs clockMs: Int64) -> Int64 {
        bases[player.index] + (isOnCourt(player) ? clockMs : 0)
    }

    /// A player's plus/minus.
    func plusMinus(_ player: PlayerID) -> Int { Int(plusMinus[player.index]) }

    /// `off` goes to the bench and `on` comes on court at `clockMs`.
    mutating func substitute(off: PlayerID, on: PlayerID, atClockMs clockMs: Int64) {
        bases[off.index] += clockMs
        bases[on.index] -= clockMs
        onCourt = onCourt & ~(1 << UInt16(off.index)) | 1 << UInt16(on.index)
    }

    /// Credits `points` scored by `side` to the plus/minus of the players of `lineup` (a set of
    /// ``onCourt`` bits): plus for the side's own, minus for the others.
    mutating func score(_ points: Int, by side: Side, lineup: UInt16) {
        guard points != 0 else { return }
        var bits = lineup
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            plusMinus[index] += Int32(PlayerID.at(index).side == side ? points : -points)
        }
    }
}
