import CourtsideCore

/// Terminal columns text takes: the one measure the screen, the worm chart, the exports and
/// `courtside list` share, so a name lines up the same wherever it is printed. CJK and emoji take
/// two columns, combining marks and format characters none.
///
/// A table of Unicode's East Asian Wide and Fullwidth blocks and emoji presentation, not the C
/// library's `wcwidth`: an export or a listing is measured the same in any locale and with no
/// terminal. Scalar by scalar it gives what glibc's `wcwidth` (what ncursesw counts with) gives for
/// every character glibc knows, format characters aside (the display form drops those), so a
/// panel's border stays where the screen put it.
public enum DisplayWidth {
    /// Columns the whole string takes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII is a column a byte, and Latin text with no combining mark ("to 15 · win
        // by 2", "Zoë") a column a scalar: a listing of 2,000 rows measures its cells without
        // breaking them into characters.
        if isPrintableASCII(text) { return text.utf8.count }
        if isOneColumnScalars(text) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Columns one character (grapheme) takes: 0, 1 or 2. An emoji with a variation selector
    /// (`❤️`) is drawn two columns wide; otherwise the first scalar decides, and the marks after it
    /// sit in its cell.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if scalars.contains("\u{FE0F}") { return 2 }
        // A flag: two regional indicators, drawn as one wide emoji (one alone is a letter).
        if isRegionalIndicator(first.value) && scalars.count > 1 { return 2 }
        return max(0, of(first))
    }

    /// Columns of one scalar: -1 for a control character (which has no width to show), 0 for a
    /// combining mark or a format character, else 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if TextSanitizer.isControl(scalar) { return -1 }
        if isZeroWidth(scalar) { return 0 }
        if isRegionalIndicator(scalar.value) { return 1 }
        return scalar.properties.isEmojiPresentation || isWide(scalar.value) ? 2 : 1
    }

    /// Whether every byte is printable ASCII (space to `~`): such text is in display form and
    /// takes one column a byte.
    public static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The string cut to at most `width` columns (a wide character that would straddle the edge is dropped).
    public static func clipped(_ text: String, to width: Int) -> String {
        if isPrintableASCII(text) { return text.utf8.count <= width ? text : String(text.prefix(max(0, width))) }
        if isOneColumnScalars(text) {
            let scalars = text.unicodeScalars
            return scalars.count <= width ? text : String(String.UnicodeScalarView(scalars.prefix(max(0, width))))
        }
        var used = 0
        var result = ""
        for character in text {
            let columns = of(character)
            if used + columns > width { break }
            used += columns
            result.append(character)
        }
        return result
    }

    /// The string clipped to `width` columns, then padded with spaces on the right (or left) to exactly `width`.
    public static func padded(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let clippedText = clipped(text, to: width)
        let padding = String(repeating: " ", count: max(0, width - of(clippedText)))
        return alignRight ? padding + clippedText : clippedText + padding
    }

    /// Whether every scalar is printable and one column wide on its own: ASCII, and Latin-1 to the
    /// end of the extended Latin and spacing-modifier blocks (U+00A0–U+02FF), before the combining
    /// marks begin, so each scalar is also a character of its own.
    private static func isOneColumnScalars(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value) }
    }

    /// Combining marks, format characters, the zero-width space, and the Hangul vowels and final
    /// consonants that join the syllable before them.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default:
            scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
                || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }

    /// East Asian Wide and Fullwidth blocks, as glibc's `wcwidth` has them (emoji are wide by
    /// their presentation, above).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DFF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FFF,
            0x17000...0x18CFF, 0x18D00...0x18D08, 0x1AFF0...0x1B2FF, 0x1F200...0x1F265,
            0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
