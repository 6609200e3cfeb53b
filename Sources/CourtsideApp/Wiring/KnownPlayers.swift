import CourtsideCore
import CourtsideReports
import CourtsideStore

/// The players the library knows, for the screens where names are typed: every name (the
/// creator's and the run board's Tab completes from them) and each one's rating by name, in any
/// case and former names too (the run's balanced teams). Nothing at all when the library cannot
/// be read: completion then says nothing, and every rating is the initial one.
package struct KnownPlayers {
    /// Every known player's name, in order.
    package let names: [String]
    /// Ratings by lowercased name.
    package let ratings: [String: Double]

    /// The players of `library` and its registry.
    package init(_ library: FileGameLibrary) {
        guard let records = try? library.records() else {
            (names, ratings) = ([], [:])
            return
        }
        let registry = (try? PlayerRegistryFile(folder: library.folder).read())?.registry ?? PlayerRegistry()
        let directory = PlayerDirectory(records: records.records, registry: registry)
        var names: [String] = []
        var seen = Set<String>()
        for entry in directory.sortedByName where seen.insert(entry.name.lowercased()).inserted {
            names.append(entry.name)
        }
        // The players of games not finished yet have no line in the directory, and are known all the same.
        for line in records.records.reversed().flatMap(\.lines) where seen.insert(line.name.lowercased()).inserted {
            names.append(line.name)
        }
        (self.names, self.ratings) = (names, directory.ratingsByName)
    }
}
