import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideStore

/// `courtside feed [GAME] [--follow] [--livestats] [--from N]`: a game's events as JSON lines, one
/// per event, each with the game's state right after it, or the FIBA LiveStats TV feed's messages
/// (docs/feed.md).
struct FeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed", abstract: "Print a game's events as JSON lines (docs/feed.md).",
        discussion: """
            One JSON object per event: the event and the game right after it (score, clock, status, \
            winner, the play in words, the player lines it changed). With --livestats, the FIBA \
            LiveStats TV feed's messages instead, as serve --livestats-port sends them: setup and \
            teams, then for each event the actions it adds, edits or deletes, the status and the \
            boxscore. --from N starts after message N (the seq of a feed line, the messageId of a \
            LiveStats message), to resume where a reader stopped. With --follow, keeps printing each new event as it is scored, until the game \
            is final (exit 0). Without GAME (--follow only), follows the court: the game being \
            scored now, then each next one (a rematch, a new game) from its first line, until \
            interrupted or the reader goes away. Never writes to a game.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix (none, with --follow: the court).") var game: String?
    @Flag(help: "Keep printing new events as they are scored, until the game is final.") var follow = false
    @Flag(help: "The FIBA LiveStats TV feed's messages instead of feed lines (docs/feed.md).") var livestats = false
    @Option(help: "Print only what comes after message N (a line's seq, or a LiveStats messageId).") var from = 0

    func validate() throws {
        if game == nil && !follow {
            throw ValidationError("feed needs a game, or --follow to follow the game being scored now.")
        }
        if from < 0 { throw ValidationError("--from takes a message number, 0 or more, not \(from).") }
    }

    func run() throws {
        let library = try library.open()
        if !follow, let game {
            try LibraryFeed.print(game, of: library, livestats: livestats, from: from)
        } else {
            try LibraryFeed.follow(game, of: library, livestats: livestats, from: from)
        }
    }
}
