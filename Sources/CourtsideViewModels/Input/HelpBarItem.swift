/// One item of a screen's help bar: the keys, in bold, and a short label ("uio/jkl select").
public struct HelpBarItem: Hashable, Sendable {
    /// The keys, as shown.
    public let keys: String
    /// What they do, in a word or two.
    public let label: String
    /// Whether the item is shown only where the whole bar fits.
    public let isOptional: Bool

    /// Creates an item.
    public init(keys: String, label: String, isOptional: Bool = false) {
        self.keys = keys
        self.label = label
        self.isOptional = isOptional
    }
}
