/// What a cell is drawn in once a ``Theme`` has read its ``TextStyle``: colours (nil: the
/// terminal's own) and attributes.
public struct Ink: Hashable, Sendable {
    /// The text's colour; nil keeps the terminal's.
    public var foreground: TerminalColor?
    /// The cell's background; nil keeps the terminal's.
    public var background: TerminalColor?
    /// The attributes drawn.
    public var attributes: TextAttributes

    /// Ink of these colours and attributes.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own colours, no attributes.
    public static let terminal = Ink()
}
