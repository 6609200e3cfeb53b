/// What a commit came to, for the scoreboard to say: the committer records and shows the board,
/// and leaves the status line to the ``ScoreboardViewModel``, its one writer.
public enum CommitOutcome: Equatable, Sendable {
    /// Recorded and applied; the status line's words for it (nil when there are none).
    case recorded(String?)
    /// Neither recorded nor applied (the rules, a full or read-only disk, a lost file): why.
    case refused(String)

    /// Whether the events were recorded and applied.
    public var isRecorded: Bool {
        if case .recorded = self { return true }
        return false
    }

    /// What the status line says after it, if anything.
    public var statusText: String? {
        switch self {
        case .recorded(let text): text
        case .refused(let text): text
        }
    }
}
