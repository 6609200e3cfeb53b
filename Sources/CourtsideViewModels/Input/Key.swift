/// A key press, as the view models see it: plain values, no terminal codes.
///
/// The screen layer turns what the terminal sends into these; everything from here on is tested
/// without a terminal. A resize is not a key: the run loop lays the screen out again and no view
/// model hears of it.
///
/// Every key has one name, used in the keys file and by `courtside keys` (``name``, read back by
/// ``init(name:)``), and one label, used in the help overlay, the help bar and the status line
/// (``label``). They differ only for the arrows (`Up` is shown as `↑`) and `#` (named `Hash`,
/// since `#` starts a comment in the keys file). A control key is named and shown `Ctrl-U`.
public enum Key: Hashable, Sendable {
    /// A printable character (not space).
    case character(Character)
    /// The space bar.
    case space
    /// Enter / Return.
    case enter
    /// Tab: the creator's next field, the scoreboard's next move.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (or Delete on keyboards that send it for backspace).
    case backspace
    /// Delete: the key that deletes the character under the cursor.
    case delete
    /// Escape, named and shown `Esc`: cancels a prompt or leaves edit mode.
    case escape
    /// The up arrow: named `Up` in the keys file, shown `↑`.
    case up
    /// The down arrow: named `Down` in the keys file, shown `↓`.
    case down
    /// The left arrow: named `Left` in the keys file, shown `←`.
    case left
    /// The right arrow: named `Right` in the keys file, shown `→`.
    case right
    /// Home: a list's first row, a text field's start.
    case home
    /// End: a list's last row, a text field's end.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A letter typed with Ctrl held, as its upper-case letter: `.control("U")` is Ctrl-U.
    ///
    /// Only the letters that reach a screen as themselves (see ``controlLetters``).
    case control(Character)

    /// The letters a control key may have: A…Z but H, I, J and M, which terminals send as the
    /// same bytes as Backspace, Tab and Enter, and C, Q, S and Z, which the terminal keeps for
    /// itself (interrupt, flow control, suspend).
    public static let controlLetters: Set<Character> = Set("ABDEFGKLNOPRTUVWXY")

    /// The keys that have a name rather than being their own character, with that name and the
    /// label help shows, in the order the keys file's documentation lists them.
    public static let named: [(key: Key, name: String, label: String)] = [
        (.space, "Space", "Space"), (.enter, "Enter", "Enter"), (.tab, "Tab", "Tab"),
        (.backTab, "Shift-Tab", "Shift-Tab"), (.backspace, "Backspace", "Backspace"), (.delete, "Delete", "Delete"),
        (.escape, "Esc", "Esc"),
        (.up, "Up", "↑"), (.down, "Down", "↓"), (.left, "Left", "←"), (.right, "Right", "→"),
        (.home, "Home", "Home"), (.end, "End", "End"), (.pageUp, "PgUp", "PgUp"), (.pageDown, "PgDn", "PgDn"),
        (.character("#"), "Hash", "#"),
    ]

    /// The key a name stands for: one of ``named`` (in any case: `space`, `SPACE`), a control key
    /// (`Ctrl-U`, in any case), else a single printable character, which stands for itself (`a`,
    /// `Z`, `?`, `1`, `é`); nil for anything else (two characters, a control character, a
    /// combining mark alone, white space).
    ///
    /// A character must be one Unicode scalar, as the terminal delivers one key press.
    public init?(name: String) {
        if let found = Self.named.first(where: { $0.name.lowercased() == name.lowercased() }), name.count > 1 {
            self = found.key
            return
        }
        if name.count == 6, name.lowercased().hasPrefix("ctrl-"), let letter = name.uppercased().last {
            guard Self.controlLetters.contains(letter) else { return nil }
            self = .control(letter)
            return
        }
        let scalars = name.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first, Self.isPrintable(scalar) else { return nil }
        self = .character(Character(scalar))
    }

    /// The name in the keys file: `a`, `Space`, `Shift-Tab`, `Up`, `Hash`, `Ctrl-U`.
    public var name: String { Self.named.first { $0.key == self }?.name ?? character }

    /// The label in the help and on the status line: `a`, `Space`, `Shift-Tab`, `↑`, `#`, `Ctrl-U`.
    public var label: String { Self.named.first { $0.key == self }?.label ?? character }

    /// The key as a message quotes it: a character in quotes (`'x'`), a named key by its label
    /// (`Enter`, `↑`).
    public var quoted: String {
        if case .character(let character) = self { return "'\(character)'" }
        return label
    }

    /// The character of a character key, `Ctrl-U` for a control key; empty for a named key.
    private var character: String {
        switch self {
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter)"
        default: ""
        }
    }

    /// Whether a scalar stands for a key of its own: printable, and taking a place of its own (not
    /// white space, a control or format character, or a mark that sits on another character).
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .nonspacingMark, .spacingMark, .enclosingMark,
            .lineSeparator, .paragraphSeparator, .spaceSeparator:
            false
        default:
            true
        }
    }
}
