import CourtsideCore
import CourtsideViewModels

/// Where the creator's form goes: a box centred above the status line, a row per field in four
/// groups (teams, home players, away players, rules) with a blank row between groups, and two rows
/// at the bottom for the focused field's whole error or the form's readiness.
///
/// Below 22 rows (the form, the status line and the help bar) the form is compact: no blank row
/// under its top border nor above the hints, so it fits the 18 rows a 64×20 terminal leaves it.
struct CreatorFormLayout: Hashable {
    /// Columns of the labels ("Away player 2").
    static let labelWidth = 14
    /// Columns of a text field.
    static let inputWidth = 26
    /// The widest form.
    static let maxWidth = 90
    /// Rows: border, blank, 11 fields, 3 group gaps, blank, 2 hint rows, border.
    static let height = 2 + 1 + CreatorField.all.count + 3 + 1 + 2
    /// Rows of the compact form: the same without the two blank rows.
    static let compactHeight = height - 2

    /// The box.
    let form: Rect
    /// One row per field, in ``CreatorField/all`` order.
    let fields: [Rect]
    /// The hint rows.
    let hint: Rect
    /// Whether the form left out its blank rows to fit.
    let isCompact: Bool

    init(size: TerminalSize) {
        let body = Rect(row: 0, column: 0, width: size.width, height: max(0, size.height - 2))
        isCompact = body.height < Self.height
        form = body.centered(
            width: min(Self.maxWidth, size.width - 2), height: isCompact ? Self.compactHeight : Self.height)
        var row = form.row + (isCompact ? 1 : 2)
        var fields: [Rect] = []
        for field in CreatorField.all {
            fields.append(Rect(row: row, column: form.column + 1, width: form.width - 2, height: 1))
            row += 1
            if Self.endsGroup(field) { row += 1 }
        }
        self.fields = fields
        hint = Rect(row: form.row + form.height - 3, column: form.column + 2, width: form.width - 4, height: 2)
    }

    /// Whether a blank row follows the field.
    private static func endsGroup(_ field: CreatorField) -> Bool {
        switch field {
        case .teamName(.away), .player(PlayerID(side: .home, number: 3)), .player(PlayerID(side: .away, number: 3)):
            true
        default:
            false
        }
    }
}
