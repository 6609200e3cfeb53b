import CourtsideCore

/// One field of the game creator: its text, its own cursor, and its error.
///
/// The text is kept as characters, so a key at the cursor costs no conversion of the whole text,
/// and a field takes at most ``limit`` characters: a paste of thousands of characters fills the
/// field and the rest is refused at once, each refused key costing nothing that grows with the
/// paste (and the view's sideways scrolling never measures more than the limit).
@MainActor
public final class CreatorFieldViewModel {
    /// The characters a field takes: the longest name the core accepts, or the digits of the
    /// field's largest number (2 for a target of at most 99).
    var limit: Int { field.range.map { String($0.upperBound).count } ?? Team.maxNameLength }

    /// The field this row edits, one of ``CreatorField/all``.
    public let field: CreatorField
    /// The label beside it in the form ("Home team", "Player 2", "Target", "Win by"): a player's
    /// column says the team.
    public var label: String { field.formLabel }
    /// Whether it takes digits only.
    public var isNumeric: Bool { field.isNumeric }
    /// The text as typed (the screen sanitizes it).
    public let text: Dynamic<String>
    /// The cursor, in characters from the start of ``text`` (0…count).
    public let cursor: Dynamic<Int>
    /// Whether the whole text is selected: the field just got the focus, and typing replaces
    /// its value.
    public let isSelected: Dynamic<Bool>
    /// What is wrong with the field, shown beside it; nil when nothing is.
    public let error: Dynamic<String?>
    /// Whether the field has the focus.
    public let isFocused: Dynamic<Bool>

    /// Why the last key was not typed into the field; shown instead of the validation error until
    /// the next key.
    var refusal: String?

    /// The text as characters, kept with ``text``.
    private var characters: [Character]

    /// A field showing `text`, with the cursor at its end.
    init(field: CreatorField, text: String, isFocused: Bool) {
        self.field = field
        characters = Array(text)
        self.text = Dynamic(text)
        cursor = Dynamic(characters.count)
        isSelected = Dynamic(false)
        error = Dynamic(nil)
        self.isFocused = Dynamic(isFocused)
    }

    /// Replaces the text and puts the cursor at its end.
    func set(_ newText: String) {
        characters = Array(newText)
        text.value = newText
        cursor.value = characters.count
        isSelected.value = false
    }

    /// Gives or takes the focus. A field that gets it has its whole text selected, as in a form:
    /// typing replaces the value, an arrow keeps it and moves the cursor.
    func setFocused(_ focused: Bool) {
        isFocused.value = focused
        cursor.value = characters.count
        isSelected.value = focused && !characters.isEmpty
    }

    /// Types a character at the cursor (over the selection, if any), or says why not (a control
    /// or layout character, a letter in a number, a full field).
    func insert(_ character: Character) {
        if character.unicodeScalars.contains(where: TextSanitizer.isControl) {
            refusal = "\(field) takes no control characters"
            return
        }
        if character.unicodeScalars.contains(where: TextSanitizer.isLayoutControl) {
            refusal = "\(field) takes no text-direction or line-break controls"
            return
        }
        if let rule = field.rule {
            guard character.isASCII, character.isWholeNumber else {
                refusal = rule
                return
            }
        }
        if isSelected.value { removeAll() }
        guard characters.count < limit else {
            refusal = field.rule ?? "\(field) takes at most \(limit) characters"
            return
        }
        characters.insert(character, at: cursor.value)
        text.value = String(characters)
        cursor.value += 1
    }

    /// Deletes the character before the cursor, or the selection.
    func deleteBackward() {
        if isSelected.value { return removeAll() }
        guard cursor.value > 0 else { return }
        remove(cursor.value - 1..<cursor.value)
    }

    /// Deletes the character under the cursor, or the selection.
    func deleteForward() {
        if isSelected.value { return removeAll() }
        guard cursor.value < characters.count else { return }
        remove(cursor.value..<cursor.value + 1)
    }

    /// Empties the field.
    func clear() {
        removeAll()
    }

    /// Deletes the word before the cursor (and the spaces after it), or the selection.
    func deleteWordBackward() {
        if isSelected.value { return removeAll() }
        var start = cursor.value
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        remove(start..<cursor.value)
    }

    /// Deletes from the cursor to the end, or the selection.
    func deleteToEnd() {
        if isSelected.value { return removeAll() }
        remove(cursor.value..<characters.count)
    }

    /// Moves the cursor within the text. A selection goes, the cursor landing at its start (left,
    /// Home) or its end (right, End).
    func move(_ step: CursorMove) {
        if isSelected.value {
            isSelected.value = false
            switch step {
            case .left, .start: cursor.value = 0
            case .right, .end: cursor.value = characters.count
            }
            return
        }
        switch step {
        case .left: cursor.value = max(cursor.value - 1, 0)
        case .right: cursor.value = min(cursor.value + 1, characters.count)
        case .start: cursor.value = 0
        case .end: cursor.value = characters.count
        }
    }

    private func removeAll() {
        isSelected.value = false
        remove(0..<characters.count)
    }

    private func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        characters.removeSubrange(range)
        cursor.value = range.lowerBound
        text.value = String(characters)
    }
}
