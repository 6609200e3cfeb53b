import ServiceLifecycle

/// The server's own service beside Hummingbird's: runs the ``CourtTail`` while the server runs
/// (the tail also sends the event streams their keep-alive) and at shutdown ends every stream.
///
/// It waits for the shutdown without a timer: nothing here wakes while nothing happens.
struct CourtService: Service {
    let hub: CourtHub
    let tail: CourtTail

    func run() async throws {
        tail.start()
        // Returns at graceful shutdown; throws when cancelled instead: either way the streams end.
        try? await gracefulShutdown()
        hub.close()
        // Awaited, not waited for: blocking here would hold one of the pool's threads.
        await tail.stop()
    }
}
