import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// One player's panel: name and select key in the title, points, and the five counters (the shots
/// as made/attempted); beside the points, the stat sheet's counts that are not zero (turnovers,
/// steals, blocks, free throws), where the panel has the room.
///
/// The selected panel has a heavy border and a reverse-video title (plain without colour); after
/// FINAL the panel is locked: dashed border, dimmed.
@MainActor
final class PlayerPanelView: BoundView {
    /// The counters in the order the panel shows them.
    static let counters: [Move] = [.onePoint, .twoPoints, .assist, .rebound, .foul]

    private var name: String
    private let selectKey: String
    private let side: Side
    private var points = 0
    private var counts: [Move: String] = [:]
    /// The stat sheet's counters, in ``Move/statSheet`` order.
    private var sheet = [Int](repeating: 0, count: Move.statSheet.count)
    private var isSelected = false
    private var isLocked = false

    /// The counters' labels: the shots' as the rules value them (2PT and 3PT under shots 2 and 3).
    private let labels: [String]

    /// The panel of `player`, its shot columns labelled by what `shots` makes them worth.
    init(player: PlayerViewModel, shots: ShotValues = .onesAndTwos) {
        labels = Self.counters.map { shots.label(for: $0) }
        name = TextSanitizer.displayForm(player.name)
        selectKey = player.selectKey
        side = player.id.side
        super.init(id: player.id.rawValue)
        tokens = [
            player.points.bindAndFire { [weak self] in self?.update(\.points, $0) },
            player.playerName.bindAndFire { [weak self] in self?.update(\.name, TextSanitizer.displayForm($0)) },
            player.isSelected.bindAndFire { [weak self] in self?.update(\.isSelected, $0) },
            player.isLocked.bindAndFire { [weak self] in self?.update(\.isLocked, $0) },
        ]
        for (index, move) in Move.statSheet.enumerated() {
            tokens.append(player.counter(move).bindAndFire { [weak self] in self?.updateSheet(index, $0) })
        }
        for move in Self.counters {
            if let text = player.counterText(move) {
                tokens.append(text.bindAndFire { [weak self] in self?.updateCount(move, $0) })
            } else {
                tokens.append(player.counter(move).bindAndFire { [weak self] in self?.updateCount(move, "\($0)") })
            }
        }
    }

    private func updateCount(_ move: Move, _ value: String) {
        guard counts[move] != value else { return }
        counts[move] = value
        markDirty()
    }

    private func updateSheet(_ index: Int, _ value: Int) {
        guard sheet[index] != value else { return }
        sheet[index] = value
        markDirty()
    }

    /// The stat sheet's counts a scorer glances at, those not zero, as many whole items as fit
    /// `width`: turnovers, steals, blocks, free throws made/attempted (`TO 2 ST 1 FT 3/4`). The
    /// split rebounds are in REB already.
    static func sheetText(_ sheet: [Int], width: Int) -> String {
        // Indexed by Move.statSheet's order: turnover, steal, block, (rebounds,) free throw, miss.
        let (turnovers, steals, blocks, made, attempts) = (sheet[0], sheet[1], sheet[2], sheet[5], sheet[5] + sheet[6])
        // Nothing to build on the usual panel (no allocation in the redraw a key costs).
        guard turnovers + steals + blocks + attempts > 0 else { return "" }
        var text = ""
        for (count, item) in [
            (turnovers, "TO \(turnovers)"), (steals, "ST \(steals)"), (blocks, "BK \(blocks)"),
            (attempts, "FT \(made)/\(attempts)"),
        ] where count > 0 {
            let next = text.isEmpty ? item : text + " " + item
            guard next.count <= width else { break }
            text = next
        }
        return text
    }

