import ArgumentParser
import CourtsideCore
import CourtsideReports
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
    @Option(name: .shortAndLong, help: "Write to FILE instead of standard output.", completion: .file())
    var output: String?

    func run() throws {
        let library = try library.open()
        let loaded: LoadedGame
        do {
            loaded = try library.load(try library.resolve(game))
        } catch {
            throw CommandFailure.game("\(error)")
        }
        let text = Exporter.export(loaded.game, format: format)
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            // Atomic, so an interrupted export never leaves half a file where a whole one was.
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure.game("cannot write \(output): \(error.localizedDescription)")
        }
    }
}
