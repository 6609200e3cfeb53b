/// What covers a board, if anything; keys go to the overlay while it is up.
///
/// Every board screen (live, replay, watch) has the same overlays: the `?` help of one of its view
/// model's key sets (``BoardViewModelProtocol/keyHelps``), and the quit question, which only a
/// board with something at stake asks.
public enum BoardOverlay: Hashable, Sendable {
    /// Nothing: keys go to the board.
    case none
    /// The `?` help of ``BoardViewModelProtocol/keyHelps`` at this index; any key closes it.
    case help(Int)
    /// "Quit? y/n".
    case confirmQuit
}
