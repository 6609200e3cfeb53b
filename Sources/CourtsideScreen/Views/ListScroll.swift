/// Where a scrolled list starts: the first line shown, kept between draws so that the list moves
/// only when the selection leaves it, and then as little as brings it back into sight, with the
/// heading above it when it is its section's first line. The game list and the tables scroll so.
struct ListScroll {
    /// The first line shown.
    private(set) var top = 0

    /// Moves ``top`` as little as shows line `selected` (and the heading above it, where
    /// `isHeading` says the line before it is one) among `count` lines, `visible` at a time.
    mutating func show(_ selected: Int?, of count: Int, visible: Int, isHeading: (Int) -> Bool) {
        if let selected {
            var first = selected
            if first > 0, isHeading(first - 1) { first -= 1 }
            if first < top { top = first }
            if selected >= top + visible { top = selected - visible + 1 }
        }
        top = max(0, min(top, count - visible))
    }
}
