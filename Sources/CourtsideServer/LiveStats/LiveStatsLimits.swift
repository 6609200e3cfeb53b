import NIOCore

/// What the LiveStats TV feed's server refuses so that no client holds the scorer or the others up
/// (docs/serve.md, "LiveStats TV feed"). The defaults are `courtside serve`'s; the tests make them small.
public struct LiveStatsLimits: Sendable {
    /// The most clients connected at once; one past it is closed as it connects.
    public var maxConnections: Int
    /// The most bytes sent to a client and not yet taken by its socket: a client that stops
    /// reading is dropped once this much waits for it.
    public var maxPendingBytes: Int
    /// How long a client has to send its `parameters` before it is answered with the defaults.
    public var handshakeTimeout: TimeAmount
    /// The most bytes a client's `parameters` may take; past it, the defaults.
    public var maxParametersBytes: Int
    /// How often each client gets the keep-alive (`ping`).
    public var pingInterval: TimeAmount

    /// Limits as given (defaults: 64 clients, 8 MiB waiting, 5 seconds, 64 KiB, a ping every 5 s).
    public init(
        maxConnections: Int = 64, maxPendingBytes: Int = 8 * 1_024 * 1_024, handshakeTimeout: TimeAmount = .seconds(5),
        maxParametersBytes: Int = 64 * 1_024, pingInterval: TimeAmount = .seconds(5)
    ) {
        self.maxConnections = maxConnections
        self.maxPendingBytes = maxPendingBytes
        self.handshakeTimeout = handshakeTimeout
        self.maxParametersBytes = maxParametersBytes
        self.pingInterval = pingInterval
    }
}
