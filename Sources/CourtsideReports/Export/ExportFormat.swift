import CourtsideCore

/// The formats `courtside export` writes.
public enum ExportFormat: String, CaseIterable, Sendable, Hashable {
    /// A box-score table, the play-by-play and the worm chart, for people.
    case text
    /// The box score as comma-separated values, for spreadsheets.
    case csv
    /// The box score and play-by-play as one JSON object, for programs.
    case json
    /// Markdown tables of both teams and the play-by-play, for chats and wikis.
    case md

    /// The usual file extension.
    public var fileExtension: String { rawValue == "text" ? "txt" : rawValue }
}
