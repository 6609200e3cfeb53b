/// What a player's page asks the run loop to do next.
public enum PlayerPageAction: Hashable, Sendable {
    /// Back to the table it was opened from.
    case back
}
