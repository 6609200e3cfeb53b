/// What is over the run board, if anything.
public enum RunOverlay: Hashable, Sendable {
    /// Nothing.
    case none
    /// The keys.
    case help
}
