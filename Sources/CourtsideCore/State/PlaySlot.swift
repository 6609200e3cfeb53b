/// One play as ``PlayTable`` keeps it: 16 bytes instead of a ``Play``'s 96, so the plays of a
/// game of a million events fit in 16 MB.
///
/// Players are kept as their dense index (``PlayerID/index``), in the low four bits of a byte
/// whose other bits hold the flags (the linked passer as a team bit and a slot number), and moves as themselves (one byte); the sequence number is the
/// slot's place in the table, and the rare play inserted after the fact has the play it precedes
/// in the table's own dictionary. A slot for an event that made no play (a clock event, an undo, a
/// correction) is empty.
struct PlaySlot: Hashable, Sendable {
    /// The game clock the play happened at.
    var clockMs: Int64
    /// How many corrections of it are in force.
    var amendments: Int32
    /// The original player's index (bits 0–3), the flags ``isPlay``, ``isDeleted``, ``isUndone``
    /// (bits 4–6), and the linked passer's team (bit 7: away).
    private var originalAndFlags: UInt8
    /// The original move.
    private var originalMove: Move
    /// The current player's index (bits 0–3) and the linked passer's slot number (bits 4–7; 0 for
    /// none).
    private var currentPlayer: UInt8
    /// The current move.
    private var currentMove: Move

    private static let playerMask: UInt8 = 0b0000_1111
    private static let playFlag: UInt8 = 0b0001_0000
    private static let deletedFlag: UInt8 = 0b0010_0000
    private static let undoneFlag: UInt8 = 0b0100_0000
    private static let assistAwayFlag: UInt8 = 0b1000_0000
    private static let assistShift: UInt8 = 4

    /// The slot of an event that made no play.
    static let empty = PlaySlot(
        clockMs: 0, amendments: 0, originalAndFlags: 0, originalMove: Move.allCases[0], currentPlayer: 0,
        currentMove: Move.allCases[0])

    private init(
        clockMs: Int64, amendments: Int32, originalAndFlags: UInt8, originalMove: Move, currentPlayer: UInt8,
        currentMove: Move
    ) {
        self.clockMs = clockMs
        self.amendments = amendments
        self.originalAndFlags = originalAndFlags
        self.originalMove = originalMove
        self.currentPlayer = currentPlayer
        self.currentMove = currentMove
    }

    /// The slot of a play, as it stands (all but where it was inserted).
    init(_ play: Play) {
        self.init(
            clockMs: play.clockMs, amendments: Int32(play.amendments),
            originalAndFlags: UInt8(play.original.player.index) | Self.playFlag
                | (play.isDeleted ? Self.deletedFlag : 0) | (play.isUndone ? Self.undoneFlag : 0)
                | (play.assist?.side == .away ? Self.assistAwayFlag : 0),
            originalMove: play.original.move,
            currentPlayer: UInt8(play.current.player.index) | Self.assistBits(play.assist),
            currentMove: play.current.move)
    }

    /// Whether a play was made by this slot's event.
    var isPlay: Bool { originalAndFlags & Self.playFlag != 0 }

    /// Whether a correction deleted the play.
    var isDeleted: Bool {
        get { originalAndFlags & Self.deletedFlag != 0 }
        set { set(Self.deletedFlag, newValue) }
    }

    /// Whether undo took the play back.
    var isUndone: Bool {
        get { originalAndFlags & Self.undoneFlag != 0 }
        set { set(Self.undoneFlag, newValue) }
    }

    private mutating func set(_ flag: UInt8, _ on: Bool) {
        originalAndFlags = on ? originalAndFlags | flag : originalAndFlags & ~flag
    }

    /// Who and what as first entered.
    var original: PlayerMove {
        PlayerMove(player: PlayerID.at(Int(originalAndFlags & Self.playerMask)), move: originalMove)
    }

    /// Who and what now.
    var current: PlayerMove {
        get { PlayerMove(player: PlayerID.at(Int(currentPlayer & Self.playerMask)), move: currentMove) }
        set {
            currentPlayer = currentPlayer & ~Self.playerMask | UInt8(newValue.player.index)
            currentMove = newValue.move
        }
    }

    /// The passer linked to the play.
    var assist: PlayerID? {
        get {
            let bits = currentPlayer >> Self.assistShift
            guard bits != 0 else { return nil }
            return PlayerID(side: originalAndFlags & Self.assistAwayFlag != 0 ? .away : .home, number: Int(bits))
        }
        set {
            currentPlayer = currentPlayer & Self.playerMask | Self.assistBits(newValue)
            set(Self.assistAwayFlag, newValue?.side == .away)
        }
    }

    private static func assistBits(_ assist: PlayerID?) -> UInt8 {
        assist.map { UInt8($0.number) << assistShift } ?? 0
    }

    /// The play of event `sequence`, inserted before `insertedBefore` if it was, as
    /// ``GameState/plays`` shows it.
    func play(sequence: Int, insertedBefore: Int?) -> Play {
        Play(
            sequence: sequence, clockMs: clockMs, insertedBefore: insertedBefore, original: original, current: current,
            amendments: Int(amendments), isDeleted: isDeleted, isUndone: isUndone, assist: assist)
    }
}
