import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideScreen
import CourtsideStore
import CourtsideText
import CourtsideViewModels
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        guard let game else { return try exportAll(library, format: format) }
        // The game's state only: the export reads its events again from the file as it writes.
        let loaded: StoredGameLog
        do {
            loaded = try library.openLog(try library.resolve(game))
        } catch {
            throw CommandFailure.library(error)
        }
        for warning in loaded.warnings {
            OutputSink.standardError.report("warning: \(warning.description)")
        }
        // The export is streamed: each buffer goes out as it fills, never the whole document.
        if let output {
            try OutputFile.write(to: output) { descriptor throws(CommandFailure) in
                try Self.export(loaded, format: format, to: DescriptorExportSink(descriptor: descriptor, name: output))
            }
            // A .csv whose name does not say which CSV it holds: say what was written.
            if self.format == nil, format == .csv, !ExportFormat.saysWhichCSV(output) {
                OutputSink.standardError.report(
                    "wrote the box score to \(output); --format plays-csv writes the play-by-play")
            }
        } else {
            let standardOutput = OutputSink.standardOutput
            // Someone reading at a terminal: nothing in it may drive their terminal.
            let sink = DescriptorExportSink(
                descriptor: standardOutput.descriptor, name: standardOutput.name, sanitized: standardOutput.isTerminal)
            try Self.export(loaded, format: format, to: sink)
        }
    }

    /// `--all`: every game created since `--since` (all without it), oldest first, as one table.
    /// A game that cannot be read is named on standard error and left out.
    private func exportAll(_ library: FileGameLibrary, format: ExportFormat) throws {
        guard format.isCSV else {
            throw CommandFailure.usage(
                "--all writes one table: --format csv, plays-csv or events-csv, not \(format.rawValue)")
        }
        let listing: LibraryListing
        do {
            listing = try library.list()
        } catch {
            throw CommandFailure.library(error)
        }
        for problem in listing.problems {
            OutputSink.standardError.report("\(problem.description) (left out)")
        }
        let days = LocalDateFormat()
        let games = listing.summaries.filter { summary in
            since.map { String(days.string(ms: summary.createdMs).prefix(10)) >= $0 } ?? true
        }.sorted { ($0.createdMs, $0.id.rawValue) < ($1.createdMs, $1.id.rawValue) }
        let write = { (sink: DescriptorExportSink) throws(CommandFailure) in
            do {
                var table = try TableExport(format: format, sink: sink)
                for summary in games {
                    let log: StoredGameLog
                    do {
                        log = try library.openLog(summary.id)
                    } catch {
                        OutputSink.standardError.report("\(CommandFailure.library(error).message) (left out)")
                        continue
                    }
                    try table.add(log)
                }
                try table.finish()
            } catch let failure as CommandFailure {
                throw failure
            } catch let error as LibraryError {
                throw CommandFailure.library(error)
            } catch {
                throw CommandFailure.write(sink.name, code: EIO)
            }
        }
        if let output {
            try OutputFile.write(to: output) { descriptor throws(CommandFailure) in
                try write(DescriptorExportSink(descriptor: descriptor, name: output))
            }
        } else {
            let standardOutput = OutputSink.standardOutput
            try write(
                DescriptorExportSink(
                    descriptor: standardOutput.descriptor, name: standardOutput.name,
                    sanitized: standardOutput.isTerminal))
        }
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

    /// Writes the export into `sink`; the sink fails with the failure it names, and the game's file
    /// with the library's error (it is read again as the export goes).
    private static func export(_ game: StoredGameLog, format: ExportFormat, to sink: DescriptorExportSink)
        throws(CommandFailure)
    {
        do {
            try Exporter.write(game, format: format, to: sink)
        } catch let failure as CommandFailure {
            throw failure
        } catch let error as LibraryError {
            throw CommandFailure.library(error)
        } catch {
            throw CommandFailure.write(sink.name, code: EIO)
        }
    }
}
