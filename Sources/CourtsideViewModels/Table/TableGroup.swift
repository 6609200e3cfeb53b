/// The section a row falls in under a grouping: its title, and where the section goes (lower
/// first).
public struct TableGroup: Hashable, Sendable {
    /// The section's title (`2025-11`, `Ballerz`).
    public let title: String
    /// The section's place among the others.
    public let order: Int

    /// A group titled `title`, placed among the others by `order` (lower first).
    public init(title: String, order: Int) {
        self.title = title
        self.order = order
    }
}
