import ArgumentParser

/// `courtside run`: tonight's run (who is here, who has next, winners stay) and its summary.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Tonight's run: teams, who has next, winners stay, one key to the next game.",
        discussion: """
            With no subcommand, opens the run board: the library's open run, resumed as it was, or a new one \
            (`run start --help` for its options). `run export` prints the evening's summary.
            """,
        subcommands: [RunStartCommand.self, RunExportCommand.self], defaultSubcommand: RunStartCommand.self)
}
