import CourtsideCore
import CourtsideLeague
import CourtsideStore
import CourtsideViewModels
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The league sender of the scoring app, for as long as it runs: a ``LeagueSenderLoop`` over the
/// library, whose every pass becomes a ``LeagueLine`` for the boards, handed over through a pipe
/// the board's run loop waits on (the main thread blocks in `poll`, so a task cannot hop onto it).
package final class LeagueBoardLink: Sendable {
    /// The newest line, and since when the league has been unreachable (monotonic ms).
    private struct Shared {
        var line: LeagueLine?
        var offlineSinceMs: Int64?
    }

    private let shared = Mutex(Shared())
    private let readEnd: Int32
    private let writeEnd: Int32
    /// Set once in init, after the pipe exists; the loop is what reports into it.
    private let loop: Mutex<LeagueSenderLoop?> = Mutex(nil)

    /// Starts sending `library` to `url` as `court`; nil when no pipe can be made (no bar then).
    package init?(library: FileGameLibrary, court: String, url: String) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        let started = LeagueSenderLoop(library: library, court: court, url: url) { [weak self] pass in
            self?.heard(pass)
        }
        loop.withLock { $0 = started }
    }

    deinit {
        stop()
        close(readEnd)
        close(writeEnd)
    }

    /// Ends the sending (what was not sent waits in the files for the next start or `league push`).
    package func stop() {
        loop.withLock { $0?.stop() }
    }

    /// The board's end of the link.
    @MainActor
    package var link: LeagueLink {
        LeagueLink(
            descriptor: readEnd, take: { [self] in take() },
            nudge: { [self] in loop.withLock { $0?.nudge() } })
    }

    /// The words for `pass`, kept for the board, which the pipe wakes.
    private func heard(_ pass: LeaguePass) {
        let now = SystemTimeSource().monotonicMs
        shared.withLock { shared in
            if let reason = pass.unreachable {
                let since = shared.offlineSinceMs ?? now
                shared.offlineSinceMs = since
                shared.line = .waiting(count: pass.waiting, sinceMs: since, reason: reason)
            } else {
                shared.offlineSinceMs = nil
                if let conflict = pass.conflicts.first {
                    shared.line = .refused(game: conflict.game.rawValue, seq: conflict.seq)
                } else {
                    shared.line = pass.sent > 0 ? .sent : .caughtUp
                }
            }
        }
        var byte: UInt8 = 1
        // A full pipe already wakes the board: the byte is not needed then.
        _ = write(writeEnd, &byte, 1)
    }

    /// The newest line since the last take, draining the pipe; nil when nothing new.
    private func take() -> LeagueLine? {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return shared.withLock { shared in
            defer { shared.line = nil }
            return shared.line
        }
    }
}
