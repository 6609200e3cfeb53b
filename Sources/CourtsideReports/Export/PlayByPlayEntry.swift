import CourtsideCore

/// One line of a play-by-play: an event of the log, with the score right after it.
public struct PlayByPlayEntry: Hashable, Sendable {
    /// The event's sequence number.
    public let sequence: Int
    /// What the event was: `move`, `start`, `pause`, `undo` or `redo` (``GameEventKind/typeName``).
    public let type: String
    /// The game clock at the event, in milliseconds.
    public let clockMs: Int64
    /// For a move, its maker; for an undo or redo, the maker of the move it voided or restored;
    /// nil for the clock.
    public let player: PlayerID?
    /// The player's name (nil with ``player``).
    public let playerName: String?
    /// The player's team name (nil with ``player``).
    public let teamName: String?
    /// The move made, voided or restored; nil for the clock.
    public let move: Move?
    /// The home score after the event.
    public let homeScore: Int
    /// The away score after the event.
    public let awayScore: Int
    /// For a move: it is void in the final game (undone, and not redone). Always false for other events.
    public let isVoided: Bool

    /// Creates an entry.
    public init(
        sequence: Int, type: String, clockMs: Int64, player: PlayerID?, playerName: String?, teamName: String?,
        move: Move?, homeScore: Int, awayScore: Int, isVoided: Bool
    ) {
        self.sequence = sequence
        self.type = type
        self.clockMs = clockMs
        self.player = player
        self.playerName = playerName
        self.teamName = teamName
        self.move = move
        self.homeScore = homeScore
        self.awayScore = awayScore
        self.isVoided = isVoided
    }

    /// What happened, in words: "2 points", "2 points (void)", "undo 2 points", "clock started".
    public var play: String {
        switch type {
        case "start": return "clock started"
        case "pause": return "clock paused"
        case "undo": return "undo \(move?.phrase ?? "")"
        case "redo": return "redo \(move?.phrase ?? "")"
        default: return (move?.phrase ?? type) + (isVoided ? " (void)" : "")
        }
    }

    /// The score after the event, "H - A".
    public var score: String { ScoreFormat.string(home: homeScore, away: awayScore) }

    /// The score as a worm-chart point.
    public var scorePoint: ScorePoint { ScorePoint(clockMs: clockMs, home: homeScore, away: awayScore) }
}
