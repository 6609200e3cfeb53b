/// One play in the log as it stands now: made by a move event (or an insert event, for a play the
/// scorer forgot), perhaps corrected, deleted or undone since.
///
/// A play keeps what it was when first entered, so the log and the exports can say "was … now …".
/// Nothing in the file is rewritten: each change is an event of its own.
public struct Play: Hashable, Sendable {
    /// The sequence number of the event that made the play (a `move` or an `insert`); the play's id.
    public let sequence: Int
    /// The game clock the play happened at: its event's, or for an inserted play the clock of the
    /// play it was inserted before.
    public let clockMs: Int64
    /// For a play inserted after the fact, the play it sits just before in the log.
    public let insertedBefore: Int?
    /// Who and what, as first entered.
    public let original: PlayerMove
    /// Who and what now, after any corrections in force.
    public private(set) var current: PlayerMove
    /// How many corrections of it are in force (undoing one takes it back).
    public private(set) var amendments = 0
    /// Whether a correction deleted it.
    public private(set) var isDeleted = false
    /// Whether undo took it back (redo may restore it).
    public private(set) var isUndone = false
    /// The passer the scorer linked to it (an `assist` event), as recorded; see ``creditedAssist``.
    public private(set) var assist: PlayerID?

    /// A play as its `move` or `insert` event made it: ``current`` is ``original`` until a correction,
    /// none deleted or undone.
    public init(sequence: Int, clockMs: Int64, insertedBefore: Int? = nil, original: PlayerMove) {
        self.sequence = sequence
        self.clockMs = clockMs
        self.insertedBefore = insertedBefore
        self.original = original
        self.current = original
    }

    /// A play as it stands after its corrections: how the compact slot the fold keeps
    /// (``PlaySlot``) is shown.
    init(
        sequence: Int, clockMs: Int64, insertedBefore: Int?, original: PlayerMove, current: PlayerMove,
        amendments: Int, isDeleted: Bool, isUndone: Bool, assist: PlayerID?
    ) {
        self.init(sequence: sequence, clockMs: clockMs, insertedBefore: insertedBefore, original: original)
        self.current = current
        self.amendments = amendments
        self.isDeleted = isDeleted
        self.isUndone = isUndone
        self.assist = assist
    }

    /// The player as the play stands after corrections (``current``); ``original`` keeps who was
    /// entered.
    public var player: PlayerID { current.player }
    /// The move as the play stands after corrections (``current``).
    public var move: Move { current.move }
    /// Whether it counts in the score and the counters (not deleted, not undone).
    public var counts: Bool { !isDeleted && !isUndone }
    /// Whether a correction changed it (and is still in force).
    public var isCorrected: Bool { amendments > 0 }
    /// The linked assist as it counts now: none once a correction made the play anything but a
    /// teammate's made field goal (``PlayerMove/credits(_:)``).
    public var creditedAssist: PlayerID? { current.credits(assist) }
}
