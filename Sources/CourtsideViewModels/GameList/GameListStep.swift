/// A step of the selection over the game rows (section headers and unreadable games are skipped).
public enum GameListStep: Hashable, Sendable {
    /// The game above; stays on the first.
    case up
    /// The game below; stays on the last.
    case down
    /// The first game (Home).
    case first
    /// The last game (End).
    case last
}
