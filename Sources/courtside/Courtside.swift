import ArgumentParser
import Foundation

/// The `courtside` command: a keyboard-driven scoreboard for pickup basketball.
///
/// With no subcommand it opens the game list.
@main
struct Courtside: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "courtside",
        abstract: "A keyboard-driven terminal scoreboard for pickup basketball.",
        discussion: "With no command, opens the game list. Keys: docs/keys.md or `man courtside`.",
        version: "0.1.0",
        subcommands: [
            NewCommand.self, ResumeCommand.self, ListCommand.self, ReplayCommand.self, ExportCommand.self,
            DeleteCommand.self, WatchCommand.self, FeedCommand.self, OverlayCommand.self,
        ]
    )

    @OptionGroup var library: LibraryOptions

    func run() throws {
        try MainActor.assumeIsolated {
            try ScreenApp.requireTerminal()
            try ScreenApp.run(.gameList, library: try library.open())
        }
    }

    /// Parses and runs, with usage errors (bad flags, bad values) exiting 2 rather than
    /// ArgumentParser's 64, and every other failure printed as one line.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("courtside: \(failure.message)\n".utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                stream.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code.rawValue == 64 ? 2 : code.rawValue)
        }
    }
}
