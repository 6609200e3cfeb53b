import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `courtside export`'s work once its arguments are parsed: a game, or every game as one table,
/// streamed to standard output or into a file replaced whole, buffer by buffer as the export fills
/// them (never the whole document held).
package enum LibraryExport {
    /// Exports game `game` (an id or a unique prefix) of `library` as `format` into `output` (a file
    /// replaced whole) or, when nil, standard output (sanitized at a terminal); the game's warnings
    /// go to standard error. `formatGiven`: `--format` named the format (else a box score written
    /// to a .csv whose name does not say which CSV it holds is said on standard error).
    package static func game(
        _ game: String, of library: FileGameLibrary, format: ExportFormat, formatGiven: Bool, output: String?
    ) throws {
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
            if !formatGiven, format == .csv, !ExportFormat.saysWhichCSV(output) {
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

    /// `--all`: every game of `library` created on or after the local day `since` (YYYY-MM-DD;
    /// every game when nil), oldest first, as one `format` table into `output` or standard output.
    /// A game that cannot be read is named on standard error and left out.
    package static func all(_ library: FileGameLibrary, format: ExportFormat, since: String?, output: String?) throws {
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
            } catch {
                throw failure(error, writing: sink.name)
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

    /// Writes the export into `sink`; the sink fails with the failure it names, and the game's file
    /// with the library's error (it is read again as the export goes).
    private static func export(_ game: StoredGameLog, format: ExportFormat, to sink: DescriptorExportSink)
        throws(CommandFailure)
    {
        do {
            try Exporter.write(game, format: format, to: sink)
        } catch {
            throw failure(error, writing: sink.name)
        }
    }

    /// What an export's failure is to the command: the sink's own failure, the library's error (a
    /// game read again as it goes), or else a write that failed.
    private static func failure(_ error: any Error, writing name: String) -> CommandFailure {
        switch error {
        case let failure as CommandFailure: failure
        case let error as LibraryError: CommandFailure.library(error)
        default: CommandFailure.write(name, code: EIO)
        }
    }
}
