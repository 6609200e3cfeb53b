/// What the scoreboard is doing: exactly one mode at a time, each with what only it needs.
///
/// A key is dispatched once, on this value (``ScoreboardViewModel/handle(_:)``): no flag can be
/// left set by another mode, and no impossible combination (a clock prompt while editing a play)
/// can be written down. The screen reads it through ``ScoreboardViewModel/mode`` and what it
/// derives: ``ScoreboardViewModel/overlay`` and ``ScoreboardViewModel/isEditing``.
public enum ScoreboardMode: Equatable, Sendable {
    /// Keys score: select a player, record a move, run the clock.
    case scoring
    /// The `?` overlay over `mode`, showing that mode's keys; any key closes it and `mode` goes on.
    indirect case help(over: ScoreboardMode)
    /// "Quit? y/n" over `mode`: `n` or Esc goes back to it.
    indirect case confirmQuit(over: ScoreboardMode)
    /// "The final score is confirmed: change it? y/n" before `intent` (a key that would record an
    /// event in a confirmed game): `y` does it, `n` or Esc goes back to scoring.
    case confirmReopen(ScoreboardIntent)
    /// The clock prompt in the status line (`t`).
    case clockEntry(ClockPrompt)
    /// Picking who comes on for the selected panel's player (`B`, then a digit).
    case substitution(SubstitutionPrompt)
    /// The name prompt in the status line: a late arrival's (`+`) or a new name (`N`).
    case naming(NamePrompt)
    /// A latecomer is in the run's line (`+` on a run's game): does this one join the game now,
    /// and for which team? One key: `h` home, `a` away, `n` or Esc not now.
    case joining(String)
    /// A play of the log is selected (`e`), and maybe a correction of it is under way.
    case editing(PlayLogEditor)

    /// The overlay the mode puts over the board: the help of the edit keys (the view model's
    /// second key set) over edit mode, else of the scoring keys (its first).
    public var overlay: BoardOverlay {
        switch self {
        case .help(over: .editing): .help(1)
        case .help: .help(0)
        case .confirmQuit: .confirmQuit
        case .scoring, .clockEntry, .editing, .substitution, .naming, .joining, .confirmReopen: .none
        }
    }

    /// Whether a play of the log is selected (under the help too): the help bar shows the edit keys.
    public var isEditing: Bool {
        switch self {
        case .editing, .help(over: .editing), .confirmQuit(over: .editing): true
        case .scoring, .help, .confirmQuit, .clockEntry, .substitution, .naming, .joining, .confirmReopen: false
        }
    }
}
