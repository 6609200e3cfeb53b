/// Where the scoreboard's parts go on a terminal of a given size (at least 80×24).
///
/// From the bottom: the help bar and the status line take a row each, with `barRows` more between
/// them for a bar (the replay's); the play log sits above the status line; the two rows of player
/// panels (home on top, matching `u i o`, away below, matching `j k l`) take five to seven rows
/// each; the header takes nine rows, room for the five-row digits and the clock, or the worm chart
/// at FINAL. Taller terminals share the rows left over between the header and the log. At 80×24
/// the log has three rows (two with a one-row bar); it stays at FINAL, as corrections go on then.
struct ScoreboardLayout: Hashable {
    /// The header.
    let header: Rect
    /// Home 1…3 then away 1…3.
    let panels: [Rect]
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

    init(size: TerminalSize, barRows: Int = 0) {
        let width = size.width
        let height = size.height
        let footer = 2 + max(0, barRows)
        let panelHeight = max(5, min(7, (height - footer - 12) / 2))
        let available = max(0, height - footer - 2 * panelHeight)
        let headerHeight = min(available, 9 + max(0, (available - 12) / 2))
        header = Rect(row: 0, column: 0, width: width, height: headerHeight)
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
        log = Rect(
            row: headerHeight + 2 * panelHeight, column: 0, width: width, height: available - headerHeight)
        status = Rect(row: height - footer, column: 0, width: width, height: 1)
        bar = Rect(row: height - footer + 1, column: 0, width: width, height: max(0, barRows))
        help = Rect(row: height - 1, column: 0, width: width, height: 1)
        body = Rect(row: 0, column: 0, width: width, height: max(0, height - 1))
    }
}
