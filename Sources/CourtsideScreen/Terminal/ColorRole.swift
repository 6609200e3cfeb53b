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

    /// The role's place in ``allCases``, for tables read on every write (a switch, not a search).
    var slot: Int {
        switch self {
        case .home: 0
        case .away: 1
        case .running: 2
        case .final: 3
        case .warning: 4
        }
    }
}
