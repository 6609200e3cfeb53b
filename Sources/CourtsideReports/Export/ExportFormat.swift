import CourtsideCore

/// The formats `courtside export` writes. Every one starts with the game's facts: its id, when it
/// was created and last played, the rules, the clock and the status.
public enum ExportFormat: String, CaseIterable, Sendable, Hashable {
    /// A box-score table, the play-by-play and the worm chart, for people.
    case text
    /// The box score as comma-separated values, for spreadsheets.
    case csv
    /// The play-by-play as comma-separated values, one row per event, for spreadsheets.
    case playsCSV = "plays-csv"
    /// The box score and play-by-play as one JSON object, for programs.
    case json
    /// Markdown tables of both teams and the play-by-play, for chats and wikis.
    case md

    /// The usual file extension (without the dot).
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .csv, .playsCSV: "csv"
        case .json: "json"
        case .md: "md"
        }
    }

    /// The format a file name asks for by its extension, in any case: `.txt`, `.csv` (the box
    /// score), `.json` or `.md`. Any other extension, or none, throws: an export is never written
    /// in a format nobody chose.
    public static func inferred(fromPath path: String) throws(UnknownExportExtension) -> ExportFormat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            throw UnknownExportExtension(path: path)
        }
        switch name[name.index(after: dot)...].lowercased() {
        case "txt": return .text
        case "csv": return .csv
        case "json": return .json
        case "md": return .md
        default: throw UnknownExportExtension(path: path)
        }
    }
}
