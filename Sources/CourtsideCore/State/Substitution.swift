/// One substitution as the play log shows it: who went to the bench, who came on, when, and
/// whether undo took it back since (redo may restore it).
public struct Substitution: Hashable, Sendable {
    /// The sequence number of the `sub` event: its place in the log.
    public let sequence: Int
    /// The game clock it was made at.
    public let clockMs: Int64
    /// The player who went to the bench.
    public let off: PlayerID
    /// The player who came on court.
    public let on: PlayerID
    /// Whether undo took it back.
    public internal(set) var isUndone = false

    /// A substitution as made.
    public init(sequence: Int, clockMs: Int64, off: PlayerID, on: PlayerID) {
        self.sequence = sequence
        self.clockMs = clockMs
        self.off = off
        self.on = on
    }
}
