import ArgumentParser
import CourtsideCore
import CourtsideStore
import Foundation

/// `--library DIR`, shared by every command.
struct LibraryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The game library folder.",
            discussion: "Default: $COURTSIDE_LIBRARY, else $XDG_DATA_HOME/courtside, else ~/.local/share/courtside.",
            valueName: "dir"))
    var library: String?

    /// The library on disk; a folder that cannot be used is a game problem (exit 1).
    func open() throws -> FileGameLibrary {
        do {
            let folder = try LibraryFolder.resolve(flag: library, environment: ProcessInfo.processInfo.environment)
            return FileGameLibrary(folder: folder)
        } catch {
            throw CommandFailure.game(error.description)
        }
    }
}
