/// Who is on court and, per player, the time on court and the plus/minus, as ``GameState`` keeps
/// them: every change is O(1), and a play costs nothing here unless it is a correction of a play
/// made while others were on court.
///
/// Time on court is kept as a base per player that needs no update while the clock runs: a player
/// coming on at clock `c` has `c` taken off the base, going off adds it back, so the time on court
/// at clock `t` is the base, plus `t` while on court. Undoing a substitution does the opposite at
/// the substitution's own clock, so it leaves the bases as if it never happened. Plus/minus is kept
/// the same way against the game's margin: on at margin `m`, `m` is taken off; off, added back.
/// Undo and redo being last in, first out, the margin when a substitution is undone or redone is
/// the margin it was made at. A play counted in or out for a lineup other than the one on court
/// (a correction of a play made before a substitution) moves the bases of the players who differ.
struct Roster: Hashable, Sendable {
    /// How many players home has: the header's, and one more for each late arrival (``join(_:)``).
    private(set) var homeSize: Int
    /// How many players away has.
    private(set) var awaySize: Int
    /// How many players home had at the start (the header's).
    let startingHomeSize: Int
    /// How many players away had at the start.
    let startingAwaySize: Int
    /// Who is on court, one bit per dense index (``PlayerID/index``).
    private(set) var onCourt: UInt16
    /// Who is on court by panel (home 1…3, then away 1…3), as dense indices: a player coming on
    /// takes the panel of the player going off, so the scorer's keys keep their places.
    private var panels: [UInt8] = PlayerID.all.map { UInt8($0.index) }
    /// The time-on-court base per dense index, in milliseconds of game clock.
    private var bases: [Int64]
    /// The plus/minus base per dense index (the plus/minus is the base, plus the team's margin
    /// while on court).
    private var plusMinus: [Int32]

    /// The six starting slots on court (1…3 of each team).
    static let starters: UInt16 = 0b11_1111
    /// Home's slots (1…3 at 0…2, 4…8 at 6…10).
    private static let home: UInt16 = 0b0111_1100_0111

    /// A roster of `home` and `away` players (3…8 each), the first three of each on court.
    init(home: Int, away: Int) {
        (homeSize, awaySize) = (home, away)
        (startingHomeSize, startingAwaySize) = (home, away)
        onCourt = Self.starters
        bases = Array(repeating: 0, count: PlayerID.count)
        plusMinus = Array(repeating: 0, count: PlayerID.count)
    }

    /// How many players a team has.
    func size(_ side: Side) -> Int { side == .home ? homeSize : awaySize }

    /// How many players a team had at the start.
    func startingSize(_ side: Side) -> Int { side == .home ? startingHomeSize : startingAwaySize }

    /// A late arrival takes the team's next slot, on the bench. Their time on court and plus/minus
    /// bases are 0: the slot was never used, or whoever had it (a join since undone) left it so.
    mutating func join(_ side: Side) {
        if side == .home { homeSize += 1 } else { awaySize += 1 }
    }

    /// Takes a late arrival back off the roster (undo of a join): the team's last slot goes.
    mutating func leave(_ side: Side) {
        if side == .home { homeSize -= 1 } else { awaySize -= 1 }
    }

    /// Whether the team has a player in this slot.
    func has(_ player: PlayerID) -> Bool { player.number <= size(player.side) }

    /// Whether a player is on court.
    func isOnCourt(_ player: PlayerID) -> Bool { onCourt & 1 << UInt16(player.index) != 0 }

    /// A player's time on court when the game clock reads `clockMs`.
    func msOnCourt(_ player: PlayerID, atClockMs clockMs: Int64) -> Int64 {
        bases[player.index] + (isOnCourt(player) ? clockMs : 0)
    }

    /// The player on court in a panel (``PlayerID/all``'s slots 1…3 of each team).
    func player(inPanel panel: PlayerID) -> PlayerID { PlayerID.at(Int(panels[panel.index])) }

    /// A player's plus/minus when home leads by `homeMargin` (negative when away leads).
    func plusMinus(_ player: PlayerID, homeMargin: Int) -> Int {
        Int(plusMinus[player.index]) + (isOnCourt(player) ? (player.side == .home ? homeMargin : -homeMargin) : 0)
    }

    /// `off` goes to the bench and `on` comes on court at `clockMs`, home leading by `homeMargin`.
    mutating func substitute(off: PlayerID, on: PlayerID, atClockMs clockMs: Int64, homeMargin: Int) {
        bases[off.index] += clockMs
        bases[on.index] -= clockMs
        let margin = Int32(off.side == .home ? homeMargin : -homeMargin)
        plusMinus[off.index] += margin
        plusMinus[on.index] -= margin
        onCourt = onCourt & ~(1 << UInt16(off.index)) | 1 << UInt16(on.index)
        if let panel = panels.firstIndex(of: UInt8(off.index)) { panels[panel] = UInt8(on.index) }
    }

    /// Moves `points` of plus/minus from one player to a teammate (a deleted substitution: the
    /// plays after it were made with the other on court).
    mutating func movePlusMinus(_ points: Int, from: PlayerID, to: PlayerID) {
        plusMinus[from.index] -= Int32(points)
        plusMinus[to.index] += Int32(points)
    }

    /// Credits `points` scored by `side` (counted in the score already) to the players of
    /// `lineup` (a set of ``onCourt`` bits), on court when the play was made: the margin credits
    /// those on court now, so only the players who differ move. Nothing when they are the same.
    mutating func score(_ points: Int, by side: Side, lineup: UInt16) {
        guard lineup != onCourt else { return }
        let own = side == .home ? Self.home : ~Self.home
        let delta = Int32(points)
        // On court then, not now: the margin misses them. On court now, not then: it has them wrongly.
        for (bits, sign) in [(lineup & ~onCourt, Int32(1)), (onCourt & ~lineup, Int32(-1))] {
            var rest = bits
            while rest != 0 {
                let index = rest.trailingZeroBitCount
                plusMinus[index] += sign * (own & 1 << UInt16(index) != 0 ? delta : -delta)
                rest &= rest - 1
            }
        }
    }
}
