import CourtsideCore
import CourtsideReports
import CourtsideStore

/// The leaders of a library, read the one way `courtside leaders` and the TUI's leaders table
/// both read them: from the index's sums per name and the ratings the last full read kept (a few
/// rows read: docs/performance.md) when every game file is as indexed and the registry reads
/// clean; else every game's record read and matched into players, which says what could not be
/// read and keeps the ratings, so that the next read takes the index's way.
package struct LeaderStandings {
    /// Each player's standing over the games counted, in no order.
    package let standings: [PlayerStanding]
    /// The players with their games when every game was read; nil when the index's sums said it.
    package let players: LibraryPlayers?

    /// What could not be read, a line each (none from the index's sums: they are taken only when
    /// everything reads clean).
    package var warnings: [String] { players?.warnings ?? [] }

    /// The standings of `library` over the games created on or after `sinceMs` (every game when
    /// nil), by the quickest way that says them as reading every game would.
    package init(reading library: FileGameLibrary, sinceMs: Int64?) throws(LibraryError) {
        let registryFile = PlayerRegistryFile(folder: library.folder)
        if let standings = Self.indexed(library, registryFile: registryFile, sinceMs: sinceMs) {
            (self.standings, players) = (standings, nil)
            return
        }
        let players = try LibraryPlayers(reading: library, registryFile: registryFile)
        var ratings: [String: Double] = [:]
        for entry in players.directory.entries.values { ratings[entry.identity.key] = entry.rating }
        library.keepRatings(ratings, registryEntries: players.registry.entryCount)
        standings = players.directory.sortedByName.map { entry in
            PlayerStanding(entry, games: entry.games.filter { sinceMs == nil || $0.summary.createdMs >= sinceMs! })
        }
        self.players = players
    }

    /// The standings from the index's sums and kept ratings, when every game file is as indexed
    /// and the registry reads clean; nil sends the reader to every game.
    private static func indexed(
        _ library: FileGameLibrary, registryFile: PlayerRegistryFile, sinceMs: Int64?
    ) -> [PlayerStanding]? {
        guard let contents = try? registryFile.read(), contents.problem == nil, !contents.hasTornLine,
            let sums = try? library.indexedNameTotals(sinceMs: sinceMs),
            let ratings = library.keptRatings(registryEntries: contents.registry.entryCount)
        else { return nil }
        return PlayerStanding.fromSums(sums, registry: contents.registry, ratings: ratings)
    }
}
