/// Where text sits in a wider field.
public enum TextAlignment: Hashable, Sendable {
    /// Flush left: the spare columns go to the right.
    case leading
    /// Centred (an odd column left over goes to the right).
    case center
    /// Flush right: the spare columns go to the left.
    case trailing
}
