import CourtsideStore

/// Runs a ``LeagueSender`` on a background task for as long as a board is up: a pass when started,
/// after each ``nudge()`` (an event was saved), and, while the league cannot be reached, again
/// after a back-off (1 s, doubling to 30 s). While unreachable a nudge only counts what waits,
/// reading the files, so a key never starts a connection attempt. Each pass's result goes to
/// `report`, on the background task.
///
/// Nothing here waits on the main actor and nothing on the main actor waits on it: ``nudge()``
/// only queues a signal. The sender's calls block (each bounded in time, ``LeagueConnection``),
/// so one thread of the concurrency pool is busy while a connection attempt runs.
public final class LeagueSenderLoop: Sendable {
    /// What wakes the loop.
    private enum Signal: Sendable {
        case nudge, retry
    }

    /// The longest wait before trying an unreachable league again.
    public static let maxBackoffMs = 30_000

    private let signals: AsyncStream<Signal>.Continuation
    private let task: Task<Void, Never>

    /// Starts sending `library`'s events to `url` as `court`; `report` hears each pass.
    public init(
        library: FileGameLibrary, court: String, url: String, report: @escaping @Sendable (LeaguePass) -> Void
    ) {
        let (stream, signals) = AsyncStream<Signal>.makeStream(bufferingPolicy: .bufferingNewest(4))
        self.signals = signals
        task = Task.detached {
            let sender = LeagueSender(library: library, court: court, url: url)
            var backoffMs = 1_000
            var unreachable: String?
            var retry: Task<Void, Never>?
            signals.yield(.retry)
            for await signal in stream {
                if let reason = unreachable, signal == .nudge {
                    report(LeaguePass(waiting: sender.countWaiting(), unreachable: reason))
                    continue
                }
                let pass = sender.pass()
                report(pass)
                unreachable = pass.unreachable
                guard unreachable != nil else {
                    backoffMs = 1_000
                    continue
                }
                retry?.cancel()
                let delay = backoffMs
                retry = Task {
                    try? await Task.sleep(for: .milliseconds(delay))
                    if !Task.isCancelled { signals.yield(.retry) }
                }
                backoffMs = min(backoffMs * 2, Self.maxBackoffMs)
            }
            retry?.cancel()
        }
    }

    deinit {
        stop()
    }

    /// Something was saved: send it (or count it while the league is unreachable).
    public func nudge() {
        signals.yield(.nudge)
    }

    /// Ends the loop after the pass under way, if any.
    public func stop() {
        signals.finish()
        task.cancel()
    }
}
