/// What a board screen shows while its view model has no board yet (a watcher waiting for a game
/// to be scored): a title and a few centred lines.
public struct BoardPlaceholder: Hashable, Sendable {
    /// How a line stands out.
    public enum Emphasis: Hashable, Sendable {
        /// Bold: the headline.
        case bold
        /// Plain: neither bold nor dim.
        case plain
        /// Dim: a hint.
        case dim
    }

    /// One centred line.
    public struct Line: Hashable, Sendable {
        /// Its text (sanitized when drawn).
        public let text: String
        /// How it stands out.
        public let emphasis: Emphasis

        /// A line of `text` (sanitized when drawn), plain unless `emphasis` says otherwise.
        public init(_ text: String, _ emphasis: Emphasis = .plain) {
            self.text = text
            self.emphasis = emphasis
        }
    }

    /// The box's title.
    public let title: String
    /// The lines, top to bottom.
    public let lines: [Line]

    /// A placeholder: `title` on the box, `lines` centred under it, top to bottom.
    public init(title: String, lines: [Line]) {
        self.title = title
        self.lines = lines
    }

    /// Nothing to say: a board that always has a board.
    public static let none = BoardPlaceholder(title: "", lines: [])
}
