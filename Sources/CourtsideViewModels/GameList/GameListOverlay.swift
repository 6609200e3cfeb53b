/// What covers the game list, if anything; keys go to the overlay while it is up.
public enum GameListOverlay: Hashable, Sendable {
    /// Nothing: keys act on the list.
    case none
    /// The whole keymap; any key closes it.
    case help
    /// "Delete this game? y/n", for the row shown.
    case confirmDelete(GameListRow)
}
