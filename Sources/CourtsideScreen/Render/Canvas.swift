import CourtsideText

/// Drawing helpers over one surface; every write is fitted to the surface, so no view can wrap
/// text onto the next line or split a wide character at the edge.
@MainActor
public struct Canvas {
    /// The surface drawn into.
    public let surface: any TerminalSurface

    /// A canvas over `surface`.
    public init(surface: any TerminalSurface) {
        self.surface = surface
    }

    /// The surface's width in terminal cells (a wide character takes two).
    public var width: Int { surface.rect.width }
    /// The surface's height in terminal rows.
    public var height: Int { surface.rect.height }

    /// `lines` centred down the canvas and across it, `margin` columns clear of each side: a
    /// screen's message in place of what it shows (loading, empty, failed, too small). Each line's
    /// style comes from its index and the count; by default the first is bold.
    public func centredLines(
        _ lines: [String], margin: Int = 0,
        style: (_ index: Int, _ count: Int) -> TextStyle = { index, _ in index == 0 ? TextStyle(.bold) : .plain }
    ) {
        let top = max(0, (height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            text(
                line, row: top + index, column: margin, width: width - 2 * margin, alignment: .center,
                style: style(index, lines.count))
        }
    }

    /// A menu screen's title bar on row 0, in reverse video: `courtside` on the left, `right` on
    /// the right. Returns the column where the middle starts and how many columns it has (the
    /// caller writes its own title there, or nothing when the room is too small for it).
    func titleBar(right: String) -> (column: Int, room: Int) {
        text("", row: 0, style: TextStyle(.reverse), pad: true)
        let name = "courtside"
        text(name, row: 0, column: 1, style: TextStyle([.reverse, .bold]))
        let rightWidth = DisplayWidth.of(right)
        text(right, row: 0, column: max(0, width - 1 - rightWidth), style: TextStyle(.reverse))
        let column = 1 + DisplayWidth.of(name) + 3
        return (column, width - 1 - rightWidth - 3 - column)
    }

    /// The library could not be read: a bold heading, `message` wrapped in the warning colour,
    /// and `hint` (dim) under a blank line where there is one. The game list and the table screens
    /// say it alike.
    func libraryUnreadable(_ message: String, hint: String? = nil) {
        let tail = hint.map { ["", $0] } ?? []
        let wrapped = TextWrapper.lines(
            message, width: max(1, width - 4), maxLines: max(1, height - 2 - tail.count))
        let lines = ["the library could not be read"] + wrapped + tail
        centredLines(lines, margin: 1) { index, count in
            if index == 0 { return TextStyle(.bold) }
            return hint != nil && index == count - 1 ? TextStyle(.dim) : TextStyle(color: .warning)
        }
    }

    /// Writes `text` at (`row`, `column`) fitted into `width` columns (default: to the right edge),
    /// aligned within them, padded when `pad` is set.
    public func text(
        _ text: String, row: Int, column: Int = 0, width: Int? = nil, alignment: TextAlignment = .leading,
        style: TextStyle = .plain, pad: Bool = false
    ) {
        guard (0..<height).contains(row), column >= 0, column < self.width else { return }
        let room = min(width ?? (self.width - column), self.width - column)
        guard room > 0 else { return }
        if pad {
            surface.put(TextFitter.fit(text, width: room, alignment: alignment), row: row, column: column, style: style)
            return
        }
        // Unpadded: only the text is written, so what is beside it stays.
        let cut = TextFitter.truncate(text, width: room)
        let gap = room - DisplayWidth.of(cut)
        let offset =
            switch alignment {
            case .leading: 0
            case .center: gap / 2
            case .trailing: gap
            }
        surface.put(cut, row: row, column: column + offset, style: style)
    }

    /// Draws a border around the whole surface, with an optional title in the top edge; `sides`
    /// leaves out the left or right side for a piece of a box shared with a neighbour.
    public func box(
        _ box: BoxStyle, style: TextStyle = .plain, title: String? = nil, titleStyle: TextStyle = .plain,
        sides: BoxSides = .both
    ) {
        let leftColumns = sides.contains(.left) ? 1 : 0
        let rightColumns = sides.contains(.right) ? 1 : 0
        guard width >= leftColumns + rightColumns, height >= 2 else { return }
        let g = box.glyphs
        let inner = width - leftColumns - rightColumns
        let line = String(repeating: g.horizontal, count: inner)
        let topLeft = leftColumns == 1 ? g.topLeft : ""
        let topRight = rightColumns == 1 ? g.topRight : ""
        let bottomLeft = leftColumns == 1 ? g.bottomLeft : ""
        let bottomRight = rightColumns == 1 ? g.bottomRight : ""
        surface.put(topLeft + line + topRight, row: 0, column: 0, style: style)
        for row in 1..<(height - 1) {
            if leftColumns == 1 { surface.put(g.vertical, row: row, column: 0, style: style) }
            if rightColumns == 1 { surface.put(g.vertical, row: row, column: width - 1, style: style) }
        }
        surface.put(bottomLeft + line + bottomRight, row: height - 1, column: 0, style: style)
        if let title, inner > 4 {
            // Cut the title itself, not its padding, so a long name keeps a space before the corner.
            text(" " + TextFitter.truncate(title, width: inner - 4) + " ", row: 0, column: 2, style: titleStyle)
        }
    }
}
