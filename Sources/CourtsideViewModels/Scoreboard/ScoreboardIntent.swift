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
    /// Asks who comes on for the selected panel's player (a substitution).
    case substitute
    /// Asks the name of a late arrival joining the selected panel's team (on its bench).
    case join
    /// Asks a new name for the selected panel's player.
    case rename
    /// The selected player's team calls a timeout (the clock stops for it).
    case timeout
    /// Give the ball to the other team (to the selected player's team when nobody has it yet).
    case flipPossession
    /// Reset the shot clock (a game with one).
    case resetShotClock
    /// Record a shot-clock violation: a turnover of the team in possession (a game with a shot clock).
    case shotClockViolation
    /// Turn a time-limited game's clock the other way: the time left, or the time played.
    case flipClockDirection
    /// Say the game clock on the status line (screen-reader mode shows the clock only on a change
    /// of minute: this reads it at once).
    case readClock
    /// Open the prompt that sets the game clock (typed `mm:ss.t`, Enter records it, Esc cancels).
    case setClock
    /// Enter edit mode with the newest play of the log selected (``PlayLogIntent`` from then on).
    case editPlays
    /// Show the keymap.
    case showHelp
    /// Quit: at once when nothing is at stake (a finished or read-only board), else y/n follows.
    case requestQuit
    /// Once the game is FINAL, leave it as it is and start the next one with the same teams and
    /// rules.
    case nextGame
    /// Once the game is FINAL, record that both sides confirm its score (Enter); a later change
    /// asks first and leaves it unconfirmed until confirmed anew.
    case confirmFinal
    /// Write the game back from memory after its file was deleted or replaced while scoring.
    case writeBack

    /// Whether it records an event or opens what records one (edit mode, a prompt): in a game whose
    /// final score is confirmed, such a key asks first.
    public var changesGame: Bool {
        switch self {
        case .apply, .toggleClock, .undo, .redo, .substitute, .join, .rename, .timeout, .flipPossession,
            .resetShotClock, .shotClockViolation, .setClock, .editPlays:
            true
        case .select, .moveSelection, .flipClockDirection, .readClock, .showHelp, .requestQuit, .nextGame,
            .confirmFinal, .writeBack:
            false
        }
    }
}
