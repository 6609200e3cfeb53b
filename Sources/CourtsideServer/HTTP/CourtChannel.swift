import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel with serve's limits (``ServeLimits``): its own idle timeout as the
/// head timeout, NIO's decoder limits as the header cap, a connection limit that answers, and no
/// request body waited for.
///
/// Hummingbird's idle timeout counts from the last whole request part, so a client that trickles
/// its header lines is closed once it has gone that long without a whole head, and a connection
/// that a refused head left open (NIO's decoder stops reading it) is closed too; a response being
/// written (an event stream) is never cut. Hummingbird's own connection limit
/// (`MaximumAvailableConnections`) stops accepting instead: the connections past it wait unanswered
/// in the kernel's queue behind the ones held. Here every connection is accepted, and one past
/// the limit has its request answered `503` and is closed.
struct CourtChannel: ServerChildChannel {
    /// A connection, and whether it is within the limit.
    struct Value: ServerChildChannelValue {
        let http: HTTP1Channel.Value
        let admitted: Bool
        var channel: any Channel { http.channel }
    }

    private let http: HTTP1Channel
    private let connections: ConnectionCount

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ServeLimits) {
        http = HTTP1Channel(
            responder: { request, writer, channel in
                try await responder(request, writer, channel)
                // No route takes a body, and Hummingbird reads one to its end before the next
                // request, each part of it restarting the head timeout: a request that sends one is
                // closed once answered, so a body trickled a byte at a time holds no connection.
                if Self.sendsBody(request) { try? await channel.close() }
            },
            configuration: .init(
                idleTimeout: limits.headTimeout,
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: limits.maxHeaderBytes, maxHeaderListSize: limits.maxHeaderBytes)))
        connections = ConnectionCount(limit: limits.maxConnections)
    }

    /// Whether `request` says a body follows its head.
    static func sendsBody(_ request: Request) -> Bool {
        request.headers[.transferEncoding] != nil || (request.headers[.contentLength].map { $0 != "0" } ?? false)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = connections.admit()
        if admitted {
            channel.closeFuture.whenComplete { [connections] _ in connections.release() }
        }
        return http.setup(channel: channel, logger: logger).map { Value(http: $0, admitted: admitted) }
    }

    func handle(value: Value, logger: Logger) async {
        guard value.admitted else { return await Self.refuse(value.http) }
        await http.handle(value: value.http, logger: logger)
    }

    /// Waits for the request's head (the head timeout still closes a client that never sends it:
    /// answering before reading it would have the kernel reset the connection and lose the answer),
    /// answers `503`, and closes.
    private static func refuse(_ connection: HTTP1Channel.Value) async {
        try? await connection.executeThenClose { inbound, outbound in
            var parts = inbound.makeAsyncIterator()
            guard case .head = try await parts.next() else { return }
            let body = ByteBuffer(string: "{\"error\":\"too many connections open; try again later\"}")
            var fields: HTTPFields = [
                .connection: "close", .contentType: "application/json", .cacheControl: "no-store", .retryAfter: "5",
                .contentLength: "\(body.readableBytes)",
            ]
            SafetyHeaders.add(to: &fields)
            try await outbound.write(.head(HTTPResponse(status: .serviceUnavailable, headerFields: fields)))
            try await outbound.write(.body(body))
            try await outbound.write(.end(nil))
        }
    }
}