    override func draw(on canvas: Canvas) {
        let accent: ColorRole = side == .home ? .home : .away
        let border: BoxStyle = isSelected ? .heavy : (isLocked ? .dashed : .light)
        var borderAttributes: TextAttributes = isSelected ? [.bold] : []
        if isLocked { borderAttributes.insert(.dim) }
        let titleAttributes: TextAttributes = isSelected ? [.reverse, .bold] : [.bold]
        // A compact panel (four rows) has the points in its top edge, after the name, and no empty row.
        let compact = canvas.height < 5
        // "PTS 12" where the panel has room for it beside a name (80 columns), else the number alone.
        let pointsTitle = canvas.width >= 24 ? " PTS \(points) " : " \(points) "
        let titleRoom = canvas.width - 6 - (compact ? DisplayWidth.of(pointsTitle) + 1 : 0)
        let title = TextFitter.truncate((isSelected ? "▶ " : "") + "[\(selectKey)] \(name)", width: max(1, titleRoom))
        canvas.box(
            border, style: TextStyle(borderAttributes, color: accent), title: title,
            titleStyle: TextStyle(titleAttributes, color: isSelected ? nil : accent))
        let inner = canvas.width - 2
        guard inner > 0, canvas.height >= 4 else { return }
        let content: TextAttributes = isLocked ? [.dim] : []
        let labelRow = compact ? 1 : 2
        if compact {
            canvas.text(
                pointsTitle, row: 0, column: 1, width: inner - 1, alignment: .trailing,
                style: TextStyle(content.union(.bold)))
        } else {
            canvas.text("PTS", row: 1, column: 2, style: TextStyle(content))
            canvas.text("\(points)", row: 1, column: 6, width: inner - 5, style: TextStyle(content.union(.bold)))
            let pointsEnd = 6 + "\(points)".count
            let extra = Self.sheetText(sheet, width: max(0, inner - pointsEnd - 1))
            if !extra.isEmpty {
                canvas.text(
                    extra, row: 1, column: pointsEnd + 1, width: inner - pointsEnd - 1, alignment: .trailing,
                    style: TextStyle(content))
            } else if isLocked {
                canvas.text("locked", row: 1, column: 1, width: inner - 1, alignment: .trailing, style: TextStyle(.dim))
            }
        }
        // Right-aligned columns as wide as their labels (at least 3, for counts up to 999; 4 for the
        // shots' made/attempted, "9/12"), from the same left margin as PTS, so panels one column
        // wider or narrower than their neighbours (the thirds of a screen rarely divide evenly)
        // still line their counters up. A longer made/attempted ("10/12") reaches into the gap on
        // its left rather than pushing FOUL onto the border at 80 columns. A narrow panel (a
        // compact board's) says PF for FOUL in a column of two, and the shots take 3 ("1/2").
        let count = Self.counters.count
        let room = inner - 1
        var labels = self.labels
        var widths = zip(Self.counters, labels).map { max($0.shotValue == nil ? 3 : 4, $1.count) }
        if widths.reduce(0, +) + count - 1 > room {
            labels = zip(Self.counters, self.labels).map { $0 == .foul ? "PF" : $1 }
            widths = zip(Self.counters, labels).map { max($0.shotValue == nil ? 2 : 3, $1.count) }
        }
        var texts = Self.counters.map { counts[$0] ?? "0" }
        var gap = max(1, min(3, (inner - 2 - widths.reduce(0, +)) / (count - 1)))
        var start = 2
        if !Self.fitsApart(texts, widths: widths, gap: gap) {
            // Counts that would touch their neighbours or be cut (four digits at 80 columns): each
            // column as wide as its text, shortened to 1.2k if need be, so they never run together.
            (texts, widths) = Self.fitted(texts, labels: labels, room: room)
            let total = widths.reduce(0, +)
            gap = max(1, min(3, (room - total) / (count - 1)))
            start = total + gap * (count - 1) <= room ? 2 : 1
            if start == 1 { gap = max(1, min(3, (room + 1 - total) / (count - 1))) }
        }
        var column = start
        for (index, text) in texts.enumerated() {
            let cell = widths[index]
            defer { column += cell + gap }
            canvas.text(
                labels[index], row: labelRow, column: column, width: cell, alignment: .trailing,
                style: TextStyle(content.union(.dim)))
            let reach = max(cell, min(text.count, cell + 1))
            canvas.text(
                text, row: labelRow + 1, column: column - (reach - cell), width: reach, alignment: .trailing,
                style: TextStyle(content))
        }
    }

    /// Whether every count fits its column (or the one cell it may take from the gap on its left)
    /// and leaves a blank between it and the count before it.
    private static func fitsApart(_ texts: [String], widths: [Int], gap: Int) -> Bool {
        var previousEnd = Int.min
        var column = 0
        for (text, cell) in zip(texts, widths) {
            defer { column += cell + gap }
            let reach = max(cell, min(text.count, cell + 1))
            if text.count > reach || column - (reach - cell) <= previousEnd { return false }
            previousEnd = column + cell
        }
        return true
    }

    /// Columns as wide as their counts, the first of these that fits `room` with gaps of one
    /// (the left margin given up if need be): the counts as they are; every count over 999
    /// shortened (`1.2k`); in whole thousands (`1k`); the shots' made alone, shortened, then in
    /// whole thousands.
    private static func fitted(_ texts: [String], labels: [String], room: Int) -> ([String], [Int]) {
        func widths(_ texts: [String]) -> [Int] { zip(texts, labels).map { max($0.count, $1.count) } }
        func each(_ texts: [String], _ change: (String) -> String) -> [String] {
            texts.map { $0.split(separator: "/").map { change(String($0)) }.joined(separator: "/") }
        }
        func whole(_ count: String) -> String {
            count.contains(".") ? String(count.prefix { $0 != "." }) + String(count.suffix(1)) : count
        }
        let short = each(texts, shortened)
        let rounded = each(short, whole)
        let made = short.map { String($0.split(separator: "/").first ?? "") }
        let madeRounded = made.map(whole)
        for candidate in [texts, short, rounded, made]
        where widths(candidate).reduce(0, +) + texts.count - 1 <= room + 1 {
            return (candidate, widths(candidate))
        }
        return (madeRounded, widths(madeRounded))
    }

    /// A count in at most four characters: `999`, `1.2k`, `12k`, `999k`, `1.2M`.
    private static func shortened(_ count: String) -> String {
        guard let value = Int(count), value >= 1000 else { return count }
        for (unit, suffix) in [(1_000_000, "M"), (1000, "k")] where value >= unit {
            let whole = value / unit
            return whole < 10 ? "\(whole).\(value % unit * 10 / unit)\(suffix)" : "\(whole)\(suffix)"
        }
        return count
    }
}
