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

    /// Where the step lands from place `current` of `count` (count > 0): never past either end.
    public func index(from current: Int, of count: Int) -> Int {
        switch self {
        case .up: max(current - 1, 0)
        case .down: min(current + 1, count - 1)
        case .first: 0
        case .last: count - 1
        }
    }
}
