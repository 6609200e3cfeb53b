/// What a coloured span means; the driver picks the actual colour, and shows none without colour.
public enum ColorRole: Hashable, Sendable, CaseIterable {
    /// The home team's accent.
    case home
    /// The away team's accent.
    case away
    /// A running clock.
    case running
    /// The final state and the winner.
    case final
    /// Something the user must fix: a form field's error, an unreadable game.
    case warning
}
