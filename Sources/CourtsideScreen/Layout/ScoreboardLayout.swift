/// Where the scoreboard's parts go on a terminal of a given size (at least ``minimum``).
///
/// From the bottom: the help bar and the status line take a row each, with `barRows` more between
/// them for a bar (the replay's, the live view's); the play log sits above the status line; the two
/// rows of player panels (home on top, matching `u i o`, away below, matching `j k l`) take five
/// rows each, no more (four on a compact board), with the bench row under them in a game with a
/// bench (`benchRows`); the header takes what the score's digits need.
///
/// The header grows with the window: the largest digits (one to four rows per pixel) that leave
/// the play log at least two fifths of the rows left, so a 40-row window shows more than ten plays
/// and a 50-row one digits 15 rows high. Below 24 rows the board is compact: half-height digits in
/// a six-row header and four-row panels, so scoring goes on down to 64×20 (an 80×24 window with a
/// tmux status line is 80×23). The header is three views side by side: the home team's side, the
/// score and clock, the away team's side.
///
/// An audience board (`courtside watch`) on a window of ``largeSize`` or more is ``isLarge``: the
/// clock, the team names and FINAL are drawn in the score's block font too, so the header keeps
/// rows for a block clock (five rows, or three in half blocks) under the digits.
struct ScoreboardLayout: Hashable {
    /// The smallest terminal the board is laid out on: every screen's (``ScreenMinimum``).
    static let minimum = ScreenMinimum.size
    /// Rows from which the board is no longer compact.
    static let fullHeight = 24
    /// The smallest window on which an audience board draws its words in blocks.
    static let largeSize = TerminalSize(width: 120, height: 40)

    /// The score and the clock, in the middle of the header.
    let header: Rect
    /// The home team's side of the header (left).
    let homeTeam: Rect
    /// The away team's side of the header (right).
    let awayTeam: Rect
    /// Home 1…3 then away 1…3.
    let panels: [Rect]
    /// The bench row, under the panels (empty without one).
    let bench: Rect
    /// The play log.
    let log: Rect
    /// The status line.
    let status: Rect
    /// The help bar.
    let help: Rect
    /// The bar between the status line and the help bar (empty without one).
    let bar: Rect
    /// The area overlays are centred in.
    let body: Rect
    /// Whether the board is compact (fewer than ``fullHeight`` rows).
    let isCompact: Bool
    /// Whether the clock, the team names and FINAL are drawn in blocks: an audience board on a
    /// window of at least ``largeSize``.
    let isLarge: Bool

    /// The layout for `size`, with `barRows` rows for a bar and `benchRows` for the benches;
    /// `audience`: a board read from across a court (see ``isLarge``).
    init(size: TerminalSize, barRows: Int = 0, benchRows: Int = 0, audience: Bool = false) {
        let width = size.width
        let height = size.height
        let footer = 2 + max(0, barRows)
        isCompact = height < Self.fullHeight
        isLarge = audience && width >= Self.largeSize.width && height >= Self.largeSize.height
        let panelHeight = isCompact ? 4 : 5
        let benchRows = max(0, benchRows)
        let available = max(0, height - footer - 2 * panelHeight - benchRows)
        let headerHeight = Self.headerHeight(available: available, isCompact: isCompact, isLarge: isLarge)
        // Team sides of 16 to 20 columns up to 100, then a fifth of the width (36 at most), so the
        // score in the middle gets the room its digits grow into.
        let side = width >= 100 ? min(36, width / 5) : max(16, min(20, width / 4))
        homeTeam = Rect(row: 0, column: 0, width: side, height: headerHeight)
        header = Rect(row: 0, column: side, width: max(0, width - 2 * side), height: headerHeight)
        awayTeam = Rect(row: 0, column: width - side, width: side, height: headerHeight)
        let first = width / 3
        let second = (width - first) / 2
        let widths = [first, second, width - first - second]
        var panels: [Rect] = []
        for row in 0..<2 {
            var column = 0
            for panelWidth in widths {
                panels.append(
                    Rect(row: headerHeight + row * panelHeight, column: column, width: panelWidth, height: panelHeight))
                column += panelWidth
            }
        }
        self.panels = panels
        bench = Rect(row: headerHeight + 2 * panelHeight, column: 0, width: width, height: benchRows)
        log = Rect(
            row: bench.row + benchRows, column: 0, width: width, height: max(0, available - headerHeight))
        status = Rect(row: height - footer, column: 0, width: width, height: 1)
        bar = Rect(row: height - footer + 1, column: 0, width: width, height: max(0, barRows))
        help = Rect(row: height - 1, column: 0, width: width, height: 1)
        body = Rect(row: 0, column: 0, width: width, height: max(0, height - 1))
    }

    /// The header's rows out of the `available` rows it shares with the play log.
    ///
    /// Compact: six (half-height digits, the clock, the two edges). Otherwise 5 × r + 4 for the
    /// largest r of 4…1 rows per pixel (the digits, a blank row, the clock, the two edges) that
    /// leaves the log two fifths of the rows (three at least), else eight (no blank row).
    ///
    /// Large (``isLarge``): 5 × r + 1 + c + 2 for the largest r of 4…2 and then c of 5 or 3 (a
    /// block clock of five rows, or three in half blocks) that leaves the log its two fifths; else
    /// as above.
    static func headerHeight(available: Int, isCompact: Bool, isLarge: Bool = false) -> Int {
        if isCompact { return min(available, 6) }
        let logRows = max(3, available * 2 / 5)
        if isLarge {
            let heights = [4, 3, 2].flatMap { rows in [5, 3].map { 5 * rows + 1 + $0 + 2 } }
            if let fitting = heights.first(where: { available - $0 >= logRows }) { return fitting }
        }
        let fitting = [4, 3, 2, 1].map { 5 * $0 + 4 }.first { available - $0 >= logRows }
        return min(available, fitting ?? 8)
    }
}
