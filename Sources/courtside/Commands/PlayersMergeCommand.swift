import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideStore

/// `courtside players merge A B`: A and B are one player, who keeps A's name.
struct PlayersMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Say two players are one: B's games become A's, and A's name stays.",
        discussion: "A and B are names (any case, or the start of one) or registry numbers (#3).")

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The player who stays.") var keep: String
    @Argument(help: "The player merged into them.") var other: String

    func run() throws {
        let library = try library.open()
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
}
