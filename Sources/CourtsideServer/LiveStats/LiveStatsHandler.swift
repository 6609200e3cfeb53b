import CourtsideCore
import CourtsideReports
import NIOCore

/// A LiveStats TV-feed client's connection on its event loop: reads the client's first message,
/// its `parameters` (ended by CR LF, or just a whole JSON object, as clients send it), then adds
/// it to the ``LiveStatsHub`` and sends it the keep-alive every ``LiveStatsLimits/pingInterval``.
///
/// A client that sends nothing usable in time, or too much, gets the defaults
/// (``LiveStatsParameters/defaults``); what it sends after its parameters is read and dropped.
final class LiveStatsHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let hub: LiveStatsHub
    private let limits: LiveStatsLimits
    private let time = SystemTimeSource()
    /// What the client sent before its parameters were read.
    private var received: [UInt8] = []
    /// The client once subscribed (its parameters read); nil before.
    private var connection: LiveStatsConnection?
    private var id: Int?
    private var handshake: Scheduled<Void>?
    private var ping: Scheduled<Void>?

    init(hub: LiveStatsHub, limits: LiveStatsLimits) {
        self.hub = hub
        self.limits = limits
    }

    func channelActive(context: ChannelHandlerContext) {
        handshake = context.eventLoop.assumeIsolated().scheduleTask(in: limits.handshakeTimeout) { [self] in
            subscribe(context: context, parameters: .defaults)
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard connection == nil else { return }
        let buffer = unwrapInboundIn(data)
        received += buffer.readableBytesView
        if let end = Self.messageEnd(in: received) {
            subscribe(context: context, parameters: LiveStatsParameters(message: received[..<end]))
        } else if received.count > limits.maxParametersBytes {
            subscribe(context: context, parameters: .defaults)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        handshake?.cancel()
        ping?.cancel()
        connection?.drop()
        if let id { hub.unsubscribe(id) }
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The server is stopping: the feed ends here.
        if event is ChannelShouldQuiesceEvent {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    /// Adds the client with `parameters` (once), then starts its keep-alive.
    private func subscribe(context: ChannelHandlerContext, parameters: LiveStatsParameters) {
        guard connection == nil else { return }
        handshake?.cancel()
        received = []
        let connection = LiveStatsConnection(
            channel: context.channel, parameters: parameters, limit: limits.maxPendingBytes)
        self.connection = connection
        guard let id = hub.subscribe(connection) else {
            connection.drop()
            return
        }
        self.id = id
        schedulePing(context: context)
    }

    private func schedulePing(context: ChannelHandlerContext) {
        ping = context.eventLoop.assumeIsolated().scheduleTask(in: limits.pingInterval) { [self] in
            guard let connection, connection.send([LiveStatsTVFeed.ping(wallMs: time.wallMs)]) else { return }
            schedulePing(context: context)
        }
    }

    /// Where the client's first message ends: after its first line end, or after its first whole
    /// JSON object (braces counted outside strings); nil while neither has come.
    static func messageEnd(in bytes: [UInt8]) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        var started = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"): return index + 1
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"):
                depth += 1
                started = true
            case UInt8(ascii: "}"):
                depth -= 1
                if started && depth == 0 { return index + 1 }
            default: break
            }
        }
        return nil
    }
}
