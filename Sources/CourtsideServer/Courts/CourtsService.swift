import CourtsideLeague
import ServiceLifecycle

/// Runs the ``LeagueCourtsWatch`` while the server runs and at shutdown ends every `/courts`
/// stream, as ``RunService`` does for the run; it waits for the shutdown without a timer.
struct CourtsService: Service {
    let hub: SnapshotHub
    let watch: LeagueCourtsWatch

    func run() async throws {
        watch.start()
        try? await gracefulShutdown()
        hub.close()
        await watch.stop()
    }
}
