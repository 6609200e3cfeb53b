import CourtsideCore
import CourtsideLeague
import CourtsideStore
import CourtsideViewModels
import Synchronization

/// The league sender of the scoring app, for as long as it runs: a ``LeagueSenderLoop`` over the
/// library, whose every pass becomes a ``LeagueLine`` for the boards, handed over through a
/// ``NewsPipe`` the board's run loop waits on.
package final class LeagueBoardLink: Sendable {
    private let news: NewsPipe<LeagueLine>
    /// Since when the league has been unreachable (monotonic ms).
    private let offlineSinceMs = Mutex<Int64?>(nil)
    /// Set once in init, after the pipe exists; the loop is what reports into it.
    private let loop: Mutex<LeagueSenderLoop?> = Mutex(nil)

    /// Starts sending `library` to `url` as `court`; nil when no pipe can be made (no bar then).
    package init?(library: FileGameLibrary, court: String, url: String) {
        guard let news = NewsPipe<LeagueLine>() else { return nil }
        self.news = news
        let started = LeagueSenderLoop(library: library, court: court, url: url) { [weak self] pass in
            self?.heard(pass)
        }
        loop.withLock { $0 = started }
    }

    deinit {
        stop()
    }

    /// Ends the sending (what was not sent waits in the files for the next start or `league push`).
    package func stop() {
        loop.withLock { $0?.stop() }
    }

    /// The board's end of the link.
    @MainActor
    package var link: LeagueLink {
        LeagueLink(
            descriptor: news.descriptor, take: { [news] in news.take() },
            nudge: { [self] id in loop.withLock { $0?.nudge(game: id) } })
    }

    /// The words for `pass`, kept for the board, which the pipe wakes.
    private func heard(_ pass: LeaguePass) {
        let now = SystemTimeSource().monotonicMs
        let line = offlineSinceMs.withLock { offlineSinceMs -> LeagueLine in
            if let reason = pass.unreachable {
                let since = offlineSinceMs ?? now
                offlineSinceMs = since
                return .waiting(count: pass.waiting, sinceMs: since, reason: reason)
            }
            offlineSinceMs = nil
            if let conflict = pass.conflicts.first { return .refused(game: conflict.game.rawValue, seq: conflict.seq) }
            return pass.sent > 0 ? .sent : .caughtUp
        }
        news.post(line)
    }
}
