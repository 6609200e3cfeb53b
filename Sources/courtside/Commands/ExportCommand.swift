import ArgumentParser
import CourtsideCore
import CourtsideReports
import CourtsideViewModels
import Foundation

/// `courtside export GAME [--format text|csv|plays-csv|json|md] [--output FILE]`: a box score and
/// play-by-play, streamed to standard output or a file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a game's box score and play-by-play.",
        discussion: """
            Every format starts with the game's id, when it was created and last played, the rules, \
            the clock and the status. Formats: text (tables, the play-by-play and the score chart), \
            csv (the box score), plays-csv (the play-by-play, one row per event), json (both), md \
            (both). Without --format, the format comes from --output's extension (.txt, .csv, .json \
            or .md; any other is an error), else text. See docs/file-format.md.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String
    @Option(
        name: .shortAndLong,
        help:
            "The format; default: from --output's extension, else text. csv is the box score, plays-csv the play-by-play."
    )
    var format: ExportFormat?
    @Option(name: .shortAndLong, help: "Write to FILE instead of standard output.", completion: .file())
    var output: String?

    func run() throws {
        let format = try chosenFormat()
        let library = try library.open()
        let loaded: LoadedGame
        do {
            loaded = try library.load(try library.resolve(game))
        } catch {
            throw CommandFailure.game("\(error)")
        }
        guard let output else {
            try Exporter.write(
                loaded.game, format: format, to: DescriptorSink(descriptor: 1, name: "standard output"))
            return
        }
        let file = try AtomicFileOutput(path: output)
        do {
            try Exporter.write(loaded.game, format: format, to: file.sink)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// `--format` if given, else the one `--output`'s extension names, else text.
    private func chosenFormat() throws(CommandFailure) -> ExportFormat {
        if let format { return format }
        guard let output else { return .text }
        do {
            return try ExportFormat.inferred(fromPath: output)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }
}
