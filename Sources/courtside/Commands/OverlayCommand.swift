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
        let library = try library.open()
        let follower: CourtFollower
        let folder: OverlayFolder
        do {
            follower = try CourtFollower(
                library: library, game: try game.map { try library.resolve($0) }, showsLastResult: true)
        } catch {
            throw CommandFailure.library(error)
        }
        do {
            folder = try OverlayFolder(path: LibraryFolder.absolute(dir))
        } catch .folderUnavailable(let path, let reason) {
            throw CommandFailure.game("cannot use overlay folder \(path): \(reason)")
        } catch {
            throw CommandFailure.library(error)
        }
        let time = SystemTimeSource()
        var writer = OverlayWriter(folder: folder, location: follower.path ?? "", wholeSeconds: seconds)
        var said = ""
        while true {
            let updates = follower.poll()
            if !updates.isEmpty {
                writer.apply(updates, now: time.monotonicMs, wallMs: time.wallMs)
                let news = Self.news(writer.followed, followsCourt: follower.followsCourt)
                if news != said, !news.isEmpty { Self.tell(news) }
                said = news
            }
            do {
                try writer.write(now: time.monotonicMs)
            } catch {
                throw CommandFailure.game("\(error)")
            }
            if writer.isOver && !stay && !follower.followsCourt { return }
            FollowWait.wait(for: follower, timeoutMs: writer.msUntilClockChanges(now: time.monotonicMs))
        }
    }

    /// What the person running it should know about the game's file, if anything.
    private static func news(_ followed: FollowedGame, followsCourt: Bool) -> String {
        if followsCourt, followed.scorerPresent == false || followed.isFileMissing || followed.failure != nil {
            return followed.game == nil ? "" : "no game being scored: keeping the last state until the next one"
        }
        if let failure = followed.failure { return "cannot follow the game: \(failure); keeping the last state" }
        if followed.isFileMissing { return "the game's file was deleted: keeping the last state" }
        if followed.scorerPresent == false && followed.sawScorer { return "scorer gone: keeping the last state" }
        return ""
    }

    /// One line on standard error (sanitized: paths and names in it came from files and flags).
    private static func tell(_ line: String) {
        OutputSink.standardError.report(line)
    }
}
