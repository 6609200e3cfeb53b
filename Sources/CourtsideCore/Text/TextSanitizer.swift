/// Makes text that came from users or files safe to print and to put on the screen.
///
/// Names, ids, paths and the values quoted in error messages are data: a value holding ESC could
/// retitle the terminal or move its cursor, a right-to-left override could reorder a line, a line
/// separator could break one. Everything courtside prints goes through one of two forms:
///
/// - ``printable(_:keepingNewlines:)`` for the command line (messages, `list`, exports to a
///   terminal): control characters (C0, DEL, C1, which includes ESC) and bidi controls are removed,
///   tabs and line and paragraph separators become a space; newlines are kept only in documents.
///   Everything else, emoji sequences and combining marks included, passes unchanged.
/// - ``displayForm(_:columns:)`` for the screen, which also reduces every character to what one
///   ncurses cell shows (see there).
///
/// It lives in the core, below every module that prints: the executable's messages and exports and
/// the screen use the same rules, and the name validation refuses the same characters.
public enum TextSanitizer {
    /// Combining marks one cell keeps (ncurses' CCHARW_MAX is 5 including the base).
    static let maxMarks = 4

    /// Whether a scalar is a C0 or C1 control character or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Whether a scalar changes the layout of the text around it rather than showing anything: the
    /// bidi controls (embeddings, overrides, isolates and marks: U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029).
    public static func isLayoutControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isBidiControl || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// `text` safe to print on a terminal: no control character, no bidi control; a tab or a line
    /// or paragraph separator becomes a space, and a newline is kept when `keepingNewlines` (a
    /// document) and becomes a space otherwise (a one-line message).
    public static func printable(_ text: String, keepingNewlines: Bool = false) -> String {
        // Text with nothing to change is returned as it is, after one pass that looks up a scalar's
        // properties only in the one block bidi controls live in: a listing of 2,000 rows with a
        // "·" in each is not rebuilt scalar by scalar.
        if !text.unicodeScalars.contains(where: { mustChange($0, keepingNewlines: keepingNewlines) }) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append(keepingNewlines ? "\n" : " ")
            } else if scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result.append(" ")
            } else if !isControl(scalar) && !scalar.properties.isBidiControl {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether ``printable(_:keepingNewlines:)`` removes or replaces `scalar`.
    private static func mustChange(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        let value = scalar.value
        if (0x20..<0x7F).contains(value) { return false }
        if value == 0x0A { return !keepingNewlines }
        // C0 controls (tab among them), DEL and C1 controls; the line and paragraph separators.
        if value < 0xA0 || value == 0x2028 || value == 0x2029 { return true }
        return (0x061C...0x2069).contains(value) && scalar.properties.isBidiControl
    }

    /// The display form of `text`, measuring scalars with `columns` (the screen passes the width
    /// ncursesw uses, so the two agree on every cell):
    /// - control characters (C0, DEL, C1, which includes ESC) are removed; line and paragraph
    ///   separators and tabs become a space;
    /// - format characters (bidi controls, zero-width spaces) and characters that would take no
    ///   column (a combining mark with nothing to sit on) are removed;
    /// - a base character keeps up to four combining marks (what one ncurses cell holds);
    /// - an emoji sequence (ZWJ family, skin tone, flag, variation selector) is shown as its first
    ///   emoji, because ncursesw would count every part of it and the terminal only one.
    public static func displayForm(_ text: String, columns: (Unicode.Scalar) -> Int) -> String {
        // Printable ASCII has nothing to remove or merge: a list of 2,000 plain names skips the work.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
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
            if let form = displayForm(of: character, columns: columns) {
                result.unicodeScalars.append(contentsOf: form)
            }
        }
        return result
    }

    /// The scalars that show one character, or nil when it shows nothing.
    static func displayForm(of character: Character, columns: (Unicode.Scalar) -> Int) -> [Unicode.Scalar]? {
        let scalars = Array(character.unicodeScalars)
        guard let base = scalars.first, columns(base) > 0 else { return nil }
        if scalars.count == 1 { return scalars }
        if scalars.contains(where: isEmojiSequencePart) { return [base] }
        let marks = scalars.dropFirst().filter { isMark($0, columns: columns) }.prefix(maxMarks)
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
    private static func isMark(_ scalar: Unicode.Scalar, columns: (Unicode.Scalar) -> Int) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: columns(scalar) == 0
        default: false
        }
    }
}
