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

    /// The smallest terminal the game list and the creator lay out in; a board (scoring, replay,
    /// the live view) goes down to its own, smaller minimum, compact below 24 rows.
    public static let minimum = TerminalSize(width: 80, height: 24)

    /// Whether this size is at least `other` in both directions.
    public func fits(_ other: TerminalSize) -> Bool { width >= other.width && height >= other.height }

    /// `W×H`, as the too-small message shows it.
    public var description: String { "\(width)×\(height)" }
}
