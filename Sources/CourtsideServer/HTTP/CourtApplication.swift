import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The server as Hummingbird's `Application` runs it, less its once-a-second timer.
///
/// `Application.run()` always starts Hummingbird's date cache, a task that formats the `Date`
/// header once a second whether or not anything is asked; on a gym's laptop that is the server's
/// only wake-up while nothing happens, and Hummingbird has no setting to leave it out. So this
/// application runs the same router on HummingbirdCore's public server builder
/// (`HTTPServerBuilder.buildServer`) and stamps each response's `Date` itself, from
/// ``HTTPDate`` (formatted when asked, at most once a second). The routes and the graceful
/// shutdown are Hummingbird's as before, its HTTP/1 channel within serve's limits
/// (``CourtChannel``); the tests drive it as any `ApplicationProtocol`.
struct CourtApplication: ApplicationProtocol {
    typealias Responder = CourtResponder

    /// Answers every request: the routes, `405` and `404`, with the safety headers on each.
    let responder: Responder
    /// Where to listen.
    let configuration: ApplicationConfiguration
    /// The head timeout, the header cap, the connection limit.
    let limits: ServeLimits
    /// Hummingbird's logger.
    let logger: Logger
    /// Told the port listened on once the server runs.
    let onRunning: @Sendable (Int) async -> Void

    /// Tells ``onRunning`` the port.
    func onServerRunning(_ channel: any Channel) async {
        await onRunning(channel.localAddress?.port ?? 0)
    }

    /// Hummingbird's HTTP/1 within ``limits``.
    var server: HTTPServerBuilder {
        HTTPServerBuilder { [limits] responder in CourtChannel(responder: responder, limits: limits) }
    }

    /// Runs the server until the service group stops it.
    func run() async throws {
        let responder = self.responder
        let dates = HTTPDate()
        let logger = self.logger
        let settings = configuration
        let server = try self.server.buildServer(
            configuration: ServerConfiguration(
                address: settings.address, serverName: settings.serverName, backlog: settings.backlog,
                reuseAddress: settings.reuseAddress),
            eventLoopGroup: eventLoopGroup, logger: logger
        ) { (request, writer: consuming ResponseWriter, channel) in
            let context = BasicRequestContext(source: .init(channel: channel, logger: logger))
            var response = await responder.respond(to: request, context: context)
            response.headers[.date] = dates.now()
            try await writer.write(response: response.head, body: response.body)
        } onServerRunning: {
            await self.onServerRunning($0)
        }
        try await server.run()
    }
}
