import CourtsideCore

/// One field of the game creator: its text, its own cursor, and its error.
///
/// The text is kept as characters, so a key at the cursor costs no conversion of the whole text,
/// and a field takes at most ``limit`` characters: a paste of thousands of characters fills the
/// field and the rest is refused at once, each refused key costing nothing that grows with the
/// paste (and the view's sideways scrolling never measures more than the limit).
@MainActor
public final class CreatorFieldViewModel: CreatorFieldViewModelProtocol {
    /// Digits a numeric field takes: enough to type an out-of-range 100, too few to overflow.
    static let maxDigits = 3

    /// The characters a field takes: the longest name the core accepts, or ``maxDigits``.
    var limit: Int { isNumeric ? Self.maxDigits : Team.maxNameLength }

    /// Which field.
    public let field: CreatorField
    /// The label beside it.
    public var label: String { field.label }
    /// Whether it takes digits only.
    public var isNumeric: Bool { field.isNumeric }
    /// The text as typed.
    public let text: Dynamic<String>
    /// The cursor, in characters.
    public let cursor: Dynamic<Int>
    /// What is wrong with the field.
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
        error = Dynamic(nil)
        self.isFocused = Dynamic(isFocused)
    }

    /// Replaces the text and puts the cursor at its end.
    func set(_ newText: String) {
        characters = Array(newText)
        text.value = newText
        cursor.value = characters.count
    }

    /// Types a character at the cursor, or says why not (a control or layout character, a letter
    /// in a number, a full field).
    func insert(_ character: Character) {
        if character.unicodeScalars.contains(where: TextSanitizer.isControl) {
            refusal = "\(field) takes no control characters"
            return
        }
        if character.unicodeScalars.contains(where: TextSanitizer.isLayoutControl) {
            refusal = "\(field) takes no text-direction or line-break controls"
            return
        }
        if isNumeric {
            guard character.isASCII, character.isWholeNumber else {
                refusal = "\(field) takes digits only"
                return
            }
        }
        guard characters.count < limit else {
            refusal = "\(field) takes at most \(limit) \(isNumeric ? "digits" : "characters")"
            return
        }
        characters.insert(character, at: cursor.value)
        text.value = String(characters)
        cursor.value += 1
    }

    /// Deletes the character before the cursor.
    func deleteBackward() {
        guard cursor.value > 0 else { return }
        characters.remove(at: cursor.value - 1)
        cursor.value -= 1
        text.value = String(characters)
    }

    /// Moves the cursor within the text.
    func move(_ step: CursorMove) {
        switch step {
        case .left: cursor.value = max(cursor.value - 1, 0)
        case .right: cursor.value = min(cursor.value + 1, characters.count)
        case .start: cursor.value = 0
        case .end: cursor.value = characters.count
        }
    }
}
