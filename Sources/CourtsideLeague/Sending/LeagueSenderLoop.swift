import CourtsideCore
import CourtsideStore

/// Runs a ``LeagueSender`` for as long as a board is up: a pass when started, after each
/// ``nudge()`` (an event was saved), and, while the league cannot be reached, again after a
/// back-off (1 s, doubling to 30 s). While unreachable a nudge only counts what waits, reading the
/// files, so a key never starts a connection attempt. Each pass's result goes to `report`, on the
/// sender's thread.
///
/// The sender's calls block on the network (each bounded in time, ``LeagueConnection``), so they
/// run on a thread of the loop's own (``LeagueSenderThread``), never on the concurrency pool:
/// nothing in the pool and nothing on the main actor waits for the league. ``nudge()`` and
/// ``stop()`` only write a byte to the thread's wake pipe.
public final class LeagueSenderLoop: Sendable {
    /// The longest wait before trying an unreachable league again.
    public static let maxBackoffMs = 30_000

    private let thread: LeagueSenderThread?

    /// Starts sending `library`'s events to `url` as `court`; `report` hears each pass. Without a
    /// thread or a pipe from the system, nothing is sent (the events wait in the files for the
    /// next start or `courtside league push`) and `report` hears that once.
    public init(
        library: FileGameLibrary, court: String, url: String, report: @escaping @Sendable (LeaguePass) -> Void
    ) {
        let made = LeagueSenderThread(library: library, court: court, url: url, report: report)
        if let made, made.start() {
            thread = made
        } else {
            thread = nil
            report(LeaguePass(unreachable: "cannot start the league's sender: no thread or pipe left"))
        }
    }

    deinit {
        stop()
    }

    /// Something was saved to game `id`: send it (or count it while the league is unreachable).
    public func nudge(game id: GameID) {
        thread?.nudge(game: id)
    }

    /// Ends the loop after the pass under way, if any.
    public func stop() {
        thread?.stop()
    }
}
