import CourtsideCore

/// What a scorer can do in the scoreboard's edit mode, to the play selected in the log; keys map
/// to these through ``PlayLogKeymap``.
///
/// None of them is a scoring key: the player and the move of a correction are chosen with the
/// scoreboard's own select and move keys, and only after a key here asked for one
/// (``changePlayer``, ``changeMove``, ``insert``). Without that, a scoring key scores and leaves
/// edit mode, so a basket typed while correcting is a basket.
public enum PlayLogIntent: Hashable, Sendable {
    /// Give the selected play to another player: a select key follows.
    case changePlayer
    /// Change what the selected play was: a move key follows.
    case changeMove
    /// Delete the selected play.
    case delete
    /// Delete the selected basket's linked assist on its own: the basket stays.
    case deleteAssist
    /// Start a play the scorer forgot, placed just before the selected one at its clock time: a
    /// select key (optional: the selected panel's player) and a move key follow.
    case insert
    /// Select the next older play.
    case older
    /// Select the next newer play.
    case newer
    /// Select a page of plays older.
    case olderPage
    /// Select a page of plays newer.
    case newerPage
    /// Select the oldest play (of the player followed, when one is).
    case oldest
    /// Select the newest play (of the player followed, when one is).
    case newest
    /// Go through one player's plays: a select key follows, then the older, newer, oldest and
    /// newest keys move among that player's plays alone, until the leave key or this key again.
    case followPlayer
    /// Go to a clock time, typed next as the log shows it (`430` or `4:30`): the play nearest it
    /// is selected as the digits come.
    case goToTime
    /// Show every play in the log, undone and deleted ones too, or again only the plays that
    /// stand (while editing: leaving edit mode shows only those again).
    case showAllPlays
    /// Leave edit mode, or drop the correction under way.
    case leave
}
