import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideStore

/// `courtside overlay [GAME] --dir DIR [--seconds] [--stay]`: keeps small text files in DIR up to
/// date with a game being scored, for streaming software that shows text read from a file.
struct OverlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlay", abstract: "Keep text files with a game's score up to date for streaming software.",
        discussion: """
            Files in DIR (created if missing): home_name.txt away_name.txt home_score.txt \
            away_score.txt score.txt clock.txt status.txt last_play.txt game_point.txt. Each is \
            replaced whole (written beside, then renamed) when its text changes. Follows the game as \
            `courtside watch` does and stops at FINAL unless --stay. Without GAME, follows the court: \
            the game being scored now, then each next one (a rematch, a new game), until \
            interrupted. See docs/feed.md.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: "The game: its id or a unique id prefix (none: the game being scored now, then the next).")
    var game: String?
    @Option(help: "The folder to keep the files in.", completion: .directory) var dir: String
    @Flag(help: "Change clock.txt once a second (mm:ss) instead of every tenth.") var seconds = false
    @Flag(help: "Keep following after FINAL (an undo can reopen the game) until interrupted.") var stay = false

    func validate() throws {
        if dir.isEmpty { throw ValidationError("--dir needs a folder") }
    }

    func run() throws {
        try LibraryOverlay.run(game, of: try library.open(), dir: dir, wholeSeconds: seconds, stay: stay)
    }
}
