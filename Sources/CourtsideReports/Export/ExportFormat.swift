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

    /// The format a file name asks for by its extension, in any case: `.txt`, `.csv`, `.json` or
    /// `.md`. A `.csv` whose name says plays (`plays.csv`, `play-by-play.csv`, `pbp.csv`) is the
    /// play-by-play, any other the box score (see ``saysWhichCSV(_:)``). Any other extension, or
    /// none, throws: an export is never written in a format nobody chose.
    public static func inferred(fromPath path: String) throws(UnknownExportExtension) -> ExportFormat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            throw UnknownExportExtension(path: path)
        }
        switch name[name.index(after: dot)...].lowercased() {
        case "txt": return .text
        case "csv": return namesPlays(name) ? .playsCSV : .csv
        case "json": return .json
        case "md": return .md
        default: throw UnknownExportExtension(path: path)
        }
    }

    /// Whether a `.csv` file's name says which CSV it is (plays or a box score), so nobody needs
    /// telling what was written into it.
    public static func saysWhichCSV(_ path: String) -> Bool {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        return namesPlays(name) || name.contains("box")
    }

    /// Whether a file name (lower-cased or not) speaks of plays.
    private static func namesPlays(_ name: String) -> Bool {
        let name = name.lowercased()
        return name.contains("play") || name.contains("pbp")
    }
}
