import ArgumentParser
import CourtsideApp
import CourtsideReports
import CourtsideText

/// `courtside export GAME [--format FORMAT] [--output FILE]`: a box score and the play-by-play as
/// the game stands, or the event log, streamed to standard output or a file; `export --all [--since
/// DATE]`: every game of the library as one CSV table.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a game's box score and play-by-play.",
        discussion: """
            Every format starts with the game's id, when it was created and last played, the rules, \
            the clock and the status. Formats: text (tables, the play-by-play and the score chart), \
            csv (the box score), plays-csv (the play-by-play, one row per play), json (both), md \
            (both); the play-by-play is the game as it stands (corrections applied, in game-clock \
            order). The event log, every correction, undo and redo with what was and what is now: \
            events (text), events-csv, events-json, events-md. Each CSV is one table, the game's \
            facts on every row. Without --format, the format comes from --output's extension (.txt, \
            .csv, .json or .md; any other is an error; a name that says events is the event log, a \
            .csv named for plays, like plays.csv, is plays-csv), else text. --all writes every game \
            of the library (--since DATE: created on or after that local day, YYYY-MM-DD) as one \
            table, oldest first: csv (the default), plays-csv or events-csv. See \
            docs/file-format.md.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix (none with --all).") var game: String?
    @Flag(help: "Every game of the library as one CSV table, oldest first.") var all = false
    @Option(help: "With --all: only games created on or after this local day (YYYY-MM-DD).") var since: String?
    @Option(
        name: .shortAndLong,
        help:
            "The format; default: from --output's extension, else text. csv is the box score, plays-csv the play-by-play, events… the event log."
    )
    var format: ExportFormat?
    @Option(
        name: .shortAndLong,
        help: "Write to FILE (a regular file, replaced whole, or a new one) instead of standard output.",
        completion: .file())
    var output: String?

    func validate() throws {
        if all, game != nil { throw ValidationError("Name a game, or --all, not both.") }
        if !all, game == nil { throw ValidationError("Missing expected argument '<game>' (or --all).") }
        if since != nil, !all { throw ValidationError("--since goes with --all.") }
        if let since, LocalDateFormat().dayStartMs(since) == nil {
            throw ValidationError("--since takes a day as YYYY-MM-DD, not \"\(since)\".")
        }
    }

    func run() throws {
        let format = try chosenFormat()
        let library = try library.open()
        guard let game else { return try LibraryExport.all(library, format: format, since: since, output: output) }
        try LibraryExport.game(game, of: library, format: format, formatGiven: self.format != nil, output: output)
    }

    /// `--format` if given, else the one `--output`'s extension names, else text (csv with `--all`).
    private func chosenFormat() throws(CommandFailure) -> ExportFormat {
        if let format { return format }
        // An empty path is refused by the output file itself, with its own message.
        guard let output, !output.isEmpty else { return all ? .csv : .text }
        // What the path is comes first: "/dev/null is a character device" says more than its name.
        _ = try OutputFile.regularTarget(output)
        do {
            return try ExportFormat.inferred(fromPath: output)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }
}
