import ArgumentParser
import CourtsideCore
import CourtsideReports
import CourtsideScreen
import CourtsideViewModels
import Foundation

/// `courtside export GAME [--format text|csv|json|md] [--output FILE]`: a box score and play-by-play.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a game's box score and play-by-play.",
        discussion: "Formats: text (tables and the score chart), csv (box score), json, md. See docs/file-format.md.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String
    @Option(name: .shortAndLong, help: "The format.") var format: ExportFormat = .text
    @Option(
        name: .shortAndLong,
        help: "Write to FILE (a regular file, replaced whole, or a new one) instead of standard output.",
        completion: .file())
    var output: String?

    func run() throws {
        let library = try library.open()
        let loaded: LoadedGame
        do {
            loaded = try library.load(try library.resolve(game))
        } catch {
            throw CommandFailure.library(error)
        }
        for warning in loaded.warnings {
            FileHandle.standardError.write(
                Data("courtside: warning: \(TextSanitizer.displayForm(warning.description))\n".utf8))
        }
        let text = Exporter.export(loaded.game, format: format)
        if let output {
            try OutputFile.write(text, to: output)
        } else if OutputSink.standardOutput.isTerminal {
            // Someone is reading: nothing in it may drive their terminal.
            try OutputSink.standardOutput.print(text)
        } else {
            try OutputSink.standardOutput.write(text)
        }
    }
}
