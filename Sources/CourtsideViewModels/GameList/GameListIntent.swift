/// Everything a scorer can ask of the game list; keys map to these through ``GameListKeymap``.
public enum GameListIntent: Hashable, Sendable {
    /// Move the selection.
    case moveSelection(GameListStep)
    /// Open the selected game for scoring: one in progress to go on, a finished one for corrections.
    case open
    /// View the selected game read-only, whatever its status (one scored elsewhere, say).
    case view
    /// Replay the selected game.
    case replay
    /// Open the game creator.
    case create
    /// Open tonight's run: who is here, who has next, winners stay.
    case run
    /// Start a new game with the selected game's teams, players and rules, and score it.
    case rematch
    /// Ask to delete the selected game (y/n follows).
    case requestDelete
    /// Switch between grouping by status and by team.
    case toggleGrouping
    /// Show the players screen (every player across the library) or the leaders screen.
    case showPlayers(PlayersTableKind)
    /// Read the library again.
    case reload
    /// Show the keymap.
    case showHelp
    /// Leave courtside (`q` by default): the list closes and the program ends.
    case quit
}
