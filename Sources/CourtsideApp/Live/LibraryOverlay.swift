import CourtsideCore
import CourtsideStore

/// `courtside overlay`'s work once its arguments are parsed: a game (or the court) followed, and
/// an ``OverlayFolder``'s files kept saying what it shows, the clock file every tenth (or second)
/// while the clock runs.
package enum LibraryOverlay {
    /// Keeps the files in folder `dir` up to date with game `game` of `library` (with none, the
    /// court), until the game is over (unless `stay`; the court, until interrupted); the clock file
    /// in whole seconds with `wholeSeconds`. What the person running it should know about the
    /// game's file is said once on standard error.
    package static func run(
        _ game: String?, of library: FileGameLibrary, dir: String, wholeSeconds: Bool, stay: Bool
    ) throws {
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
        var writer = OverlayWriter(folder: folder, location: follower.path ?? "", wholeSeconds: wholeSeconds)
        var said = ""
        while true {
            let updates = follower.poll()
            if !updates.isEmpty {
                writer.apply(updates, now: time.monotonicMs, wallMs: time.wallMs)
                let news = news(writer.followed, followsCourt: follower.followsCourt)
                // Sanitized: paths and names in it came from files and flags.
                if news != said, !news.isEmpty { OutputSink.standardError.report(news) }
                said = news
            }
            do {
                try writer.write(now: time.monotonicMs)
            } catch {
                throw CommandFailure.game("\(error)")
            }
            if writer.isOver && !stay && !follower.followsCourt { return }
            _ = follower.wait(timeoutMs: writer.msUntilClockChanges(now: time.monotonicMs))
        }
    }

    /// What the person running it should know about the game's file, if anything.
    static func news(_ followed: MirroredGame, followsCourt: Bool) -> String {
        if followsCourt, followed.scorerPresent == false || followed.isFileMissing || followed.failure != nil {
            return followed.game == nil ? "" : "no game being scored: keeping the last state until the next one"
        }
        if let failure = followed.failure { return "cannot follow the game: \(failure); keeping the last state" }
        if followed.isFileMissing { return "the game's file was deleted: keeping the last state" }
        if followed.scorerPresent == false && followed.sawScorer { return "scorer gone: keeping the last state" }
        return ""
    }
}
