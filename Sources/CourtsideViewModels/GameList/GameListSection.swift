/// A header and the lines under it.
public struct GameListSection: Hashable, Sendable {
    /// What the section gathers.
    public let kind: GameListSectionKind
    /// The header as shown: "In progress (2)", "Ballerz (3)", "Unreadable (1)".
    public let title: String
    /// The lines, newest first.
    public let items: [GameListItem]

    /// Creates a section.
    public init(kind: GameListSectionKind, title: String, items: [GameListItem]) {
        self.kind = kind
        self.title = title
        self.items = items
    }
}
