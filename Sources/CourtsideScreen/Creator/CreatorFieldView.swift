import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// One field of the creator's form on one row: a mark and the label, the text, and the error
/// beside it.
///
/// The focused field is marked without colour: a ▶ and its label in reverse video; its text shows
/// the cursor as a reverse-video cell and scrolls sideways to keep it in sight; a value selected
/// on focus (typing replaces it) is all in reverse video. The text field is underlined. The error
/// is in the warning style behind a ✗, cut to the room left; in a team's column that is the ✗
/// alone (the hint rows below the fields show the focused field's error whole).
@MainActor
final class CreatorFieldView: BoundView {
    private let label: String
    private var text = ""
    private var cursor = 0
    private var error: String?
    private var isFocused = false
    private var isSelected = false
    /// Columns of the text field, the same in every row (``CreatorFormLayout/inputWidth``).
    var inputWidth = CreatorFormLayout.inputWidth {
        didSet { if inputWidth != oldValue { markDirty() } }
    }

    init(field: CreatorFieldViewModel) {
        label = field.label
        super.init(id: Self.id(for: field.field))
        tokens = [
            field.text.bindAndFire { [weak self] in self?.update(\.text, $0) },
            field.cursor.bindAndFire { [weak self] in self?.update(\.cursor, $0) },
            field.error.bindAndFire { [weak self] in self?.update(\.error, $0) },
            field.isFocused.bindAndFire { [weak self] in self?.update(\.isFocused, $0) },
            field.isSelected.bindAndFire { [weak self] in self?.update(\.isSelected, $0) },
        ]
    }

    /// The trace id: `field.home-team`, `field.home.1`, `field.target`, `field.win-by`.
    static func id(for field: CreatorField) -> String {
        switch field {
        case .teamName(let side): "field.\(side.rawValue)-team"
        case .player(let id): "field.\(id.rawValue)"
        case .rules: "field.rules"
        case .target: "field.target"
        case .winBy: "field.win-by"
        }
    }

    override func draw(on canvas: Canvas) {
        let labelWidth = CreatorFormLayout.labelWidth
        if isFocused {
            canvas.text("▶", row: 0, column: 1, style: TextStyle(.bold))
            canvas.text(label, row: 0, column: 3, width: labelWidth, style: TextStyle([.reverse, .bold]), pad: true)
        } else {
            canvas.text(label, row: 0, column: 3, width: labelWidth)
        }
        let inputColumn = CreatorFormLayout.inputColumn
        let inputWidth = min(self.inputWidth, canvas.width - inputColumn - 1)
        guard inputWidth > 2 else { return }
        let shown = Self.visible(text, cursor: isFocused ? cursor : nil, width: inputWidth)
        canvas.text(shown.text, row: 0, column: inputColumn, width: inputWidth, style: TextStyle(.underline), pad: true)
        if isFocused && isSelected {
            canvas.text(
                shown.text, row: 0, column: inputColumn, width: inputWidth, style: TextStyle([.reverse, .underline]))
        }
        if let column = shown.cursorColumn {
            canvas.text(
                shown.cursorCharacter, row: 0, column: inputColumn + column, style: TextStyle([.reverse, .underline]))
        }
        if let error {
            let column = inputColumn + inputWidth + 1
            let room = canvas.width - column - 1
            // A few letters of a message say nothing: where they would be all, the mark alone.
            canvas.text(
                room >= 12 ? "✗ " + error : "✗", row: 0, column: column, width: max(0, room),
                style: TextStyle(.bold, color: .warning))
        }
    }

    /// The part of `text` (display form) that fits `width` columns with the cursor (at `cursor`
    /// characters of the typed text) in sight, the cursor's column in it, and the character under
    /// the cursor (a space at the end).
    static func visible(
        _ text: String, cursor: Int?, width: Int
    ) -> (text: String, cursorColumn: Int?, cursorCharacter: String) {
        let typed = Array(text)
        guard let cursor else { return (TextFitter.truncate(text, width: width), nil, " ") }
        let clamped = min(max(0, cursor), typed.count)
        let before = Array(TextSanitizer.displayForm(String(typed[..<clamped])))
        let after = Array(TextSanitizer.displayForm(String(typed[clamped...])))
        let under = after.first.map(String.init) ?? " "
        // Drop characters from the front until the cursor cell fits.
        var start = 0
        var used = before.reduce(0) { $0 + DisplayWidth.of($1) }
        let underWidth = max(1, DisplayWidth.of(Character(under)))
        while used + underWidth > width, start < before.count {
            used -= DisplayWidth.of(before[start])
            start += 1
        }
        var shown = String(before[start...])
        var columns = used
        for character in after {
            let width1 = DisplayWidth.of(character)
            if columns + width1 > width { break }
            shown.append(character)
            columns += width1
        }
        return (shown, used, under)
    }
}
