import CourtsideCore
import CourtsideReports
import CourtsideStore

/// `players merge` and `rename`, and how they write to the registry: one append, the lines a
/// change needs (registering a player no line spoke of first), refused when the registry changed
/// since the command read it (its players were matched against the registry it read).
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

    /// `players merge`: `keep` and `other` (names, any case or the start of one, or registry
    /// numbers) are one player, who keeps `keep`'s name; refused (exit 2) when they are one already
    /// or played in one game. Says what it did on standard output.
    package static func merge(_ keep: String, _ other: String, in library: FileGameLibrary) throws {
        let file = PlayerRegistryFile(folder: library.folder)
        let players = try LibraryPlayers(library: library, registryFile: file)
        let kept = try players.find(keep)
        let merged = try players.find(other)
        guard kept.identity != merged.identity else {
            throw CommandFailure.usage("cannot merge \(kept.name) with \(kept.name): they are one player already")
        }
        let together = PlayerDirectory.gamesWithBoth(
            kept.identity, merged.identity, records: players.records.records, registry: players.registry)
        if let first = together.first {
            let more = together.count > 1 ? " and \(together.count - 1) more" : ""
            throw CommandFailure.usage(
                "\(kept.name) and \(merged.name) both played in game \(first)\(more): they are two players,"
                    + " not merged")
        }
        let seen = players.registry.nextSequence
        try RegistryChange.append(to: file) { registry throws(RegistryError) in
            try RegistryChange.unchanged(registry, since: seen)
            var kinds: [RegistryEntry.Kind] = []
            var next = registry.nextPlayerID
            let into = RegistryChange.number(of: kept, registering: &kinds, next: &next)
            let from = RegistryChange.number(of: merged, registering: &kinds, next: &next)
            kinds.append(.merge(id: from, into: into))
            return kinds
        }
        let games = kept.games.count + merged.games.count
        try OutputSink.standardOutput.print(
            "merged \(merged.name) into \(kept.name): one player, \(games) game\(games == 1 ? "" : "s")\n")
    }

    /// `players rename`: the player `old` names is called `new` from now on; refused (exit 2) when
    /// the name is bad, theirs already, or another player's. Says what it did on standard output.
    package static func rename(_ old: String, to new: String, in library: FileGameLibrary) throws {
        let file = PlayerRegistryFile(folder: library.folder)
        let players = try LibraryPlayers(library: library, registryFile: file)
        let name: String
        do {
            name = try Team.validatedName(new, what: "the new name")
        } catch {
            throw CommandFailure.usage(error.description)
        }
        let entry = try players.find(old)
        guard entry.name != name else { throw CommandFailure.usage("\(entry.name) is called that already") }
        if let other = players.directory.entries.values.first(where: {
            $0.identity != entry.identity && $0.name.lowercased() == name.lowercased()
        }) {
            throw CommandFailure.usage(
                "\(name) is another player (\(PlayerLookup.describe(other))); if they are one, run"
                    + " `courtside players merge \"\(other.name)\" \"\(entry.name)\"`")
        }
        let seen = players.registry.nextSequence
        try RegistryChange.append(to: file) { registry throws(RegistryError) in
            try RegistryChange.unchanged(registry, since: seen)
            var kinds: [RegistryEntry.Kind] = []
            var next = registry.nextPlayerID
            let id = RegistryChange.number(of: entry, registering: &kinds, next: &next)
            kinds.append(.rename(id: id, name: name))
            return kinds
        }
        let games = entry.games.count
        try OutputSink.standardOutput.print(
            "renamed \(entry.name) to \(name) (\(games) game\(games == 1 ? "" : "s"))\n")
    }
}
