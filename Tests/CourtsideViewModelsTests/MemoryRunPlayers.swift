import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The run board's players over an in-memory library and registry, as the executable's
/// `LibraryRunPlayers` has them over the files: the ratings read from the library's finished
/// games each time they are asked for, a new name folded into the registry.
@MainActor
final class MemoryRunPlayers: RunPlayers {
    let library: any GameLibrary
    private(set) var registry = PlayerRegistry()
    /// Every rename asked for: old name, new name, from when.
    private(set) var renames: [(old: String, new: String, fromMs: Int64)] = []
    /// How many times the ratings were read.
    private(set) var reads = 0

    init(_ library: any GameLibrary) {
        self.library = library
    }

    func ratings() -> [String: Double] {
        reads += 1
        let records = (try? library.records().records) ?? []
        return PlayerDirectory(records: records, registry: registry).ratingsByName
    }

    func rename(_ old: String, to new: String, fromMs: Int64) -> String? {
        renames.append((old, new, fromMs))
        for kind in registry.renaming(old, to: new, fromMs: fromMs) {
            do throws(RegistryError) {
                try registry.apply(RegistryEntry(sequence: registry.nextSequence, wallMs: fromMs, kind: kind))
            } catch {
                return error.description
            }
        }
        return nil
    }

    /// The directory the registry and the library's games make now.
    func directory() -> PlayerDirectory {
        PlayerDirectory(records: (try? library.records().records) ?? [], registry: registry)
    }
}
