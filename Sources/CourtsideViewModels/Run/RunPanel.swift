/// One box of the run board: its title and its lines, made by the view model, drawn as they are.
public struct RunPanel: Hashable, Sendable {
    /// The title in the box's top edge.
    public let title: String
    /// The lines, top first.
    public let lines: [String]

    /// A panel from its parts.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}
