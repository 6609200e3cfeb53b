import ArgumentParser
import CourtsideCore
import CourtsideStore

/// `courtside feed GAME [--follow]`: a game's events as JSON lines, one per event, each with the
/// game's state right after it (docs/feed.md).
struct FeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed", abstract: "Print a game's events as JSON lines (docs/feed.md).",
        discussion: """
            One JSON object per event: the event and the game right after it (score, clock, status, \
            winner, the play in words, the player lines it changed). With --follow, keeps printing \
            each new event as it is scored, until the game is final (exit 0). Never writes to the game.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix.") var game: String
    @Flag(help: "Keep printing new events as they are scored, until the game is final.") var follow = false

    func run() throws {
        let library = try library.open()
        let follower: GameFollower
        do {
            follower = try GameFollower(library: library, game: try library.resolve(game))
        } catch {
            throw CommandFailure.library(error)
        }
        var printer = FeedPrinter(location: follower.path ?? library.folder)
        while true {
            for update in follower.poll() {
                do {
                    try printer.apply(update)
                } catch {
                    // What was read before the failure is still written.
                    try OutputSink.standardOutput.write(printer.takePending())
                    throw error
                }
            }
            // JSON for programs: written as it is (JSON escapes every control character itself).
            try OutputSink.standardOutput.write(printer.takePending())
            if !follow || printer.isOver { return }
            // A reader that went away ends the feed quietly, as a failed write to it would.
            if FollowWait.wait(for: follower, timeoutMs: nil, output: OutputSink.standardOutput.descriptor) { return }
        }
    }
}
