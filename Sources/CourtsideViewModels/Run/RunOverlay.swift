/// What is over the run board, if anything.
public enum RunOverlay: Hashable, Sendable {
    /// Nothing: the run board is shown as it is.
    case none
    /// The help: the run board's keys, over the board.
    case help
}
