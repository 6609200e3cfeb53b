/// What a ``LeagueCourtsWatch`` tells after each change: the courts as far as the league was
/// read, and whether the league can be reached now.
public struct LeagueCourtsReport: Sendable {
    /// Every court's newest game, as last read (kept while the league is unreachable).
    public let courts: [LeagueCourt]
    /// Since when the league cannot be reached (Unix ms); nil while it is connected.
    public let offlineSinceMs: Int64?
    /// Why it cannot be reached (libpq's line); nil while it is connected.
    public let reason: String?

    public init(courts: [LeagueCourt], offlineSinceMs: Int64? = nil, reason: String? = nil) {
        self.courts = courts
        self.offlineSinceMs = offlineSinceMs
        self.reason = reason
    }
}
