import NIOCore

/// What serve refuses so that no client, slow or heavy, holds the others up (docs/serve.md, "Safe
/// by default"). The defaults are `courtside serve`'s; the tests make them small.
public struct ServeLimits: Sendable {
    /// The most connections open at once; past it a new connection's request gets a `503` and the
    /// connection is closed, instead of waiting in the kernel's queue behind the ones held.
    public var maxConnections: Int
    /// How long a connection may take to send a whole request head (and how long a kept-alive
    /// connection may sit idle between requests): a client that trickles its headers is closed.
    public var headTimeout: TimeAmount
    /// The most bytes of header fields one request may send (NIO's decoder limit); past it the
    /// request is refused and, the head timeout later at most, the connection closed.
    public var maxHeaderBytes: Int

    /// Limits as given (defaults: 512 connections, 5 seconds, 16 KiB).
    public init(maxConnections: Int = 512, headTimeout: TimeAmount = .seconds(5), maxHeaderBytes: Int = 16 * 1_024) {
        self.maxConnections = maxConnections
        self.headTimeout = headTimeout
        self.maxHeaderBytes = maxHeaderBytes
    }
}
