import ServiceLifecycle

/// The server's own service beside Hummingbird's: runs the ``CourtTail`` while the server runs,
/// sends a keep-alive comment to every event stream every ``keepAliveSeconds`` (so a client that
/// went away is noticed), and at shutdown ends every stream.
struct CourtService: Service {
    /// The only timed wake-up the server has: one every this many seconds, however many clients.
    static let keepAliveSeconds = 25

    let hub: CourtHub
    let tail: CourtTail

    func run() async throws {
        tail.start()
        defer { tail.stop() }
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                try await cancelWhenGracefulShutdown {
                    try await Task.sleep(for: .seconds(Self.keepAliveSeconds))
                }
            } catch {
                break
            }
            hub.keepAlive()
        }
        hub.close()
    }
}
