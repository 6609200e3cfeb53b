/// One play as ``PlayTable`` keeps it: 24 bytes instead of a ``Play``'s 96, so the plays of a
/// game of a million events fit in a few tens of megabytes.
///
/// Players are kept as their dense index (``PlayerID/index``) and moves as themselves (one byte);
/// the sequence number is the slot's place in the table. A slot for an event that made no play
/// (a clock event, an undo, a correction) is empty.
struct PlaySlot: Hashable, Sendable {
    /// The game clock the play happened at.
    var clockMs: Int64
    /// How many corrections of it are in force.
    var amendments: Int32
    /// The play it was inserted before, or 0 for a play made by a move.
    var insertedBefore: Int32
    /// The original player's index.
    var originalPlayer: UInt8
    /// The original move.
    var originalMove: Move
    /// The current player's index.
    var currentPlayer: UInt8
    /// The current move.
    var currentMove: Move
    /// ``isPlay``, ``isDeleted`` and ``isUndone``, one bit each.
    var flags: UInt8

    private static let playFlag: UInt8 = 1
    private static let deletedFlag: UInt8 = 2
    private static let undoneFlag: UInt8 = 4

    /// The slot of an event that made no play.
    static let empty = PlaySlot(
        clockMs: 0, amendments: 0, insertedBefore: 0, originalPlayer: 0, originalMove: Move.allCases[0],
        currentPlayer: 0, currentMove: Move.allCases[0], flags: 0)

    private init(
        clockMs: Int64, amendments: Int32, insertedBefore: Int32, originalPlayer: UInt8, originalMove: Move,
        currentPlayer: UInt8, currentMove: Move, flags: UInt8
    ) {
        self.clockMs = clockMs
        self.amendments = amendments
        self.insertedBefore = insertedBefore
        self.originalPlayer = originalPlayer
        self.originalMove = originalMove
        self.currentPlayer = currentPlayer
        self.currentMove = currentMove
        self.flags = flags
    }

    /// The slot of a play, as it stands.
    init(_ play: Play) {
        self.init(
            clockMs: play.clockMs, amendments: Int32(play.amendments),
            insertedBefore: Int32(play.insertedBefore ?? 0), originalPlayer: UInt8(play.original.player.index),
            originalMove: play.original.move, currentPlayer: UInt8(play.current.player.index),
            currentMove: play.current.move,
            flags: Self.playFlag | (play.isDeleted ? Self.deletedFlag : 0) | (play.isUndone ? Self.undoneFlag : 0))
    }

    /// Whether a play was made by this slot's event.
    var isPlay: Bool { flags & Self.playFlag != 0 }

    /// Whether a correction deleted the play.
    var isDeleted: Bool {
        get { flags & Self.deletedFlag != 0 }
        set { flags = newValue ? flags | Self.deletedFlag : flags & ~Self.deletedFlag }
    }

    /// Whether undo took the play back.
    var isUndone: Bool {
        get { flags & Self.undoneFlag != 0 }
        set { flags = newValue ? flags | Self.undoneFlag : flags & ~Self.undoneFlag }
    }

    /// Who and what now.
    var current: PlayerMove {
        get { PlayerMove(player: PlayerID.at(Int(currentPlayer)), move: currentMove) }
        set {
            currentPlayer = UInt8(newValue.player.index)
            currentMove = newValue.move
        }
    }

    /// The play of event `sequence`, as ``GameState/plays`` shows it.
    func play(sequence: Int) -> Play {
        var play = Play(
            sequence: sequence, clockMs: clockMs, insertedBefore: insertedBefore == 0 ? nil : Int(insertedBefore),
            original: PlayerMove(player: PlayerID.at(Int(originalPlayer)), move: originalMove))
        play.current = current
        play.amendments = Int(amendments)
        play.isDeleted = isDeleted
        play.isUndone = isUndone
        return play
    }
}
