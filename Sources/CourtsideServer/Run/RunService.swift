import ServiceLifecycle

/// Runs the ``RunTail`` while the server runs and at shutdown ends every run event stream, as
/// ``CourtService`` does for the court; it waits for the shutdown without a timer.
struct RunService: Service {
    let hub: SnapshotHub
    let tail: RunTail

    func run() async throws {
        tail.start()
        try? await gracefulShutdown()
        hub.close()
        tail.stop()
    }
}
