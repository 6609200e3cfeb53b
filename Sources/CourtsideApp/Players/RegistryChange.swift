import CourtsideCore
import CourtsideReports
import CourtsideStore

/// `players merge` and `rename`, and how they write to the registry: one append, the lines a
/// change needs (registering a player no line spoke of first), refused when the registry changed
/// since the command read it (its players were matched against the registry it read).
package enum RegistryChange {
    /// Appends to `file`, stamped now, the lines `change` makes, refused when the registry changed
    /// since line `seen` − 1 was read (its players were matched against the registry read then).
    /// `change` names players by the number `number` gives them: a player no line spoke of gets a
    /// `player` line first. A change the registry refuses is bad input (exit 2), except a registry
    /// changed meanwhile; a file problem exits 1.
    private static func append(
        to file: PlayerRegistryFile, unchangedSince seen: Int,
        _ change: (_ number: (PlayerDirectory.Entry) -> Int) -> [RegistryEntry.Kind]
    ) throws {
        do {
            try file.append(
                { registry throws(RegistryError) in
                    guard registry.nextSequence == seen else { throw .changedMeanwhile }
                    var registering: [RegistryEntry.Kind] = []
                    var next = registry.nextPlayerID
                    let made = change { entry in
                        if case .registered(let id) = entry.identity { return id }
                        registering.append(.player(id: next, name: entry.name))
                        next += 1
                        return next - 1
                    }
                    return registering + made
                }, wallMs: FileGameLibrary.systemWallClockNs() / 1_000_000)
        } catch RegistryError.changedMeanwhile {
            throw CommandFailure.game(RegistryError.changedMeanwhile.description)
        } catch let error as RegistryError {
            throw CommandFailure.usage(error.description)
        } catch {
            throw CommandFailure.library(error)
        }
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
        try append(to: file, unchangedSince: players.registry.nextSequence) { number in
            let into = number(kept)
            return [.merge(id: number(merged), into: into)]
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
        try append(to: file, unchangedSince: players.registry.nextSequence) { number in
            [.rename(id: number(entry), name: name)]
        }
        let games = entry.games.count
        try OutputSink.standardOutput.print(
            "renamed \(entry.name) to \(name) (\(games) game\(games == 1 ? "" : "s"))\n")
    }
}
