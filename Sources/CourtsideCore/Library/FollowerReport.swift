/// What following a game's file found since the last look, while another process scores it.
///
/// A follower reads the file without its lock, so the scorer never waits for it; these are the
/// facts it reports, in the order it found them. A board, the feed and the overlay files fold
/// them the same way.
public enum FollowerReport: Sendable {
    /// No game to show: the follower waits for one to be created or opened. Following the court,
    /// it also comes after a game when that game's file was deleted and no other game was played:
    /// what was shown is gone.
    case waiting
    /// The whole game, read from scratch: when following starts, and again when the file was
    /// replaced or cut shorter than what was read (everything shown before is superseded).
    case loaded(Game, warnings: [LibraryWarning])
    /// Events appended since the last look, in order; each one follows the game folded so far.
    case events([GameEvent])
    /// Whether a scorer holds the game open (its lock): learned when following starts, and again
    /// each time it changes.
    case scorer(present: Bool)
    /// The file is gone (deleted, or moved away): the last state is all there is until a file
    /// of that name comes back.
    case fileMissing
    /// The file cannot be followed: a line in the middle does not parse, or an event is one the
    /// rules refuse. Nothing more is read until the file is replaced.
    case failed(LibraryError)
}
