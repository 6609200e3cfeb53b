import ArgumentParser

/// `courtside players [list|merge|rename]`: every player across the library, and the registry's
/// changes.
struct PlayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "players",
        abstract: "Every player across the library: games, W-L, per-game stats, FG%, +/-, rating.",
        discussion:
            "A player is one identity across games: matched by name (not by case) unless the registry"
            + " says otherwise. `merge` and `rename` change the registry; no game file changes.",
        subcommands: [PlayersListCommand.self, PlayersMergeCommand.self, PlayersRenameCommand.self],
        defaultSubcommand: PlayersListCommand.self)
}
