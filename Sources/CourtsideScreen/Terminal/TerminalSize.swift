/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; negative values count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The classic 80×24 terminal, the fake terminal's default. Every screen lays out from 64×20
    /// (the screen module's `ScreenMinimum`), a board compact below 24 rows.
    public static let minimum = TerminalSize(width: 80, height: 24)

    /// Whether this size is at least `other` in both directions.
    public func fits(_ other: TerminalSize) -> Bool { width >= other.width && height >= other.height }

    /// `W×H`, as the too-small message shows it.
    public var description: String { "\(width)×\(height)" }
}
