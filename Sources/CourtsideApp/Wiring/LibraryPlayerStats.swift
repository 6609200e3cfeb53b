import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The players and leaders screens' source: the library's records (through the index) and its
/// player registry, read as `courtside players` and `courtside leaders` read them, the warnings
/// kept for the status line.
@MainActor
package final class LibraryPlayerStats: PlayerStatsSource {
    private let library: FileGameLibrary

    /// A source over `library`.
    package init(library: FileGameLibrary) {
        self.library = library
    }

    /// Reads every game's record and the registry again.
    package func read() throws(LibraryError) -> PlayersSnapshot {
        let players = try LibraryPlayers(reading: library, registryFile: PlayerRegistryFile(folder: library.folder))
        return PlayersSnapshot(directory: players.directory, warnings: players.warnings)
    }

    /// Reads the leaders as `courtside leaders` reads them (``LeaderStandings``): the index's sums
    /// when they say it, else every game, whose ratings are kept for the next time.
    package func leaders() throws(LibraryError) -> LeadersSnapshot {
        let leaders = try LeaderStandings(reading: library, sinceMs: nil)
        guard let players = leaders.players else { return .standings(leaders.standings) }
        return .players(PlayersSnapshot(directory: players.directory, warnings: players.warnings))
    }
}
