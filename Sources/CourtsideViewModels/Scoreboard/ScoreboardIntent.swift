import CourtsideCore

/// Everything a scorer can ask of the scoreboard; keys map to these through ``ScoreboardKeymap``.
public enum ScoreboardIntent: Hashable, Sendable {
    /// Select a player.
    case select(PlayerID)
    /// Move the selection on screen.
    case moveSelection(SelectionMove)
    /// Record a move for the selected player.
    case apply(Move)
    /// Start or pause the clock.
    case toggleClock
    /// Void the latest move.
    case undo
    /// Restore the move undone last.
    case redo
    /// Show the keymap.
    case showHelp
    /// Ask to quit (y/n follows).
    case requestQuit
    /// Write the game back from memory after its file was deleted or replaced while scoring.
    case writeBack
}
