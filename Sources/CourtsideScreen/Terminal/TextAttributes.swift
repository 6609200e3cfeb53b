/// Text attributes that every terminal can show without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits: bold 1, dim 2, reverse 4, underline 8.
    public let rawValue: UInt8

    /// Creates attributes from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (half bright): locked panels.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Reverse video: the selected panel's title and the help bar.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underline: the game creator's text fields.
    public static let underline = TextAttributes(rawValue: 1 << 3)
}
