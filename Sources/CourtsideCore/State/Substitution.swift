/// One substitution as the play log shows it: who went to the bench, who came on, when, and
/// whether undo took it back or a correction deleted it since.
public struct Substitution: Hashable, Sendable {
    /// The sequence number of the `sub` event: its place in the log.
    public let sequence: Int
    /// The game clock it was made at.
    public let clockMs: Int64
    /// The player who went to the bench.
    public let off: PlayerID
    /// The player who came on court.
    public let on: PlayerID
    /// Whether undo took it back (redo may restore it).
    public private(set) var isUndone = false
    /// Whether a correction (a `void` event) deleted it: as if `off` had stayed on court.
    public private(set) var isDeleted = false
    /// Home's margin from the plays that stand and came before it in the log, as they stand now:
    /// what the plays after it add to the margin is the game's margin less this (``SubstitutionLog``).
    var marginBefore: Int32

    /// A substitution as made, home leading by `homeMargin` then.
    public init(sequence: Int, clockMs: Int64, off: PlayerID, on: PlayerID, homeMargin: Int = 0) {
        self.sequence = sequence
        self.clockMs = clockMs
        self.off = off
        self.on = on
        marginBefore = Int32(homeMargin)
    }

    /// Marks it undone (or restored by redo).
    mutating func mark(undone: Bool) {
        isUndone = undone
    }

    /// Marks it deleted by a correction (or restored by undoing that).
    mutating func mark(deleted: Bool) {
        isDeleted = deleted
    }

    /// Whether it counts: not undone, not deleted.
    public var stands: Bool { !isUndone && !isDeleted }
}
