import CourtsideScreen

/// One cell of a ``FakeTerminal``'s grid.
public struct FakeCell: Hashable, Sendable {
    /// The character shown, in display form; empty for the right half of a wide character.
    public var text: String
    /// How it is shown.
    public var style: TextStyle

    /// A cell showing `text` (display form; empty for a wide character's right half) in `style`.
    public init(text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }

    /// A blank cell.
    public static let blank = FakeCell(text: " ", style: .plain)
    /// The right half of a wide character.
    static let continuation = FakeCell(text: "", style: .plain)
}
