import CourtsideCore

/// What a scorer can do in the scoreboard's edit mode, to the play selected in the log; keys map
/// to these through ``PlayLogKeymap``.
public enum PlayLogIntent: Hashable, Sendable {
    /// Give the selected play to this player (or, while inserting, choose the new play's player).
    case givePlayer(PlayerID)
    /// Make the selected play this move (or, while inserting, enter the new play as this move).
    case changeMove(Move)
    /// Delete the selected play.
    case delete
    /// Start a play the scorer forgot, placed just before the selected one at its clock time: a
    /// player key (optional: the selected panel's player) and a move key follow.
    case insert
    /// Select the next older play.
    case older
    /// Select the next newer play.
    case newer
    /// Select a page of plays older.
    case olderPage
    /// Select a page of plays newer.
    case newerPage
    /// Leave edit mode (or drop a play being inserted).
    case leave
}
