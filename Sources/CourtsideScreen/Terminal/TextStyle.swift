/// How a span of text looks: attributes plus an optional colour accent.
public struct TextStyle: Hashable, Sendable {
    /// Attributes, shown on every terminal.
    public var attributes: TextAttributes
    /// A colour accent, shown only where the terminal has colour and NO_COLOR is not set.
    public var color: ColorRole?

    /// Creates a style.
    public init(_ attributes: TextAttributes = [], color: ColorRole? = nil) {
        self.attributes = attributes
        self.color = color
    }

    /// No attributes, no colour.
    public static let plain = TextStyle()
}
