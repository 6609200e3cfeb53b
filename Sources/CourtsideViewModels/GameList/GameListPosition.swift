/// Where a line sits in the list: a section and an item within it.
///
/// The selection is a position, not a game id, because grouping by team lists a game twice.
public struct GameListPosition: Hashable, Sendable, Comparable {
    /// Index into the sections.
    public let section: Int
    /// Index into the section's items.
    public let item: Int

    /// Creates a position.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders top to bottom.
    public static func < (lhs: GameListPosition, rhs: GameListPosition) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
