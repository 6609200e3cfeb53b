import CourtsideCore

/// One line of the play-by-play as the game stands: a play that counts, with its player and move
/// as corrected, a team's shot-clock violation that stands (a team turnover, no player's), or (in
/// the text, Markdown and CSV play-by-play) any other team call, substitution or name change that
/// stands, at its game-clock time, and the score after it and every line before it.
public struct StandingPlay: Hashable, Sendable {
    /// The play's id: the sequence number of the event that made it (a `move` or an `insert`; for
    /// a call, its own event).
    public let play: Int
    /// The game clock the play happened at: its event's, or for an inserted play the clock of the
    /// play it was inserted before.
    public let clockMs: Int64
    /// Who and what, as the play stands (after the corrections in force); nil for a call.
    public let current: PlayerMove?
    /// The team the line is for: the player's, or the one whose shot clock ran out, who called the
    /// timeout, got the ball, made the substitution or has the named player; nil for a shot-clock
    /// reset, which is no team's.
    public let team: Side?
    /// What a call line did (a violation, a timeout, a substitution, a join, …); nil for a player's play.
    public let call: ScorerAction.Kind?
    /// For a join's or a rename's line: the name change, with the names the event gave.
    public let renamed: NameChange?
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
        call = nil
        renamed = nil
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
        self.init(
            call: .violation(side), sequence: violation, clockMs: clockMs, renamed: nil, homeScore: homeScore,
            awayScore: awayScore)
    }

    /// A call's line: the event `sequence` did `call` (a team call, a substitution, a join or a
    /// rename, with its `renamed` change).
    public init(
        call: ScorerAction.Kind, sequence: Int, clockMs: Int64, renamed: NameChange?, homeScore: Int, awayScore: Int
    ) {
        play = sequence
        self.clockMs = clockMs
        current = nil
        self.call = call
        self.renamed = renamed
        switch call {
        case .timeout(let side), .possession(let side), .violation(let side): team = side
        case .substitution(_, let on): team = on.side
        case .join(let player), .rename(let player): team = player.side
        case .shotClockReset, .enter, .amend, .delete, .credit, .setClock: team = nil
        }
        entered = nil
        insertedBefore = nil
        points = 0
        self.homeScore = homeScore
        self.awayScore = awayScore
        assist = nil
    }

    /// Whether the line is a team's shot-clock violation, not a player's play.
    public var isViolation: Bool {
        if case .violation? = call { return true }
        return false
    }
    /// The player now (nil for a team's call); for a substitution, who came on; for a join or a
    /// rename, who was named.
    public var player: PlayerID? {
        switch call {
        case nil: current?.player
        case .substitution(_, let on)?: on
        case .join(let player)?, .rename(let player)?: player
        default: nil
        }
    }
    /// The move now (nil for a call).
    public var move: Move? { current?.move }
}
