/// One field of the game creator: its text, its own cursor, and its error.
@MainActor
public final class CreatorFieldViewModel: CreatorFieldViewModelProtocol {
    /// Digits a numeric field takes: enough to type an out-of-range 100, too few to overflow.
    static let maxDigits = 3

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

    /// A field showing `text`, with the cursor at its end.
    init(field: CreatorField, text: String, isFocused: Bool) {
        self.field = field
        self.text = Dynamic(text)
        cursor = Dynamic(text.count)
        error = Dynamic(nil)
        self.isFocused = Dynamic(isFocused)
    }

    /// Replaces the text and puts the cursor at its end.
    func set(_ newText: String) {
        text.value = newText
        cursor.value = newText.count
    }

    /// Types a character at the cursor, or says why not (a letter in a number, a control character).
    func insert(_ character: Character) {
        if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            refusal = "\(field) takes no control characters"
            return
        }
        if isNumeric {
            guard character.isASCII, character.isWholeNumber else {
                refusal = "\(field) takes digits only"
                return
            }
            guard text.value.count < Self.maxDigits else {
                refusal = "\(field) takes at most \(Self.maxDigits) digits"
                return
            }
        }
        var characters = Array(text.value)
        characters.insert(character, at: cursor.value)
        text.value = String(characters)
        cursor.value += 1
    }

    /// Deletes the character before the cursor.
    func deleteBackward() {
        guard cursor.value > 0 else { return }
        var characters = Array(text.value)
        characters.remove(at: cursor.value - 1)
        cursor.value -= 1
        text.value = String(characters)
    }

    /// Moves the cursor within the text.
    func move(_ step: CursorMove) {
        switch step {
        case .left: cursor.value = max(cursor.value - 1, 0)
        case .right: cursor.value = min(cursor.value + 1, text.value.count)
        case .start: cursor.value = 0
        case .end: cursor.value = text.value.count
        }
    }
}
