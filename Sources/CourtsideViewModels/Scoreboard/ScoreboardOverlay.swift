/// What covers the scoreboard, if anything; keys go to the overlay while it is up.
public enum ScoreboardOverlay: Hashable, Sendable {
    /// Nothing: keys score.
    case none
    /// The whole keymap; any key closes it.
    case help
    /// "Quit? y/n".
    case confirmQuit
}
