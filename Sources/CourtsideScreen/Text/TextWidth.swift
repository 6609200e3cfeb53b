import CNcurses
import CourtsideCore

/// How many terminal columns text takes, as ncursesw will count it.
///
/// Uses the C library's `wcwidth`, which needs a UTF-8 `LC_CTYPE` (``NcursesTerminal`` calls
/// `setlocale(LC_ALL, "")` before anything is measured). CJK ideographs and emoji are two columns,
/// combining marks none. Counting exactly as ncurses does matters more than matching every terminal:
/// if the two disagreed, a panel's right border would move.
public enum TextWidth {
    /// Columns of one scalar; 0 for combining and format scalars; -1 for control characters.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        if TextSanitizer.isControl(scalar) { return -1 }
        let width = Int(courtside_wcwidth(wchar_t(bitPattern: scalar.value)))
        if width >= 0 { return width }
        // A C locale cannot measure non-ASCII: fall back on Unicode's own properties.
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return properties.isEmojiPresentation ? 2 : 1
        }
    }

    /// Columns of a string already in display form (see ``TextSanitizer/displayForm(_:)``).
    public static func columns(of text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// Whether every byte is printable ASCII (space to `~`): such text is in display form and
    /// takes one column a byte in every locale.
    public static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Columns of one character in display form: its first scalar's width (marks add none).
    public static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return max(0, columns(of: first))
    }
}
