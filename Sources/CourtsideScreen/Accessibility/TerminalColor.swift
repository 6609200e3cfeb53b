/// A colour as a terminal numbers it: one of the 256-colour palette, with the nearest of the eight
/// basic colours for a terminal that has only those.
public struct TerminalColor: Hashable, Sendable {
    /// The colour in the 256-colour palette (xterm's: 16–231 a 6×6×6 cube, 232–255 greys).
    public let index: Int16
    /// One of the eight basic colours (0 black … 7 white), used where the terminal has fewer than 256.
    public let basic: Int16

    /// A palette colour `index`, shown as `basic` on an eight-colour terminal.
    public init(_ index: Int16, basic: Int16) {
        self.index = index
        self.basic = basic
    }

    /// Black (the cube's 0,0,0: the basic black is a grey on many terminals).
    public static let black = TerminalColor(16, basic: 0)
    /// White (the cube's 5,5,5).
    public static let white = TerminalColor(231, basic: 7)
}
