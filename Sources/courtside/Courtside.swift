import ArgumentParser

/// The `courtside` command: a keyboard-driven scoreboard for pickup basketball.
@main
struct Courtside: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "courtside",
        abstract: "A keyboard-driven terminal scoreboard for pickup basketball.",
        version: "0.1.0"
    )
}
