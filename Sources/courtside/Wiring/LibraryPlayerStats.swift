import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The players and leaders screens' source: the library's records (through the index) and its
/// player registry, read as `courtside players` reads them, the warnings kept for the status line.
@MainActor
final class LibraryPlayerStats: PlayerStatsSource {
    private let library: FileGameLibrary

    /// A source over `library`.
    init(library: FileGameLibrary) {
        self.library = library
    }

    /// Reads every game's record and the registry again.
    func read() throws(LibraryError) -> PlayersSnapshot {
        let players = try LibraryPlayers(reading: library, registryFile: PlayerRegistryFile(folder: library.folder))
        return PlayersSnapshot(directory: players.directory, warnings: players.warnings)
    }
}
