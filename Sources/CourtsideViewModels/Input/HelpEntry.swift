/// One line of a screen's `?` help: the keys, and what they do.
///
/// Every keymap gives its help as these (``Keymap/helpEntries``), so each screen's help overlay is
/// drawn from the keymap that handles the keys.
public struct HelpEntry: Hashable, Sendable {
    /// The keys, as shown ("u i o / 1 2 3").
    public let keys: String
    /// What they do.
    public let action: String

    /// Creates a help line.
    public init(keys: String, action: String) {
        self.keys = keys
        self.action = action
    }

    /// The line as screen-reader mode's help says it, a plain sentence made of the same words:
    /// "Press u, i, o, 1, 2 or 3: select home player 1-3 (top row)." Each key is said by name
    /// (↑ is "Up", `;` "semicolon", `T` "capital T"); a slash between keys parts groups of keys
    /// and is said as the others, a slash at either end is the key.
    public var sentence: String {
        let labels = keys.split(separator: " ").map(String.init)
        let words = labels.enumerated().compactMap { index, label in
            label == "/" && index > 0 && index < labels.count - 1 ? nil : Self.spoken(label)
        }
        let list =
            words.count > 1
            ? words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1] : words.first ?? ""
        return Announcer.sentence("Press \(list): \(action)")
    }

    /// A key's label as it is said.
    private static func spoken(_ label: String) -> String {
        if let word = spokenLabels[label] { return word }
        if label.count == 1, let letter = label.first, letter.isUppercase { return "capital \(label)" }
        return label
    }

    /// The labels a screen reader would say as a symbol or not at all.
    private static let spokenLabels: [String: String] = [
        "↑": "Up", "↓": "Down", "←": "Left", "→": "Right", "PgUp": "Page Up", "PgDn": "Page Down", "Esc": "Escape",
        ";": "semicolon", ",": "comma", "/": "slash", "'": "apostrophe", ".": "full stop", "?": "question mark",
        "+": "plus", "-": "minus", "=": "equals", "#": "hash", "*": "star", ":": "colon", "!": "exclamation mark",
    ]
}
