/// The one rule for a team's or a player's name, wherever it enters: a key typed on a board, a
/// command-line flag, a line read back from a game, run or registry file. ``Team/validatedName(_:what:)``
/// is its door; everything that takes a name goes through it.
///
/// A name is for people to tell players apart by, on a screen and on paper, so what it may hold is
/// what shows, once:
/// - it is trimmed of white space, must not be empty, and has at most ``Team/maxNameLength``
///   characters;
/// - it is normalised to NFC, so "José" typed precomposed and "José" typed as `e` and a combining
///   acute are one text byte for byte (Swift already compares them as equal; files, the index and
///   every export now hold them alike, so they are never two players);
/// - no control character (C0, DEL, C1), no bidi control and no line or paragraph separator
///   (``TextSanitizer``'s rules);
/// - no invisible character: a default-ignorable code point (zero-width space U+200B, the BOM
///   U+FEFF, soft hyphen, word joiner, variation selectors, …) or another format character, save the
///   joiners and selectors inside an emoji (`👍🏽`, a ZWJ family, a flag): they shape the emoji and
///   show nothing of their own;
/// - no blank-looking character that is not white space (``blankLooking``: the Hangul fillers, the
///   braille blank, the musical null notehead), which would make a name look empty or like another;
/// - no unassigned or private-use code point, which has no agreed look;
/// - at most ``TextSanitizer/maxMarks`` combining marks on one character: what one terminal cell
///   shows; more would be cut off on screen, so two names differing only there would look alike;
/// - at least one visible character: a letter, digit, punctuation or symbol.
public enum NameRule {
    /// Characters that look like a space (or like nothing) but are not white space, so trimming
    /// keeps them: HANGUL CHOSEONG FILLER, HANGUL JUNGSEONG FILLER, HANGUL FILLER, HALFWIDTH HANGUL
    /// FILLER (default-ignorable as well, listed so their message says what they look like), BRAILLE
    /// PATTERN BLANK, MUSICAL SYMBOL NULL NOTEHEAD.
    public static let blankLooking: Set<UInt32> = [0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x1D159]

    /// `raw` trimmed and in NFC when it is a name; throws why not, naming the refused character.
    public static func validated(_ raw: String, what: String) throws(SetupError) -> String {
        let name = normalized(raw.trimmingWhitespace())
        guard !name.isEmpty else { throw .emptyName(what) }
        guard name.count <= Team.maxNameLength else { throw .nameTooLong(what, limit: Team.maxNameLength) }
        guard !name.unicodeScalars.contains(where: TextSanitizer.isControl) else {
            throw .controlCharacters(what)
        }
        if let layout = name.unicodeScalars.first(where: TextSanitizer.isLayoutControl) {
            throw .layoutControl(what, scalar: layout.value)
        }
        // Printable ASCII holds nothing the checks below refuse: most names stop here.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name }
        var visible = false
        for character in name {
            try check(character, what: what)
            visible = visible || character.unicodeScalars.contains(where: isVisible)
        }
        guard visible else { throw .noVisibleCharacter(what) }
        return name
    }

    /// `text` in Unicode normalisation form C. The standard library has no public API for it
    /// (Swift 6.3); `_nfcCodeUnits` is its public, underscored door to the normaliser that `==`
    /// and hashing use (swift-collections' BigString hashes through the same), and core takes no
    /// Foundation. ASCII is NFC already and is returned as it is.
    public static func normalized(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// Refuses a character holding an invisible, blank-looking, unassigned or private-use scalar,
    /// or more combining marks than a cell shows.
    private static func check(_ character: Character, what: String) throws(SetupError) {
        let scalars = character.unicodeScalars
        let emoji = scalars.first.map(isEmojiBase) ?? false
        var marks = 0
        for (offset, scalar) in scalars.enumerated() {
            let properties = scalar.properties
            if blankLooking.contains(scalar.value) { throw .blankCharacter(what, scalar: scalar.value) }
            switch properties.generalCategory {
            case .unassigned, .privateUse, .surrogate: throw .unassignedCharacter(what, scalar: scalar.value)
            // The marks that sit in their base's cell, as the screen keeps them (TextSanitizer).
            case .nonspacingMark, .enclosingMark: if offset > 0 && !isEmojiJoiner(scalar) { marks += 1 }
            default: break
            }
            if properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format {
                guard emoji, offset > 0, isEmojiJoiner(scalar) else {
                    throw .invisibleCharacter(what, scalar: scalar.value)
                }
            }
        }
        if marks > TextSanitizer.maxMarks { throw .tooManyMarks(what, limit: TextSanitizer.maxMarks) }
    }

    /// An emoji that a joiner, a variation selector or tags may follow: not the ASCII digits, `#`
    /// and `*` (emoji only as keycaps), whose selector would make `1` and `1️` two names.
    private static func isEmojiBase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    /// The invisible scalars that shape an emoji: the zero-width joiner, the text and emoji
    /// variation selectors, and the tags of a subdivision flag.
    private static func isEmojiJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200D}" || scalar == "\u{FE0E}" || scalar == "\u{FE0F}"
            || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// A scalar that shows something of its own: a letter, a digit, punctuation or a symbol.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            !blankLooking.contains(scalar.value) && !scalar.properties.isDefaultIgnorableCodePoint
        default: false
        }
    }
}
