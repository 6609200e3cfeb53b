import CourtsideCore
import CourtsideReports
import CourtsideStore

/// How `players merge` and `rename` write to the registry: one append, the lines a change needs
/// (registering a player no line spoke of first), refused when the registry changed since the
/// command read it (its players were matched against the registry it read).
package enum RegistryChange {
    /// Appends what `kinds` says to `file`, stamped now. A change the registry refuses is bad input
    /// (exit 2), except a registry changed meanwhile; a file problem exits 1.
    @discardableResult
    package static func append(
        to file: PlayerRegistryFile, _ kinds: (PlayerRegistry) throws(RegistryError) -> [RegistryEntry.Kind]
    ) throws -> PlayerRegistry {
        do {
            return try file.append(kinds, wallMs: FileGameLibrary.systemWallClockNs() / 1_000_000)
        } catch RegistryError.changedMeanwhile {
            throw CommandFailure.game(RegistryError.changedMeanwhile.description)
        } catch let error as RegistryError {
            throw CommandFailure.usage(error.description)
        } catch {
            throw CommandFailure.library(error)
        }
    }

    /// Throws unless `registry` is the one read before (no line since line `sequence` − 1).
    package static func unchanged(_ registry: PlayerRegistry, since sequence: Int) throws(RegistryError) {
        guard registry.nextSequence == sequence else { throw .changedMeanwhile }
    }

    /// The registry number of `entry`'s player; for one no line spoke of, a `player` line for them
    /// is added to `kinds`, taking number `next`.
    package static func number(
        of entry: PlayerDirectory.Entry, registering kinds: inout [RegistryEntry.Kind], next: inout Int
    ) -> Int {
        if case .registered(let id) = entry.identity { return id }
        kinds.append(.player(id: next, name: entry.name))
        next += 1
        return next - 1
    }
}
