import CourtsideCore
import CourtsideViewModels

/// Where the creator's form goes: a box above the status line with the two teams side by side,
/// each team's name heading its column (home left, away right) and its players under it, then the
/// rules fields across the form, and two rows at the bottom for the focused field's whole error or
/// hint. A blank row parts the names from the players and the players from the rules.
///
/// The box grows downwards as bench slots appear: its top stays where the form with eight players
/// a side would be centred, so a new slot moves nothing above it. Below 22 rows (the form, the
/// status line and the help bar) the form is compact: no blank row under its top border nor above
/// the hints, so eight a side fit the 18 rows a 64×20 terminal leaves it.
struct CreatorFormLayout: Hashable {
    /// Columns of the labels ("Home team", "Player 8", "Win by").
    static let labelWidth = 9
    /// Columns of a text field, at most.
    static let inputWidth = 26
    /// The widest form.
    static let maxWidth = 90
    /// Rows with eight players a side: border, blank, the names, blank, 8 players, blank, 3 rules
    /// fields, blank, 2 hint rows, border.
    static let height = 2 + 1 + 1 + 1 + Team.maxSize + 1 + 3 + 1 + 2
    /// Rows of the compact form: the same without the two blank rows.
    static let compactHeight = height - 2
    /// Where a field's text starts in its row: the mark, the label and a space before it.
    static let inputColumn = 3 + labelWidth + 1

    /// The whole form on the screen, its border included (``height`` or ``compactHeight`` rows).
    let form: Rect
    /// One row per field, in ``CreatorField/all`` order; empty for a field not shown.
    let fields: [Rect]
    /// The two hint rows at the foot of the form, just above its bottom border.
    let hint: Rect
    /// Whether the form left out its blank rows to fit.
    let isCompact: Bool
    /// Columns of every text field: what a team's column leaves beside the label and the error's ✗.
    let inputWidth: Int

    init(size: TerminalSize, shown: [CreatorField]) {
        let body = Rect(row: 0, column: 0, width: size.width, height: max(0, size.height - 2))
        isCompact = body.height < Self.height
        let tallest = body.centered(
            width: min(Self.maxWidth, size.width - 2), height: isCompact ? Self.compactHeight : Self.height)
        let playerRows =
            Side.allCases.map { side in
                shown.filter { if case .player(let id) = $0 { id.side == side } else { false } }.count
            }.max() ?? Team.size
        form = Rect(
            row: tallest.row, column: tallest.column, width: tallest.width,
            height: tallest.height - (Team.maxSize - playerRows))
        let inner = Rect(row: form.row, column: form.column + 1, width: max(0, form.width - 2), height: 1)
        let homeWidth = inner.width / 2
        func column(_ side: Side) -> (column: Int, width: Int) {
            side == .home ? (inner.column, homeWidth) : (inner.column + homeWidth, inner.width - homeWidth)
        }
        inputWidth = max(0, min(Self.inputWidth, homeWidth - Self.inputColumn - 3))
        let namesRow = form.row + (isCompact ? 1 : 2)
        let rulesRow = namesRow + 2 + playerRows + 1
        fields = CreatorField.all.map { field in
            switch field {
            case .teamName(let side):
                return Rect(row: namesRow, column: column(side).column, width: column(side).width, height: 1)
            case .player(let id):
                guard shown.contains(field) else { return Rect(row: 0, column: 0, width: 0, height: 0) }
                let (left, width) = column(id.side)
                return Rect(row: namesRow + 2 + id.number - 1, column: left, width: width, height: 1)
            case .rules: return Rect(row: rulesRow, column: inner.column, width: inner.width, height: 1)
            case .target: return Rect(row: rulesRow + 1, column: inner.column, width: inner.width, height: 1)
            case .winBy: return Rect(row: rulesRow + 2, column: inner.column, width: inner.width, height: 1)
            }
        }
        hint = Rect(row: form.row + form.height - 3, column: form.column + 2, width: form.width - 4, height: 2)
    }
}
