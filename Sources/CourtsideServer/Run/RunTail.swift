import CourtsideCore
import CourtsideReports
import CourtsideStore
import Dispatch

/// Follows tonight's run for `/run`: reads it again whenever a run file of the library changes
/// (the run board's append, the organiser's, a new run) and hands its state to the ``SnapshotHub``.
///
/// It sleeps on the folder's inotify descriptor (``RunWatch``) through a dispatch read source:
/// no timer, nothing wakes while nothing is written. A run is read whole each time, as
/// `courtside run` reads it (a night's run is a few hundred lines), without its lock.
///
/// `@unchecked Sendable`: the watch (an inotify queue, a class) is used on ``queue`` only, by the
/// source's handler and by ``look()``, which runs there too; nothing else touches it.
public final class RunTail: @unchecked Sendable {
    private let run: ServedRun
    private let hub: SnapshotHub
    /// The library's ratings by lowercased name, read when the run's teams are balanced.
    private let ratings: @Sendable () -> [String: Double]
    private let watch: RunWatch
    private let queue = DispatchQueue(label: "courtside.run")
    private let source: any DispatchSourceRead

    /// A tail of `run` feeding `hub`, rating players by `ratings` when teams are balanced; nothing
    /// is read before ``start()``.
    public init(
        run: ServedRun, hub: SnapshotHub, ratings: @escaping @Sendable () -> [String: Double] = { [:] }
    ) throws(LibraryError) {
        self.run = run
        self.hub = hub
        self.ratings = ratings
        watch = try RunWatch(folder: run.runs.folder)
        source = DispatchSource.makeReadSource(fileDescriptor: watch.descriptor, queue: queue)
    }

    /// Reads the run, then reads it again on every change until ``stop()``.
    public func start() {
        source.setEventHandler { [weak self] in
            guard let self, self.watch.changed() else { return }
            self.look()
        }
        source.activate()
        queue.async { self.look() }
    }

    /// Stops reading (the source is cancelled; the descriptor stays the watch's to close).
    public func stop() {
        source.cancel()
    }

    /// Reads the run now and publishes it (on ``queue``). Also what a write through the
    /// organiser's API waits for, so its answer follows the page's change.
    func look() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard let state = run.state() else { return hub.publish(RunPageState.none.json()) }
        // Read only when shown: reading every game's ratings is the slow part.
        let rated = state.making == .balanced ? ratings() : [:]
        hub.publish(RunPageState(state, rating: { rated[$0.lowercased()] ?? EloRatings.initial }).json())
    }

    /// Reads the run again now, on the tail's queue, and returns once it is published.
    func refresh() {
        queue.sync { look() }
    }
}
