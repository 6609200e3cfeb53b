/// Makes text that came from users or files safe to put on the screen.
///
/// Names are data: a name holding ESC could move the cursor or change colours, a right-to-left
/// override could reorder the panel, a lone combining mark would fuse with a border. Before text
/// reaches a surface, every character is reduced to a *display form* whose width ncursesw computes
/// the same way as ``TextWidth``:
/// - control characters (C0, DEL, C1, which includes ESC) are removed; line and paragraph
///   separators and tabs become a space;
/// - format characters (bidi overrides, zero-width spaces) and characters that would take no column
///   (a combining mark with nothing to sit on) are removed;
/// - a base character keeps up to four combining marks (what one ncurses cell holds);
/// - an emoji sequence (ZWJ family, skin tone, flag, variation selector) is shown as its first emoji,
///   because ncursesw would count every part of it and the terminal only one.
public enum TextSanitizer {
    /// Combining marks one cell keeps (ncurses' CCHARW_MAX is 5 including the base).
    static let maxMarks = 4

    /// Whether a scalar is a C0 or C1 control character or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// The display form of `text` (see the type's description).
    public static func displayForm(_ text: String) -> String {
        var result = String()
        result.reserveCapacity(text.utf8.count)
        // Removing a control can leave neighbours that form a new grapheme cluster; going through the
        // scalars first and the clusters second keeps each step simple.
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                cleaned.append(" ")
            } else if !isControl(scalar) {
                cleaned.append(scalar)
            }
        }
        for character in String(cleaned) {
            if let form = displayForm(of: character) { result.unicodeScalars.append(contentsOf: form) }
        }
        return result
    }

    /// The scalars that show one character, or nil when it shows nothing.
    static func displayForm(of character: Character) -> [Unicode.Scalar]? {
        let scalars = Array(character.unicodeScalars)
        guard let base = scalars.first, TextWidth.columns(of: base) > 0 else { return nil }
        if scalars.count == 1 { return scalars }
        if scalars.contains(where: isEmojiSequencePart) { return [base] }
        let marks = scalars.dropFirst().filter(isMark).prefix(maxMarks)
        return [base] + marks
    }

    /// A scalar that only joins or modifies an emoji.
    private static func isEmojiSequencePart(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return scalar == "\u{200D}" || properties.isVariationSelector || properties.isEmojiModifier
            || (0x1F1E6...0x1F1FF).contains(scalar.value)
            || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// A combining mark that sits in its base's cell.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: TextWidth.columns(of: scalar) == 0
        default: false
        }
    }
}
