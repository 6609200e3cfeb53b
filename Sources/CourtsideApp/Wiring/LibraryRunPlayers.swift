import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// The run board's players from the library's files: the ratings read again from the games and
/// the player registry each time they are asked for (so a game finished tonight counts), and a new
/// name written to the registry as `courtside players rename` writes it, dated from the first game
/// under it.
@MainActor
package final class LibraryRunPlayers: RunPlayers {
    private let library: FileGameLibrary

    /// The players of `library`.
    package init(library: FileGameLibrary) {
        self.library = library
    }

    package func ratings() -> [String: Double] { KnownPlayers(library).ratings }

    package func rename(_ old: String, to new: String, fromMs: Int64) -> String? {
        do {
            try PlayerRegistryFile(folder: library.folder).append(
                { registry throws(RegistryError) in registry.renaming(old, to: new, fromMs: fromMs) }, wallMs: fromMs)
            return nil
        } catch let error as RegistryError {
            return error.description
        } catch {
            return "\(error)"
        }
    }
}
