import HummingbirdCore
import NIOCore
import ServiceLifecycle

/// `courtside serve --livestats-port PORT`: the FIBA LiveStats TV feed over TCP (docs/serve.md,
/// "LiveStats TV feed"), from the court's game as the ``LiveStatsHub`` folds it, as a service of
/// serve's group: at its graceful shutdown every client is closed.
public struct LiveStatsServer: Service {
    private let server: any Service

    /// A server on `listen` (serve's address, the feed's port), on `eventLoopGroup`, telling
    /// `onRunning` the port once it listens.
    public init(
        hub: LiveStatsHub, listen: ListenAddress, eventLoopGroup: any EventLoopGroup,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) {
        server = LiveStatsChannel(hub: hub).server(
            configuration: ServerConfiguration(
                address: .hostname(listen.host, port: listen.port), serverName: nil, reuseAddress: true),
            onServerRunning: { await onRunning($0.localAddress?.port ?? 0) }, eventLoopGroup: eventLoopGroup,
            logger: CourtServer.quietLogger)
    }

    /// Listens and serves until the group shuts down (or the task is cancelled, its clients
    /// closed first: ``LiveStatsHub/close()``).
    public func run() async throws {
        try await server.run()
    }
}
