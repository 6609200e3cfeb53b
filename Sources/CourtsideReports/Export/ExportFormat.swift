import CourtsideCore

/// The formats `courtside export` writes. Every one starts with the game's facts: its id, when it
/// was created and last played, the rules, the clock and the status.
public enum ExportFormat: String, CaseIterable, Sendable, Hashable {
    /// A box-score table, the play-by-play and the worm chart, for people.
    case text
    /// The box score as comma-separated values, for spreadsheets.
    case csv
    /// The play-by-play as the game stands, as comma-separated values, one row per play.
    case playsCSV = "plays-csv"
    /// The box score and play-by-play as one JSON object, for programs.
    case json
    /// Markdown tables of both teams and the play-by-play, for chats and wikis.
    case md
    /// The event log (every play as entered, every correction, undo and redo), for people.
    case events
    /// The event log as comma-separated values, one row per event.
    case eventsCSV = "events-csv"
    /// The box score and the event log as one JSON object.
    case eventsJSON = "events-json"
    /// The event log as a Markdown table.
    case eventsMD = "events-md"
    /// The plays as the game stands as FIBA LiveStats-style actions, one JSON object.
    case livestatsJSON = "livestats-json"

    /// The usual file extension (without the dot).
    public var fileExtension: String {
        switch self {
        case .text, .events: "txt"
        case .csv, .playsCSV, .eventsCSV: "csv"
        case .json, .eventsJSON, .livestatsJSON: "json"
        case .md, .eventsMD: "md"
        }
    }

    /// Whether the format is the event log rather than the game as it stands.
    public var isEventLog: Bool {
        switch self {
        case .events, .eventsCSV, .eventsJSON, .eventsMD: true
        case .text, .csv, .playsCSV, .json, .md, .livestatsJSON: false
        }
    }

    /// Whether the format is one CSV table, so the tables of many games concatenate.
    public var isCSV: Bool { fileExtension == "csv" }

    /// The one table a CSV format writes; nil for the formats that are not CSV.
    var csvTable: (any CSVTable.Type)? {
        switch self {
        case .csv: CSVExporter.self
        case .playsCSV: PlaysCSVExporter.self
        case .eventsCSV: EventsCSVExporter.self
        case .text, .json, .md, .events, .eventsJSON, .eventsMD, .livestatsJSON: nil
        }
    }

    /// The format a file name asks for by its extension, in any case: `.txt`, `.csv`, `.json` or
    /// `.md`; a name that says events (`events.json`) is that extension's event log. A `.csv` whose
    /// name says plays (`plays.csv`, `play-by-play.csv`, `pbp.csv`) is the play-by-play, any other
    /// the box score (see ``saysWhichCSV(_:)``). Any other extension, or none, throws: an export
    /// is never written in a format nobody chose.
    public static func inferred(fromPath path: String) throws(UnknownExportExtension) -> ExportFormat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            throw UnknownExportExtension(path: path)
        }
        let events = name.lowercased().contains("event")
        switch name[name.index(after: dot)...].lowercased() {
        case "txt": return events ? .events : .text
        case "csv": return events ? .eventsCSV : namesPlays(name) ? .playsCSV : .csv
        case "json": return events ? .eventsJSON : name.lowercased().contains("livestats") ? .livestatsJSON : .json
        case "md": return events ? .eventsMD : .md
        default: throw UnknownExportExtension(path: path)
        }
    }

    /// Whether a `.csv` file's name says which CSV it is (plays, events or a box score), so nobody
    /// needs telling what was written into it.
    public static func saysWhichCSV(_ path: String) -> Bool {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        return namesPlays(name) || name.contains("box") || name.contains("event")
    }

    /// Whether a file name (lower-cased or not) speaks of plays.
    private static func namesPlays(_ name: String) -> Bool {
        let name = name.lowercased()
        return name.contains("play") || name.contains("pbp")
    }
}
