/// A step of the selection across the panels, which sit home on the top row, away below.
public enum SelectionMove: Hashable, Sendable {
    /// One panel left on the same row (wraps).
    case left
    /// One panel right on the same row (wraps).
    case right
    /// To the other row, same column.
    case up
    /// To the other row, same column.
    case down
    /// The next of all six, home 1 … away 3, wrapping (Tab).
    case next
    /// The previous of all six (Shift-Tab).
    case previous
}
