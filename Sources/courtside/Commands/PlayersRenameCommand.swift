import ArgumentParser
import CourtsideApp

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
        try RegistryChange.rename(old, to: new, in: library)
    }
}
