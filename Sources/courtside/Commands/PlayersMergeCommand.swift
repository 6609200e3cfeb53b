import ArgumentParser
import CourtsideApp

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
        try RegistryChange.merge(keep, other, in: library)
    }
}
