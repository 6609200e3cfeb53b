/// What a join or a rename (format version 6) did to a player's name: their slot was called `from`
/// ("" for a late arrival's new slot) and is now called `to`, by the event `sequence` at `clockMs`.
public struct NameChange: Hashable, Sendable {
    /// The join's or rename's sequence number.
    public let sequence: Int
    /// The game clock when it was made.
    public let clockMs: Int64
    /// The player named.
    public let player: PlayerID
    /// The name the slot had before.
    public let from: String
    /// The name it has after.
    public let to: String
    /// Whether it was a late arrival's join (else a rename).
    public let isJoin: Bool

    /// Creates a name change.
    public init(sequence: Int, clockMs: Int64, player: PlayerID, from: String, to: String, isJoin: Bool) {
        self.sequence = sequence
        self.clockMs = clockMs
        self.player = player
        self.from = from
        self.to = to
        self.isJoin = isJoin
    }
}
