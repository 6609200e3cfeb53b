/// Where text sits in a wider field.
public enum TextAlignment: Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred (an odd column left over goes to the right).
    case center
    /// Flush right.
    case trailing
}
