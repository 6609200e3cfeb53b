/// One entry in a game's append-only log.
public struct GameEvent: Hashable, Sendable {
    /// 1-based position in the log; a log is valid only if these run 1, 2, 3, …
    public let sequence: Int
    /// What happened, with its payload: a move, a clock change, a correction, a join…
    public let kind: GameEventKind
    /// The game clock when it happened, in milliseconds.
    public let clockMs: Int64
    /// Wall time when it happened, in milliseconds since 1970 (UTC).
    public let wallMs: Int64

    /// An event from its parts; nothing is checked here: the fold (``GameState``) refuses one out of
    /// sequence or against the rules.
    public init(sequence: Int, kind: GameEventKind, clockMs: Int64, wallMs: Int64) {
        self.sequence = sequence
        self.kind = kind
        self.clockMs = clockMs
        self.wallMs = wallMs
    }
}
