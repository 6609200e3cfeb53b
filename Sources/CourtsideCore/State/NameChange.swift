/// What a join or a rename (format version 6) did to a player's name: their slot was called `from`
/// ("" for a late arrival's new slot) and is now called `to`, by the event `sequence` at `clockMs`.
///
public struct NameChange: Hashable, Sendable {
    /// The join's or rename's sequence number.
    public let sequence: Int
    /// The game clock when it was made.
    public let clockMs: Int64
    /// The slot named: the renamed player's, or the late arrival's new slot (its side is the team).
    public let player: PlayerID
    /// The name the slot had before.
    public let fromName: PlayerName
    /// The name it has after.
    public let toName: PlayerName
    /// Whether it was a late arrival's join (else a rename).
    public let isJoin: Bool

    /// The fold makes one for each join and rename it applies, undoes or redoes.
    public init(sequence: Int, clockMs: Int64, player: PlayerID, from: String, to: String, isJoin: Bool) {
        self.sequence = sequence
        self.clockMs = clockMs
        self.player = player
        self.fromName = PlayerName(from)
        self.toName = PlayerName(to)
        self.isJoin = isJoin
    }

    /// The name the slot had before.
    public var from: String { fromName.text }

    /// The name it has after.
    public var to: String { toName.text }
}
