/// How a watcher stands with the game it follows, as its status bar says it.
public enum WatchConnection: Hashable, Sendable {
    /// No game is being scored yet; the watcher waits for one in `library`.
    case waiting(library: String)
    /// A scorer has the game open: every event shows as it is recorded.
    case live
    /// Nobody was scoring the game when watching began: the last state shows until scoring resumes.
    case notBeingScored
    /// Nobody is scoring the game and it is finished: it shows as it was saved (a finished game
    /// opened from the list) until someone resumes it; `confirmed` once both sides confirmed its
    /// final score, so the badge says `FINAL ✓` as the board's header does.
    case final(confirmed: Bool)
    /// The scorer's board closed (quit, or its process died): the last state stays on screen and
    /// the watcher picks up when scoring resumes.
    case scorerGone
    /// The game's file was deleted: the last state stays until a file of that name comes back.
    case fileDeleted
    /// The file cannot be followed (a corrupt line, an event the rules refuse): `reason` says where.
    case failed(reason: String)

    /// The words on the status bar.
    public var text: String {
        switch self {
        case .waiting(let library): "waiting for a game to be scored in \(library)"
        case .live: "live: each event shows as the scorer records it"
        case .final(let confirmed): confirmed ? "final, score confirmed: the game as saved" : "final: the game as saved"
        case .notBeingScored: "nobody is scoring this game: showing the last state"
        case .scorerGone: "scorer gone: showing the last state"
        case .fileDeleted: "file deleted: showing the last state"
        case .failed(let reason): "cannot follow the game: \(reason)"
        }
    }

    /// Whether the words are a warning (drawn to stand out): anything but live or waiting.
    public var isWarning: Bool {
        switch self {
        case .waiting, .live, .final: false
        case .notBeingScored, .scorerGone, .fileDeleted, .failed: true
        }
    }
}
