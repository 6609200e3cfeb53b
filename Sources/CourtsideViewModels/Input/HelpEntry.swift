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
}
