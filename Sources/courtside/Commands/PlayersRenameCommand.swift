import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideStore

/// `courtside players rename OLD NEW`: the player is called NEW everywhere; their games keep the
/// name they were scored with and stay theirs.
struct PlayersRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a player everywhere (a misspelling): their games stay theirs.",
        discussion:
            "OLD is a name (any case, or the start of one) or a registry number (#3). Games created"
            + " after the rename with the old name are someone else's.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The player.") var old: String
    @Argument(help: "Their new name.") var new: String

    func run() throws {
        let library = try library.open()
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
