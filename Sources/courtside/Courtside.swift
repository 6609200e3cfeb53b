import ArgumentParser
import CourtsideApp
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `courtside` command: a keyboard-driven scoreboard for pickup basketball.
///
/// With no subcommand it opens the game list.
@main
struct Courtside: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "courtside",
        abstract: "A keyboard-driven terminal scoreboard for pickup basketball.",
        discussion:
            "With no command, opens the game list. Keys: `courtside keys`, docs/keys.md or `man courtside`;"
            + " your own in $XDG_CONFIG_HOME/courtside/keys (else ~/.config/courtside/keys).",
        version: CourtsideVersion.current,
        subcommands: [
            NewCommand.self, ResumeCommand.self, ListCommand.self, ReplayCommand.self, ExportCommand.self,
            DeleteCommand.self, KeysCommand.self, WatchCommand.self, FeedCommand.self, OverlayCommand.self,
            ServeCommand.self, RunCommand.self,
            PlayersCommand.self, PlayerCommand.self, LeadersCommand.self, LeagueCommand.self, DeskCommand.self,
        ]
    )

    @OptionGroup var library: LibraryOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.requireTerminal()
            try ScreenApp.run(.gameList, library: try library.open(), keys: keys, preferences: preferences)
        }
    }

    /// Parses and runs, with usage errors (bad flags, bad values) exiting 2 rather than
    /// ArgumentParser's 64, and every other failure printed as one line.
    ///
    /// Everything printed goes through ``OutputSink`` (write(2), sanitized): help and the version
    /// on standard output, a failure to write them reported and exit 1. SIGPIPE is ignored, so a
    /// reader that went away is reported as EPIPE instead of killing courtside mid-line; SIGXFSZ
    /// too, so a file-size limit is EFBIG, a write error, instead of death.
    /// The most arguments a command line may have.
    static let maximumArguments: Int32 = 200

    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        // Under a file-size limit (`ulimit -f`) a write past it would kill courtside mid-game; with
        // SIGXFSZ ignored it fails with EFBIG instead, a write error like a full disk: the key is
        // refused, the reason shown, and scoring goes on.
        signal(SIGXFSZ, SIG_IGN)
        do {
            // The longest real command line is a few dozen words; the parser's time grows with the
            // square of their number (20,000 took over 10 s), so a pasted flood is refused at once.
            if CommandLine.argc - 1 > maximumArguments {
                throw CommandFailure.usage(
                    "too many arguments (\(CommandLine.argc - 1)); courtside takes at most \(maximumArguments)")
            }
            if let problem = UTF8Check.argumentProblem() { throw CommandFailure.usage(problem) }
            var command = try parseAsRoot()
            // `serve` is async (it awaits its server); the others run on the main thread as they are.
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty {
                OutputSink.standardError.report(failure.message, namesProgram: failure.namesProgram)
            }
            Glibc.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                do {
                    if !message.isEmpty { try OutputSink.standardOutput.print(message + "\n") }
                } catch {
                    if !error.message.isEmpty { OutputSink.standardError.report(error.message) }
                    Glibc.exit(error.exitCode)
                }
            } else if !message.isEmpty {
                try? OutputSink.standardError.print(message + "\n")
            }
            Glibc.exit(code == .validationFailure ? CommandFailure.badInputStatus : code.rawValue)
        }
    }
}
