import HummingbirdCore
import Logging
import NIOCore

/// The LiveStats TV feed's connections on Hummingbird's server (its bootstrap, its graceful
/// shutdown): each a raw TCP connection with a ``LiveStatsHandler``; one past
/// ``LiveStatsLimits/maxConnections`` is closed as it connects.
struct LiveStatsChannel: ServerChildChannel {
    /// A connection, and whether it is within the limit.
    struct Value: ServerChildChannelValue {
        let channel: any Channel
        let admitted: Bool
    }

    let hub: LiveStatsHub
    private let connections: ConnectionCount

    init(hub: LiveStatsHub) {
        self.hub = hub
        connections = ConnectionCount(limit: hub.limits.maxConnections)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = connections.admit()
        guard admitted else { return channel.eventLoop.makeSucceededFuture(Value(channel: channel, admitted: false)) }
        channel.closeFuture.whenComplete { [connections] _ in connections.release() }
        return channel.eventLoop.makeCompletedFuture {
            // Only the server writes: the client's bytes past its parameters are read and dropped.
            try channel.pipeline.syncOperations.addHandler(LiveStatsHandler(hub: hub, limits: hub.limits))
            return Value(channel: channel, admitted: true)
        }
    }

    func handle(value: Value, logger: Logger) async {
        guard value.admitted else {
            try? await value.channel.close()
            return
        }
        try? await value.channel.closeFuture.get()
    }
}
