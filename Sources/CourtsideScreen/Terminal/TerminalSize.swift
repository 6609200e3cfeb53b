/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// How many terminal cells wide; `init` makes a negative width 0.
    public var width: Int
    /// How many terminal rows tall; `init` makes a negative height 0.
    public var height: Int

    /// Creates a size; negative values count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The classic 80×24 terminal, the fake terminal's default. Every screen lays out from 64×20
    /// (the screen module's `ScreenMinimum`), a board compact below 24 rows.
    public static let minimum = TerminalSize(width: 80, height: 24)

    /// The most courtside lays out, draws and has ncurses allocate: 1000×500. A larger terminal
    /// (a window dragged to 10000×10000, a font shrunk to nothing) gets the board at this size in
    /// its top-left corner and the rest blank, so memory and the work of a frame stay bounded
    /// whatever the terminal reports: at 10000×10000, ncurses' three screens alone took gigabytes.
    public static let largest = TerminalSize(width: 1000, height: 500)

    /// This size, cut to ``largest`` in each direction.
    public var bounded: TerminalSize {
        TerminalSize(width: min(width, Self.largest.width), height: min(height, Self.largest.height))
    }

    /// Whether this size is at least `other` in both directions.
    public func fits(_ other: TerminalSize) -> Bool { width >= other.width && height >= other.height }

    /// `W×H`, as the too-small message shows it.
    public var description: String { "\(width)×\(height)" }
}
