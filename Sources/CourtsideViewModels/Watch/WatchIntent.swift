/// Everything a watcher can ask of the live view; keys map to these through ``WatchKeymap``.
/// Watching is read-only: nothing here changes the game.
public enum WatchIntent: Hashable, Sendable {
    /// Show the keys.
    case showHelp
    /// Stop watching; the scorer goes on.
    case quit
}
