import CourtsideCore

/// One line of the play-by-play as the game stands: a play that counts, with its player and move
/// as corrected, or a team's shot-clock violation that stands (a team turnover, no player's), at
/// its game-clock time, and the score after it and every line before it.
public struct StandingPlay: Hashable, Sendable {
    /// The play's id: the sequence number of the event that made it (a `move` or an `insert`; for
    /// a violation, its `violation` event).
    public let play: Int
    /// The game clock the play happened at: its event's, or for an inserted play the clock of the
    /// play it was inserted before.
    public let clockMs: Int64
    /// Who and what, as the play stands (after the corrections in force); nil for a violation.
    public let current: PlayerMove?
    /// The team the line is for: the player's, or the one whose shot clock ran out.
    public let team: Side
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

    /// Creates a play's line.
    public init(
        play: Int, clockMs: Int64, current: PlayerMove, entered: PlayerMove?, insertedBefore: Int?, points: Int,
        homeScore: Int, awayScore: Int, assist: PlayerID? = nil
    ) {
        self.assist = assist
        self.play = play
        self.clockMs = clockMs
        self.current = current
        team = current.player.side
        self.entered = entered
        self.insertedBefore = insertedBefore
        self.points = points
        self.homeScore = homeScore
        self.awayScore = awayScore
    }

    /// A shot-clock violation's line: `side` lost the ball to the shot clock (event `violation`).
    public init(violation: Int, side: Side, clockMs: Int64, homeScore: Int, awayScore: Int) {
        play = violation
        self.clockMs = clockMs
        current = nil
        team = side
        entered = nil
        insertedBefore = nil
        points = 0
        self.homeScore = homeScore
        self.awayScore = awayScore
        assist = nil
    }

    /// Whether the line is a team's shot-clock violation, not a player's play.
    public var isViolation: Bool { current == nil }
    /// The player now (nil for a violation).
    public var player: PlayerID? { current?.player }
    /// The move now (nil for a violation).
    public var move: Move? { current?.move }
}
