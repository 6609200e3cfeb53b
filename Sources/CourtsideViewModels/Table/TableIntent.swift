/// Everything a table screen (players, leaders, a player's page) can be asked; keys map to these
/// through ``PlayersKeymap`` and ``PlayerPageKeymap``.
public enum TableIntent: Hashable, Sendable {
    /// Move the selection a row (or to the first or last).
    case moveSelection(GameListStep)
    /// Move the column cursor left (-1) or right (+1).
    case moveColumn(Int)
    /// Sort by the column under the cursor; again: the other way.
    case sort
    /// The next grouping.
    case group
    /// Open the selected row (a player's page).
    case open
    /// Back to the screen this one came from.
    case back
    /// Show the keys.
    case showHelp
}
