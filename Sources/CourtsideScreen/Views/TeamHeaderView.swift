import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// One team's side of the header, left of the score for home and right of it for away: the team's
/// name (with ● when the team has the ball), HOME or AWAY with its timeouts left, its totals (team fouls, rebounds, assists), BONUS once its team fouls reach
/// a threshold of the rules (BONUS 2 at the second), and GAME POINT when one made basket would win
/// it the game. It draws its part of the header's box: home the left side with
/// the `courtside` title, away the right side with the game's id in the bottom edge.
///
/// On an audience board's large window (``isLarge``) the name is drawn in the score's block font,
/// as large as fits the side (five rows or three, two columns per pixel or one); a name too long
/// for that, or with a character the font lacks, stays a line of text.
///
/// Bound to the team's ``TeamTotals`` alone, so a rebound redraws its panel and this (not the
/// score), and a basket that changes nothing here redraws the score alone.
@MainActor
final class TeamHeaderView: BoundView {
    private let side: Side
    private let name: String
    /// The game's id, in the away side's bottom edge.
    private let gameID: String
    private var totals: TeamTotals
    /// Whether the name is drawn in blocks where it fits (``ScoreboardLayout/isLarge``).
    var isLarge = false {
        didSet { if isLarge != oldValue { markDirty() } }
    }

    /// The side of the header of `side`'s team on `board`.
    init(board: BoardPresenter, side: Side) {
        self.side = side
        name = TextSanitizer.displayForm(board.teamName(for: side))
        gameID = board.gameID.rawValue
        totals = board.totals(for: side).value
        super.init(id: "\(side.rawValue).team")
        tokens = [board.totals(for: side).bind { [weak self] in self?.show($0) }]
    }

    private func show(_ value: TeamTotals) {
        guard totals != value else { return }
        totals = value
        markDirty()
    }

    override func draw(on canvas: Canvas) {
        let isHome = side == .home
        canvas.box(.light, title: isHome ? "courtside" : nil, sides: isHome ? .left : .right)
        if !isHome {
            // "game ID" where it fits, else the id alone.
            let room = canvas.width - 4
            let text = [" game \(gameID) ", " \(gameID) "].first { DisplayWidth.of($0) <= room } ?? ""
            canvas.text(text, row: canvas.height - 1, column: 1, width: room + 1, alignment: .trailing)
        }
        // A column of margin inside the box's side, none on the score's side.
        let column = isHome ? 2 : 0
        let width = canvas.width - 3
        let inner = canvas.height - 2
        guard width > 0, inner > 0 else { return }
        let alignment: TextAlignment = isHome ? .leading : .trailing
        let accent: ColorRole = isHome ? .home : .away
        // The name in blocks, with the three lines under it, where they fit.
        let block = isLarge ? blockName(width: width, rows: inner - 3) : nil
        var lines: [(String, TextStyle)] = [
            // The ball's ● goes by the name, or by HOME/AWAY under a name in blocks.
            (
                block != nil && totals.hasBall ? marked(sideText(width: width - 2)) : sideText(width: width),
                TextStyle(.dim)
            ),
            (totalsText(width: width), .plain),
        ]
        var flags: [String] = []
        if totals.bonusLevel > 0 { flags.append(totals.bonusLevel == 1 ? "BONUS" : "BONUS \(totals.bonusLevel)") }
        if totals.isGamePoint { flags.append("GAME POINT") }
        if !flags.isEmpty {
            lines.append((flags.joined(separator: " · "), TextStyle([.bold, .reverse], color: accent)))
        }
        let nameStyle = TextStyle(.bold, color: accent)
        var top: Int
        if let block {
            top = 1 + max(0, (inner - block.count - 3) / 2)
            let blockWidth = DisplayWidth.of(block[0])
            for (offset, row) in block.enumerated() {
                canvas.text(row, row: top + offset, column: isHome ? column : width - blockWidth, style: nameStyle)
            }
            top += block.count
        } else {
            // The lines sit where the score's middle is; a fourth (BONUS, GAME POINT) below them
            // keeps the name in place when it comes and goes.
            top = 1 + max(0, (inner - 4) / 2)
            lines.insert((totals.hasBall ? marked(name) : name, nameStyle), at: 0)
        }
        for (offset, line) in lines.enumerated() where top + offset <= inner {
            canvas.text(line.0, row: top + offset, column: column, width: width, alignment: alignment, style: line.1)
        }
    }

    /// `text` with the ball's ● on the side away from the score.
    private func marked(_ text: String) -> String { side == .home ? "● " + text : text + " ●" }

    /// The name's rows in the largest blocks that fit `width` columns and `rows` rows; nil when
    /// none do, or the font lacks one of its characters.
    private func blockName(width: Int, rows: Int) -> [String]? {
        let text = name.uppercased()
        guard BlockFont.draws(text),
            let size = BlockSize.words.first(where: { $0.width(text) <= width && $0.height <= rows })
        else { return nil }
        return size.lines(text)
    }

    /// HOME or AWAY with the timeouts left, in the words that fit `width` columns: "HOME ·
    /// timeouts 1", mirrored for away, then shorter.
    private func sideText(width: Int) -> String {
        let (role, t) = (side == .home ? "HOME" : "AWAY", totals.timeoutsLeft)
        let forms =
            side == .home
            ? ["\(role) · timeouts \(t)", "\(role) · T/O \(t)", "\(role) T\(t)", role]
            : ["timeouts \(t) · \(role)", "T/O \(t) · \(role)", "T\(t) \(role)", role]
        return forms.first { DisplayWidth.of($0) <= width } ?? role
    }

    /// The totals in the words that fit `width` columns: "fouls 3 · reb 5 · ast 2", then shorter.
    private func totalsText(width: Int) -> String {
        let (f, r, a) = (totals.fouls, totals.rebounds, totals.assists)
        let forms = ["fouls \(f) · reb \(r) · ast \(a)", "fls \(f) reb \(r) ast \(a)", "F\(f) R\(r) A\(a)"]
        return forms.first { DisplayWidth.of($0) <= width } ?? forms[forms.count - 1]
    }
}
