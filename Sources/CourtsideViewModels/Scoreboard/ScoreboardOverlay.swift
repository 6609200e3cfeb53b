/// What covers the scoreboard, if anything (derived from ``ScoreboardMode``); keys go to the
/// overlay while it is up.
public enum ScoreboardOverlay: Hashable, Sendable {
    /// Nothing: keys score.
    case none
    /// The scoreboard's keys; any key closes it.
    case help
    /// The keys of edit mode (`?` while a play is selected); any key closes it.
    case editHelp
    /// "Quit? y/n".
    case confirmQuit
}
