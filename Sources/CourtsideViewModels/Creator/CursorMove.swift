/// A move of the text cursor within a field.
public enum CursorMove: Hashable, Sendable {
    /// One character left.
    case left
    /// One character right.
    case right
    /// Before the first character (Home).
    case start
    /// After the last character (End).
    case end
}
