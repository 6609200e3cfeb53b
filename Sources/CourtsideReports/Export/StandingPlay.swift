import CourtsideCore

/// One line of the play-by-play as the game stands: a play that counts, with its player and move
/// as corrected, at its game-clock time, and the score after it and every play before it.
public struct StandingPlay: Hashable, Sendable {
    /// The play's id: the sequence number of the event that made it (a `move` or an `insert`).
    public let play: Int
    /// The game clock the play happened at: its event's, or for an inserted play the clock of the
    /// play it was inserted before.
    public let clockMs: Int64
    /// Who and what, as the play stands (after the corrections in force).
    public let current: PlayerMove
    /// Who and what as first entered, when a correction in force changed it; nil otherwise.
    public let entered: PlayerMove?
    /// For a play the scorer forgot and inserted later: the play it was inserted before.
    public let insertedBefore: Int?
    /// The points the play scored under the game's shot values (0 for a miss, an assist, …).
    public let points: Int
    /// The home score after this play and every play before it.
    public let homeScore: Int
    /// The away score after this play and every play before it.
    public let awayScore: Int
    /// The passer of the basket's linked assist, while it counts (``Play/creditedAssist``).
    public let assist: PlayerID?

    /// Creates a line.
    public init(
        play: Int, clockMs: Int64, current: PlayerMove, entered: PlayerMove?, insertedBefore: Int?, points: Int,
        homeScore: Int, awayScore: Int, assist: PlayerID? = nil
    ) {
        self.assist = assist
        self.play = play
        self.clockMs = clockMs
        self.current = current
        self.entered = entered
        self.insertedBefore = insertedBefore
        self.points = points
        self.homeScore = homeScore
        self.awayScore = awayScore
    }

    /// The player now.
    public var player: PlayerID { current.player }
    /// The move now.
    public var move: Move { current.move }
}
