import CourtsideReports

/// What a players or leaders screen asks the run loop to do next.
public enum PlayersAction: Sendable {
    /// Show this player's page.
    case open(PlayerDirectory.Entry)
    /// Back to the game list.
    case back
}
