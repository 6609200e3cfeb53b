import CourtsideCore

/// One line of the scoreboard's play log: a play as it stands now, or a substitution, in the
/// words and numbers the log shows.
///
/// Plain values, so the log's `Dynamic` fires only when a line shown really changes.
public struct PlayLogLine: Hashable, Sendable {
    /// The play's id: the sequence number of the event that made it.
    public let sequence: Int
    /// The game clock of the play, `mm:ss.t`, as the header shows the clock (the time left when it
    /// counts down: ``ClockFormat/string(ms:countingDownFrom:)``).
    public let time: String
    /// The side of the player it counts for now.
    public let side: Side
    /// The player's name now, as typed (the screen sanitizes it).
    public let player: String
    /// The move now, as the panels label it (`2PT`, `REB`).
    public let move: String
    /// The score after it, `H-A`, for a point that counts; nil otherwise.
    public let score: String?
    /// For a corrected play, what it was when first entered (`Shaq 2PT`); nil otherwise.
    public let was: String?
    /// Whether a correction deleted it.
    public let isDeleted: Bool
    /// Whether undo took it back.
    public let isUndone: Bool
    /// Whether it was inserted after the fact (before a later play).
    public let isInserted: Bool
    /// The passer of a basket's linked assist, as typed, while it counts; nil otherwise.
    public let assist: String?
    /// For a substitution's line, the player who went off (``player`` came on); nil for a play.
    public let replaces: String?

    /// Creates a line.
    public init(
        sequence: Int, time: String, side: Side, player: String, move: String, score: String?, was: String?,
        isDeleted: Bool, isUndone: Bool, isInserted: Bool, assist: String? = nil, replaces: String? = nil
    ) {
        self.assist = assist
        self.replaces = replaces
        self.sequence = sequence
        self.time = time
        self.side = side
        self.player = player
        self.move = move
        self.score = score
        self.was = was
        self.isDeleted = isDeleted
        self.isUndone = isUndone
        self.isInserted = isInserted
    }

    /// Whether the play counts no more (deleted or undone): the log dims it.
    public var isVoid: Bool { isDeleted || isUndone }
}
