/// A rectangle of cells on the terminal, origin at the top-left corner.
public struct Rect: Hashable, Sendable {
    /// The top row, counted from 0.
    public var row: Int
    /// The left column, counted from 0 in terminal cells.
    public var column: Int
    /// How many terminal cells wide (a wide character takes two); `init` makes a negative width 0.
    public var width: Int
    /// How many terminal rows tall; `init` makes a negative height 0.
    public var height: Int

    /// Creates a rectangle; negative sizes count as zero.
    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the two rectangles share a cell.
    public func intersects(_ other: Rect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        return row < other.row + other.height && other.row < row + height
            && column < other.column + other.width && other.column < column + width
    }

    /// A rectangle of `size` centred in this one (clipped to it).
    public func centered(width: Int, height: Int) -> Rect {
        let w = min(width, self.width)
        let h = min(height, self.height)
        return Rect(row: row + (self.height - h) / 2, column: column + (self.width - w) / 2, width: w, height: h)
    }
}
