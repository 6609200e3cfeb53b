/// A player's name as a `join` or `rename` event carries it: the text, in NFC.
///
/// A value of its own, not a bare `String`, for its one invariant: whatever made it (a key, a file
/// written before names were normalised), the text is in NFC (``NameRule/normalized(_:)``), so two
/// spellings of one name are one name in the game, the run, the registry and the index.
public struct PlayerName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The name, in NFC.
    public let text: String

    /// `text` in NFC.
    public init(_ text: String) {
        self.text = NameRule.normalized(text)
    }

    /// A literal name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// An interpolated name.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The name's text, as ``text`` (for string interpolation).
    public var description: String { text }
}
